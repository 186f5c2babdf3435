import type { Footer } from '@/payload-types'

/** The fields of GET /api/v1/footer's first item (spec 3, "Footer response"). */
export const FOOTER_FIELDS = [
  'category_section',
  'copy_rights',
  'bima_bharosa',
  'menu_group',
  'contact_info',
  'social_media_group',
  'app_group',
  'dropdowns',
] as const

export type TFooterItem = Pick<Footer, (typeof FOOTER_FIELDS)[number]>

/** The footer as the HTTP contract answers it: a list whose first item holds the footer. */
export function toFooterResponse(footer: Footer): [TFooterItem] {
  const item = {} as Record<string, unknown>
  for (const field of FOOTER_FIELDS) item[field] = footer[field] ?? null
  return [item as TFooterItem]
}

export const SOCIAL_NAMES: Record<NonNullable<Footer['social_media_group']>[number]['network'], string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}
