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
