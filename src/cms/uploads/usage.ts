import type { Block, Field, Payload, PayloadRequest } from 'payload'

import type { Config } from '@/payload-types'

/**
 * Where a media file is used (decision 96): every upload or relationship field pointing at the media library, in
 * every collection and global, inside groups, tabs, rows, arrays and blocks, and the pictures placed in rich text.
 * Read from the stored documents (the newest draft as well as the published state), so the media file's "Where it is
 * used" and the refusal to delete a file in use list the same places.
 */

export interface IMediaUse {
  /** e.g. "Page /blog/tax-planning/x" or "Header". */
  where: string
  /** The field's label, e.g. "Share image". */
  field: string
}

type TData = Record<string, unknown>
/** A content language, as the CMS names it. */
type TLocale = Config['locale']

const sameId = (value: unknown, id: number | string): boolean => {
  if (value === null || value === undefined) return false
  if (typeof value === 'object') {
    const ref = value as { id?: unknown; value?: unknown; relationTo?: unknown }
    if ('relationTo' in ref && 'value' in ref) return ref.relationTo === 'media' && sameId(ref.value, id)
    return sameId(ref.id, id)
  }
  return String(value) === String(id)
}

const pointsAtMedia = (relationTo: unknown) =>
  relationTo === 'media' || (Array.isArray(relationTo) && relationTo.includes('media'))

const labelOf = (field: { label?: unknown; name?: string }) =>
  typeof field.label === 'string' ? field.label : (field.name ?? 'field')

/** Pictures placed in a rich-text document (Lexical's upload nodes). */
function inRichText(node: unknown, id: number | string, depth = 0): boolean {
  if (!node || typeof node !== 'object' || depth > 60) return false
  const item = node as {
    type?: unknown
    relationTo?: unknown
    value?: unknown
    root?: unknown
    children?: unknown
  }
  if (item.type === 'upload' && item.relationTo === 'media' && sameId(item.value, id)) return true
  if (item.root && inRichText(item.root, id, depth + 1)) return true
  return Array.isArray(item.children) && item.children.some((child) => inRichText(child, id, depth + 1))
}

function blockOf(field: { blocks?: Block[]; blockReferences?: unknown[] }, blockType: unknown, all: Block[]) {
  const local = field.blocks?.find((block) => block.slug === blockType)
  if (local) return local
  return all.find((block) => block.slug === blockType)
}

/** The labels of the fields of `fields` holding `id`, walking `data` beside them. */
export function fieldsUsing(
  fields: Field[],
  data: unknown,
  id: number | string,
  blocks: Block[] = [],
): string[] {
  if (!data || typeof data !== 'object') return []
  const found: string[] = []
  const row = data as TData
  for (const field of fields) {
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        if (!pointsAtMedia(field.relationTo)) break
        const value = row[field.name]
        const values = Array.isArray(value) ? value : [value]
        if (values.some((item) => sameId(item, id))) found.push(labelOf(field))
        break
      }
      case 'richText':
        if (inRichText(row[field.name], id)) found.push(labelOf(field))
        break
      case 'group':
        found.push(
          ...fieldsUsing(field.fields, 'name' in field && field.name ? row[field.name] : row, id, blocks),
        )
        break
      case 'row':
      case 'collapsible':
        found.push(...fieldsUsing(field.fields, row, id, blocks))
        break
      case 'tabs':
        for (const tab of field.tabs)
          found.push(...fieldsUsing(tab.fields, 'name' in tab && tab.name ? row[tab.name] : row, id, blocks))
        break
      case 'array': {
        const rows = row[field.name]
        if (Array.isArray(rows))
          for (const item of rows) found.push(...fieldsUsing(field.fields, item, id, blocks))
        break
      }
      case 'blocks': {
        const rows = row[field.name]
        if (!Array.isArray(rows)) break
        for (const item of rows) {
          const block = blockOf(field, (item as TData | null)?.blockType, blocks)
          if (block) found.push(...fieldsUsing(block.fields, item, id, blocks))
        }
        break
      }
      default:
        break
    }
  }
  return found
}

const MAX_USES = 50

/** Every place the media file `id` is used, at most 50, in the order of the admin's collections. */
export async function mediaUses(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
): Promise<IMediaUse[]> {
  const uses: IMediaUse[] = []
  const blocks = payload.config.blocks ?? []
  // Each language's own values: a file used only in a page's Hindi version (its Hindi brochure) is in use too.
  const { localization } = payload.config
  const locales: (TLocale | null)[] = localization
    ? localization.locales.map((locale) => (typeof locale === 'string' ? locale : locale.code) as TLocale)
    : [null]
  const add = (where: string, labels: string[]) => {
    for (const field of new Set(labels))
      if (!uses.some((use) => use.where === where && use.field === field)) uses.push({ where, field })
  }
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
    if (!hasMediaField(collection.flattenedFields as unknown as Field[])) continue
    const title = collection.admin?.useAsTitle ?? 'id'
    const drafts =
      collection.versions && typeof collection.versions === 'object' && !!collection.versions.drafts
    for (const draft of drafts ? [false, true] : [false])
      for (const locale of locales) {
        const { docs } = await payload.find({
          collection: collection.slug,
          depth: 0,
          draft,
          pagination: false,
          overrideAccess: true,
          ...(locale ? { locale, fallbackLocale: false as const } : {}),
          req,
        })
        for (const doc of docs as unknown as TData[]) {
          const labels = fieldsUsing(collection.fields, doc, id, blocks)
          if (!labels.length) continue
          const name = typeof doc.path === 'string' ? doc.path : String(doc[title] ?? doc.id)
          add(`${singular(collection.labels?.singular, collection.slug)} ${name}`, labels)
        }
      }
    if (uses.length >= MAX_USES) return uses.slice(0, MAX_USES)
  }
  for (const global of payload.config.globals) {
    if (!hasMediaField(global.flattenedFields as unknown as Field[])) continue
    for (const locale of locales) {
      const doc = (await payload.findGlobal({
        slug: global.slug,
        depth: 0,
        overrideAccess: true,
        ...(locale ? { locale, fallbackLocale: false as const } : {}),
        req,
      })) as unknown as TData
      add(singular(global.label, global.slug), fieldsUsing(global.fields, doc, id, blocks))
    }
  }
  return uses.slice(0, MAX_USES)
}

const singular = (label: unknown, slug: string) => (typeof label === 'string' ? label : slug)

function hasMediaField(fields: Field[]): boolean {
  return fields.some((field) => {
    if ((field.type === 'upload' || field.type === 'relationship') && pointsAtMedia(field.relationTo))
      return true
    if (field.type === 'richText' || field.type === 'blocks') return true
    if ('fields' in field && Array.isArray(field.fields)) return hasMediaField(field.fields)
    if (field.type === 'tabs') return field.tabs.some((tab) => hasMediaField(tab.fields))
    return false
  })
}

/** "Page /blog/x (Share image); Header (Logo)" */
export const describeUses = (uses: IMediaUse[]) => uses.map((use) => `${use.where} (${use.field})`).join('; ')
