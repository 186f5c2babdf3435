import type { Header, SiteSetting } from '@/payload-types'

export type TMenuItem = NonNullable<Header['menu']>[number]
export type TSubMenuItem = NonNullable<TMenuItem['sub_menu']>[number]
export type TTopNavigationItem = NonNullable<Header['top_nav']>[number]
export type TQuickLink = NonNullable<SiteSetting['quick_links']>[number]
export type TTollFree = NonNullable<SiteSetting['toll_free']>[number]
