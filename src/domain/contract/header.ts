import type { Header } from '@/payload-types'

export type THeaderItem = {
  menu: [{ menu_group: NonNullable<Header['menu']> }]
  top_nav: [{ menu_group: NonNullable<Header['top_nav']> }]
}

/** GET /api/v1/header (spec 3): a list whose first item has menu[0].menu_group and top_nav[0].menu_group. */
export function toHeaderResponse(header: Pick<Header, 'menu' | 'top_nav'>): [THeaderItem] {
  return [{ menu: [{ menu_group: header.menu ?? [] }], top_nav: [{ menu_group: header.top_nav ?? [] }] }]
}
