import type { Access, CheckboxField, FieldHook, TextField } from 'payload'

import { isSlug, slugFrom } from '@/domain/media-centre'

/** Fields and access shared by the listed collections (testimonials, media-centre items, videos). */

/**
 * The last segment of an item's address: filled from another field (the title or name) when left empty, always
 * kept in slug form, unique in its collection.
 */
export const slugField = (from: string, description: string): TextField => {
  const fill: FieldHook = ({ value, siblingData, originalDoc }) => {
    // An item saved in another language keeps its address: it is filled from the default language's title or name
    // only while it has none (the title of a Hindi save would make no slug).
    const kept = typeof originalDoc?.slug === 'string' && originalDoc.slug ? originalDoc.slug : null
    const source = typeof value === 'string' && value.trim() ? value : (kept ?? siblingData?.[from])
    return typeof source === 'string' ? slugFrom(source) : value
  }
  return {
    name: 'slug',
    label: 'Address (slug)',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `${description} Filled from the ${from} when left empty.` },
    hooks: { beforeValidate: [fill] },
    validate: (value: string | null | undefined) =>
      isSlug(value) || 'Lowercase letters, digits and single dashes only, at most 120 characters',
  }
}

/** Visitors see published items only; staff see everything (for checking before publishing). */
export const publishedField: CheckboxField = {
  name: 'published',
  label: 'Published',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description: 'Unticked items are hidden from the site.' },
}

export const publishedItemsOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { published: { equals: true } }
}
