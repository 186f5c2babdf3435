import type { Header, SiteSetting } from '@/payload-types'

export type TMenuItem = NonNullable<Header['menu']>[number]
export type TSubMenuItem = NonNullable<TMenuItem['sub_menu']>[number]
export type TQuickLink = NonNullable<SiteSetting['quick_links']>[number]
