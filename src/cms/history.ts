import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** The user id a save is made by (the admin, the REST API, a scheduled publish run as its scheduler), or null. */
const editorOf = (user: unknown): number | string | null => {
  const id = (user as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/**
 * Who made a change: set on every save from the signed-in user, whatever the request sent, and kept in each version,
 * so each version says who saved it. Saves without a user (the seed, the site's own writes) keep the previous
 * value. Read by staff only; never populated (an id, not the user's record).
 */
export const lastEditedBy: Field = {
  name: 'lastEditedBy',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  maxDepth: 0,
  access: { read: ({ req }) => !!req.user },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Set on every save. Each version keeps who made it (the Versions tab).',
  },
  hooks: {
    beforeChange: [
      ({ req, value, originalDoc }) => {
        const editor = editorOf(req.user)
        if (editor !== null) return editor
        return (originalDoc as { lastEditedBy?: unknown } | undefined)?.lastEditedBy ?? value ?? null
      },
    ],
  },
}

/** How many versions of one document or global are kept. */
export const VERSIONS_KEPT = 50

/**
 * Every change keeps a version with who made it: versions on (unless the collection has its own versions already,
 * as pages do with drafts) and `lastEditedBy`. Applied in src/payload.config.ts to what editors change.
 */
export const collectionWithHistory = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  versions: config.versions ?? { maxPerDoc: VERSIONS_KEPT },
  fields: [...config.fields, lastEditedBy],
})

export const globalWithHistory = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  versions: config.versions ?? { max: VERSIONS_KEPT },
  fields: [...config.fields, lastEditedBy],
})
