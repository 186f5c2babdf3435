/**
 * Splits an HTML snippet an administrator pasted (an analytics tag, a tag-manager fallback) into nodes that a React
 * server component can render as real elements, so that scripts execute when the page is parsed. Only the elements
 * such tags use are understood; everything else is kept as an opaque HTML chunk, in order. Comments are dropped.
 *
 * This is not a general HTML parser: a <script> nested inside other markup is lifted out to the top level.
 */

export type TAttrs = Record<string, string | true>

export type TSnippetNode =
  | { kind: 'script'; attrs: TAttrs; content: string }
  | { kind: 'raw'; tag: 'style' | 'noscript'; attrs: TAttrs; content: string }
  | { kind: 'void'; tag: 'meta' | 'link' | 'base'; attrs: TAttrs }
  | { kind: 'html'; html: string }

const RAW_TAGS = new Set(['script', 'style', 'noscript'])
const VOID_TAGS = new Set(['meta', 'link', 'base'])
/** What may stay in <head>; anything else makes a browser start the body, so it belongs there. */
export const isHeadNode = (node: TSnippetNode) => node.kind !== 'html'

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" }
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? `&${name};`)

export function parseAttributes(source: string): TAttrs {
  const attrs: TAttrs = {}
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase()
    if (name.startsWith('on')) continue // inline event handlers are never carried over
    const value = match[2] ?? match[3] ?? match[4]
    attrs[name] = value === undefined ? true : decode(value)
  }
  return attrs
}

/** Finds the end of a start tag, skipping quoted attribute values; -1 when unterminated. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null
  for (let i = from; i < html.length; i++) {
    const char = html[i]
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") quote = char
    else if (char === '>') return i
  }
  return -1
}

export function parseSnippet(html: string | null | undefined): TSnippetNode[] {
  const nodes: TSnippetNode[] = []
  if (!html) return nodes
  let chunk = ''
  const flush = () => {
    if (chunk.trim()) nodes.push({ kind: 'html', html: chunk.trim() })
    chunk = ''
  }
  let i = 0
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    const open = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(i, i + 32))
    const tag = open?.[1]?.toLowerCase()
    if (!open || !tag || (!RAW_TAGS.has(tag) && !VOID_TAGS.has(tag))) {
      chunk += html[i]
      i++
      continue
    }
    const tagEnd = endOfTag(html, i + open[0].length)
    if (tagEnd === -1) {
      chunk += html.slice(i)
      break
    }
    flush()
    const attrs = parseAttributes(html.slice(i + open[0].length, tagEnd).replace(/\/\s*$/, ''))
    i = tagEnd + 1
    if (VOID_TAGS.has(tag)) {
      nodes.push({ kind: 'void', tag: tag as 'meta' | 'link' | 'base', attrs })
      continue
    }
    const close = html.toLowerCase().indexOf(`</${tag}`, i)
    const content = html.slice(i, close === -1 ? html.length : close)
    i = close === -1 ? html.length : Math.max(endOfTag(html, close) + 1, close + tag.length + 2)
    if (tag === 'script') nodes.push({ kind: 'script', attrs, content })
    else nodes.push({ kind: 'raw', tag: tag as 'style' | 'noscript', attrs, content })
  }
  flush()
  return nodes
}

/** HTML attribute names to the prop names React expects; unknown lowercase names pass through as they are. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  nomodule: 'noModule',
  hreflang: 'hrefLang',
  fetchpriority: 'fetchPriority',
  itemprop: 'itemProp',
  tabindex: 'tabIndex',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
}

/** Attributes that would change how React treats the element or that carry CSS strings React cannot take. */
const DROPPED = new Set(['style', 'precedence', 'dangerouslysetinnerhtml', 'children', 'key', 'ref'])

export function toReactProps(attrs: TAttrs): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {}
  for (const [name, value] of Object.entries(attrs)) {
    if (DROPPED.has(name)) continue
    props[PROP_NAMES[name] ?? name] = value
  }
  return props
}
