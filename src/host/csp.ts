import { createHash, timingSafeEqual } from 'node:crypto'

import { signScript } from '@/server/http/sign-script'

/**
 * The Content-Security-Policy of an HTML answer, worked out from the HTML itself, so pages stay cacheable (a nonce
 * would make every page dynamic; hashes travel with the cached body, docs/decisions).
 *
 * An inline script runs only when its hash is in the policy, and its hash is listed only when the script is one we
 * know we wrote: Next's own inline scripts (the React Server Components payload `self.__next_f.push([...])` and a few
 * fixed runtime lines), or a script the application signed while rendering (`data-sig`, an HMAC of its text under
 * the server's key: the analytics code an administrator entered in the site settings). Anything else — text that
 * found its way into the HTML as a script without being signed — is left out, and the browser refuses to run it.
 * External scripts must come from this site, or carry a signature of their address (the analytics loader).
 */

export const SIGNATURE_ATTRIBUTE = 'data-sig'
/** Marks a script that waits for consent (src/domain/consent): inert until the visitor says yes. */
const CONSENT_ATTRIBUTE = 'data-consent'

function signedBy(key: string, text: string, signature: string | undefined): boolean {
  if (!signature) return false
  const expected = Buffer.from(signScript(key, text))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The two kinds of statement Next's inline scripts are made of (`isFrameworkScript`). */
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'
const PUSH = 'self.__next_f.push('

/** Where the JSON array that opens at `from` ends (just past its `]`), or -1 when no array opens there. */
function arrayEnd(text: string, from: number): number {
  if (text[from] !== '[') return -1
  let depth = 0
  let inString = false
  for (let at = from; at < text.length; at++) {
    const char = text[at]
    if (inString) {
      if (char === '\\') at++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') {
      depth--
      if (depth === 0) return at + 1
    }
  }
  return -1
}

/** Where one framework statement that starts at `from` ends, or -1 when none starts there. */
function statementEnd(text: string, from: number): number {
  if (text.startsWith(BOOT, from)) return from + BOOT.length
  if (!text.startsWith(PUSH, from)) return -1
  const open = from + PUSH.length
  const close = arrayEnd(text, open)
  if (close < 0 || text[close] !== ')') return -1
  try {
    return Array.isArray(JSON.parse(text.slice(open, close))) ? close + 1 : -1
  } catch {
    return -1
  }
}

/**
 * Whether an inline script is wholly Next's own: its bootstrap line, or a push of the React Server Components
 * payload `self.__next_f.push([...])` with a JSON array inside, or several of these joined by `;` (as
 * `joinFrameworkScripts` writes them), with nothing else before, between or after.
 */
function isFrameworkScript(text: string): boolean {
  let at = 0
  for (;;) {
    at = statementEnd(text, at)
    if (at < 0) return false
    if (at === text.length) return true
    if (text[at] !== ';') return false
    at++
  }
}

const PLAIN_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/**
 * The page with each run of Next's inline scripts that sit next to one another joined into one script, their
 * statements in the same order. Next writes its payload in several pushes, each a script of its own, and each
 * inline script costs the policy a hash of 54 bytes in every answer's headers; joined, a page needs one. Only
 * scripts without attributes that are wholly the framework's are joined, so the policy admits exactly what it did.
 */
export function joinFrameworkScripts(html: string): string {
  // Runs of adjacent framework scripts: where each starts and ends in the page, and their texts.
  const runs: { start: number; end: number; texts: string[] }[] = []
  for (const match of html.matchAll(PLAIN_SCRIPT)) {
    if (!isFrameworkScript(match[1]!)) continue
    const end = match.index + match[0].length
    const last = runs.at(-1)
    if (last && last.end === match.index) {
      last.texts.push(match[1]!)
      last.end = end
    } else runs.push({ start: match.index, end, texts: [match[1]!] })
  }
  const joined = runs.filter((run) => run.texts.length > 1)
  if (joined.length === 0) return html
  let out = ''
  let copied = 0
  for (const run of joined) {
    out += `${html.slice(copied, run.start)}<script>${run.texts.join(';')}</script>`
    copied = run.end
  }
  return out + html.slice(copied)
}

/** Script types a browser does not run (JSON-LD and other data blocks): no policy entry needed. */
const RUNS = (type: string | undefined) =>
  type === undefined || /^(?:text\/javascript|application\/javascript|module)$/i.test(type.trim())

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return found
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export interface IScriptSources {
  /** 'sha256-…' of each inline script the page may run. */
  hashes: string[]
  /** Origins of signed external scripts (https only). */
  origins: string[]
  /** Inline or external scripts that were left out (neither the framework's nor signed). */
  refused: number
}

export function scriptSources(html: string, key: string): IScriptSources {
  const hashes = new Set<string>()
  const origins = new Set<string>()
  let refused = 0
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = attributes(match[1]!)
    // A script waiting for the visitor's consent is inert now and runs, as written, once they say yes.
    const waiting = attrs.has(CONSENT_ATTRIBUTE) && attrs.get('type') === 'text/plain'
    if (!RUNS(waiting ? attrs.get('data-type') : attrs.get('type'))) continue
    const src = attrs.get('src')
    const signature = attrs.get(SIGNATURE_ATTRIBUTE)
    if (src !== undefined) {
      if (src.startsWith('/') && !src.startsWith('//')) continue // this site's own file: 'self'
      const origin = httpsOrigin(src)
      if (origin && signedBy(key, src, signature)) origins.add(origin)
      else refused++
      continue
    }
    const text = match[2]!
    if (isFrameworkScript(text) || signedBy(key, text, signature)) {
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    } else if (text.trim()) refused++
  }
  return { hashes: [...hashes], origins: [...origins], refused }
}

function httpsOrigin(src: string): string | null {
  try {
    const url = new URL(src)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** Where the Google tag (the usual analytics loader) sends and fetches, once a page loads it. */
const GOOGLE_TAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

export interface IPolicyOptions {
  /** Extra places forms may post to (the payment gateway's hosted checkout). */
  formActions: string[]
  /** Players the pages embed (the privacy-enhanced YouTube host). */
  frames: string[]
  /** Ask the browser to fetch http:// sub-resources over https (production behind https). */
  upgradeInsecure: boolean
}

/** The whole policy for one HTML answer. */
export function contentSecurityPolicy(sources: IScriptSources, options: IPolicyOptions): string {
  const google = sources.origins.some((origin) => origin.endsWith('.googletagmanager.com'))
  const external = [...sources.origins, ...(google ? GOOGLE_TAG_CONNECT : [])]
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${[...sources.hashes, ...sources.origins].join(' ')}`.trim(),
    // React and the admin set style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${external.join(' ')}`.trim(),
    `font-src 'self' data:`,
    `connect-src 'self' ${external.join(' ')}`.trim(),
    `media-src 'self'`,
    `frame-src 'self' ${options.frames.join(' ')}`.trim(),
    `frame-ancestors 'self'`,
    `form-action 'self' ${options.formActions.join(' ')}`.trim(),
    `base-uri 'self'`,
    `object-src 'none'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ]
  if (options.upgradeInsecure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}
