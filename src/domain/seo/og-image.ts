/**
 * The Open Graph picture of a page without one of its own: a card with the page's title, drawn at request time
 * (src/app/api/og). Its address carries the title and a signature, so only titles the site itself wrote are drawn:
 * nobody can have our brand's card say what they like.
 */
export const OG_IMAGE = {
  path: '/api/og',
  width: 1200,
  height: 630,
  /** Longer titles are cut (with …): no page title is this long, and it bounds the work of one request. */
  maxTitle: 140,
} as const

/** The title as the card shows it: spaces folded, cut to OG_IMAGE.maxTitle. */
export function ogTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  return clean.length <= OG_IMAGE.maxTitle ? clean : `${clean.slice(0, OG_IMAGE.maxTitle - 1).trimEnd()}…`
}

/** The card's address for a title and its signature. */
export const ogImagePath = (title: string, signature: string) =>
  `${OG_IMAGE.path}?${new URLSearchParams({ title, s: signature })}`

/** Social sites do not show SVG pictures: such a page gets the card instead. */
export const isSharableImage = (mimeType: string | null | undefined, url: string) =>
  mimeType ? /^image\/(?:png|jpeg|webp|gif)$/i.test(mimeType) : /\.(?:png|jpe?g|webp|gif)(?:\?|$)/i.test(url)
