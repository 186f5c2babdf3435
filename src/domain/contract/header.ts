import type { Header } from '@/payload-types'

export type THeaderItem = {
  menu: [{ menu_group: NonNullable<Header['menu']> }]
  top_nav: [{ menu_group: NonNullable<Header['top_nav']> }]
}

/** GET /api/v1/header (spec 3): a list whose first item has menu[0].menu_group and top_nav[0].menu_group. */
export function toHeaderResponse(header: Pick<Header, 'menu' | 'top_nav'>): [THeaderItem] {
  return [{ menu: [{ menu_group: header.menu ?? [] }], top_nav: [{ menu_group: header.top_nav ?? [] }] }]
}

/** Where the browser reads the header (spec 7: GET api/v1/header, cached). */
export const HEADER_API_PATH = '/api/v1/header'

/** The main menu's items in a GET /api/v1/header answer, or null when the answer is not one. */
export function menuOfHeaderResponse(answer: unknown): NonNullable<Header['menu']> | null {
  if (!Array.isArray(answer)) return null
  const group: unknown = (answer[0] as Partial<THeaderItem> | undefined)?.menu?.[0]?.menu_group
  if (!Array.isArray(group)) return null
  const wellFormed = group.every(
    (item: unknown) => typeof (item as { heading?: unknown } | null)?.heading === 'string',
  )
  return wellFormed ? (group as NonNullable<Header['menu']>) : null
}
