import { splitLanguagePrefix } from '../i18n/languages'

/** The disclaimer strip of a page (spec 2.2, 4): the page's own, else the site default; none on /disclaimer. */
export type TDisclaimer = { heading: string; description: string }

type TMaybe = { heading?: string | null; description?: string | null } | null | undefined

const withoutLocale = (path: string) =>
  splitLanguagePrefix(path.split(/[?#]/)[0]!).path.replace(/\/+$/, '') || '/'

export function pickDisclaimer(path: string, page: TMaybe, fallback: TMaybe): TDisclaimer | null {
  if (withoutLocale(path) === '/disclaimer') return null
  for (const candidate of [page, fallback]) {
    const description = candidate?.description?.trim()
    if (description) return { heading: candidate?.heading?.trim() || 'Disclaimer', description }
  }
  return null
}
