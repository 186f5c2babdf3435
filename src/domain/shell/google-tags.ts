/**
 * The Google tags an administrator turns on by id in the site settings, instead of pasting their code: a Google
 * Analytics 4 measurement id (`G-…`) and a Tag Manager container id (`GTM-…`). Each id is checked on save with a
 * message that says what is expected, and becomes the tag Google documents, as snippet nodes the analytics code
 * renders waiting for the visitor's consent (src/ui/shell/Analytics.tsx), signed for the page's policy.
 */

import type { TSnippetNode } from './html-snippet'

/** Where both tags load from; the only host they need in the page's script-src. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

/** `G-` and 10 letters or digits as Google shows them; older properties have fewer, so 6 to 12 are taken. */
const GA4_ID = /^G-[A-Z0-9]{6,12}$/
/** `GTM-` and 7 letters or digits as Tag Manager shows them; some containers have 6 to 9. */
const GTM_ID = /^GTM-[A-Z0-9]{6,9}$/

export const GOOGLE_TAG_MESSAGES = {
  ga4: 'Enter G- and 10 letters or digits, e.g. G-AB12CD34EF',
  gtm: 'Enter GTM- and 7 letters or digits, e.g. GTM-AB12CDE',
} as const

/** The id as typed, without spaces around it and in capitals (Google's ids have no small letters); '' for none. */
export const normalizeTagId = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toUpperCase() : ''

export const isGa4Id = (value: string) => GA4_ID.test(value)
export const isGtmId = (value: string) => GTM_ID.test(value)

/** A field's check: empty is allowed (no tag); anything else must be an id of its kind. */
export function tagIdProblem(kind: 'ga4' | 'gtm', value: unknown): string | null {
  const id = normalizeTagId(value)
  if (!id) return null
  return (kind === 'ga4' ? isGa4Id(id) : isGtmId(id)) ? null : GOOGLE_TAG_MESSAGES[kind]
}

export interface IGoogleTagIds {
  ga4_id?: string | null
  gtm_id?: string | null
}

/**
 * The tags for the ids that are set and valid (an id that is not is never rendered, whatever reached the
 * database), in the order Google asks: Tag Manager's data layer start, its container, then the Google tag for
 * GA4 and its configuration. Both share `window.dataLayer`.
 */
export function googleTagNodes({ ga4_id, gtm_id }: IGoogleTagIds): TSnippetNode[] {
  const nodes: TSnippetNode[] = []
  const gtm = normalizeTagId(gtm_id)
  const ga4 = normalizeTagId(ga4_id)
  if (gtm && isGtmId(gtm)) {
    nodes.push(
      {
        kind: 'script',
        attrs: {},
        content:
          "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
      },
      { kind: 'script', attrs: { async: true, src: `${GOOGLE_TAG_ORIGIN}/gtm.js?id=${gtm}` }, content: '' },
    )
  }
  if (ga4 && isGa4Id(ga4)) {
    nodes.push(
      { kind: 'script', attrs: { async: true, src: `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${ga4}` }, content: '' },
      {
        kind: 'script',
        attrs: {},
        content: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga4}');`,
      },
    )
  }
  return nodes
}
