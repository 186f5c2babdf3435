/** Helpers for the header menus: link kinds, ids and the per-style layout of a submenu. */

export type TMenuStyle = 'Life Insurance' | 'Services' | 'Calculator' | 'Phone' | 'Normal'

/** A CSS-friendly name of a menu style: 'Life Insurance' -> 'life-insurance'. */
export const menuStyleName = (style: TMenuStyle | string | null | undefined) =>
  slugify(style || 'Normal') || 'normal'

/** Styles whose submenu is a wide multi-column panel under the whole header. */
export const isMegaMenu = (style: TMenuStyle | string | null | undefined) =>
  style === 'Life Insurance' || style === 'Calculator'

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A site path gets client navigation; anything else (https:, tel:, mailto:, #) is a plain link. */
export const isSitePath = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')

/** An http(s) address on another site. */
export const isExternalWeb = (href: string) => /^https?:\/\//i.test(href)

/** A tel: address from a number written for people, e.g. '1800-000-1234' -> 'tel:18000001234'. */
export function telHref(number: string): string {
  const trimmed = number.trim()
  const digits = trimmed.replace(/\D/g, '')
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}

/** A stable, unique element id for a submenu panel. */
export const menuPanelId = (prefix: string, index: number, heading: string) =>
  `${prefix}-${index}-${slugify(heading) || 'item'}`

/**
 * A link of the header menu as the browser gets it: what the menus show of an entry, and nothing else. The menus'
 * panels are client components, so what they are given travels in every page's payload.
 */
export type TMenuLink = { heading: string; url: string; isNew?: true; description?: string }

/** A top-level entry: a link, or a submenu of links (with their own nested links). */
export type TMenuEntry = TMenuLink & {
  icon?: string
  items?: (TMenuLink & { children?: TMenuLink[] })[]
  /** The section's own page on this site, offered as 'View all' under its submenu (not for Phone entries). */
  viewAll?: string
}

type TMenuLinkInput = {
  heading: string
  is_new?: boolean | null
  description?: string | null
  menu_link: { url: string }
}

type TMenuEntryInput = {
  heading: string
  is_new?: boolean | null
  icon?: string | null
  menu_style?: string | null
  menu_link?: { url?: string | null } | null
  sub_menu?: (TMenuLinkInput & { children?: TMenuLinkInput[] | null })[] | null
}

const menuLink = (heading: string, url: string, link: Omit<TMenuLinkInput, 'heading' | 'menu_link'>) => {
  const out: TMenuLink = { heading, url }
  if (link.is_new) out.isNew = true
  if (link.description) out.description = link.description
  return out
}

/**
 * The header menu as the menus in the browser need it: headings, addresses, 'new' marks and the submenu entries'
 * descriptions, without the ids, styles and classes the server uses to lay out the menu bar.
 */
export function menuEntriesOf(menu: readonly TMenuEntryInput[]): TMenuEntry[] {
  return menu.map((item) => {
    const own = item.menu_link?.url?.trim() || ''
    const entry: TMenuEntry = menuLink(item.heading, own || '/', { is_new: item.is_new })
    if (item.icon) entry.icon = item.icon
    const subItems = item.sub_menu ?? []
    if (subItems.length === 0) return entry
    entry.items = subItems.map((sub) => {
      const link: TMenuLink & { children?: TMenuLink[] } = menuLink(sub.heading, sub.menu_link.url, sub)
      if (sub.children?.length)
        link.children = sub.children.map((child) => menuLink(child.heading, child.menu_link.url, child))
      return link
    })
    if (own && item.menu_style !== 'Phone' && isSitePath(own)) entry.viewAll = own
    return entry
  })
}

/**
 * The submenu of the menu bar item labelled `label`, the `index`-th in the bar: at that place in the entries, or
 * wherever its heading is (a menu loaded earlier in a visit may have been reordered since), or undefined.
 */
export function menuEntryFor(
  entries: readonly TMenuEntry[],
  index: number,
  label: string,
): TMenuEntry | undefined {
  const at = entries[index]
  return at?.heading === label ? at : entries.find((entry) => entry.heading === label)
}
