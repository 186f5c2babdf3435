/** What a page is, for structured data and Open Graph, from its path (spec 2.1 routes). */
export type TPageKind = 'home' | 'product' | 'article' | 'page'

const PRODUCT = /^\/(?:group-)?life-insurance\/(?!withdrawn-plan(?:\/|$))[a-z0-9-]+$/
const ARTICLE = /^\/blog\/(?!guides\/)[a-z0-9-]+\/[a-z0-9-]+$/

export function pageKind(path: string): TPageKind {
  if (path === '/') return 'home'
  if (PRODUCT.test(path)) return 'product'
  if (ARTICLE.test(path)) return 'article'
  return 'page'
}
