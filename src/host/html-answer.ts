import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const unbrotli = promisify(zlib.brotliDecompress)
const gunzip = promisify(zlib.gunzip)

/**
 * Paths that never answer a page: the build's files, the APIs, uploaded media, the chat's static assets, the
 * readiness and metrics endpoints.
 */
const NOT_PAGES =
  /^\/(?:_next\/|api\/|cms\/api\/|media\/|assets\/|(?:robots\.txt|sitemap\.xml|sw\.js|favicon\.ico|readyz|metrics)(?:\?|$))/

/**
 * A request that may be answered with a page: a GET or HEAD outside the paths that never are, and not the router's
 * RSC payload fetch. Whatever the client's Accept says, a page answered to it carries its policy.
 */
export function mayBePage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc === '1') return false
  return !NOT_PAGES.test(req.url ?? '/')
}

export type TEncoding = 'br' | 'gzip' | 'identity'

/** The best encoding the client takes (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): TEncoding {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    offered.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return 'identity'
}

/**
 * How hard to compress. 'quick' is brotli at a quality that costs about what gzip does (a few milliseconds for a
 * large page), for an answer a visitor is waiting on. 'thorough' is brotli's best, about 12% smaller on our pages
 * but some 50 times the work (140 ms for home), for a kept page recompressed once in the background.
 */
export type TEffort = 'quick' | 'thorough'

/** Compresses a page with brotli or gzip, as hard as `effort` says. */
export function compress(body: Buffer, encoding: TEncoding, effort: TEffort = 'quick'): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'thorough' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
  if (encoding === 'gzip') return gzip(body, { level: effort === 'thorough' ? 9 : 6 })
  return Promise.resolve(body)
}

/** A compressed page compressed again as hard as brotli or gzip go (kept pages, in the background). */
export async function recompress(body: Buffer, encoding: TEncoding): Promise<Buffer> {
  if (encoding === 'identity') return body
  const page = encoding === 'br' ? await unbrotli(body) : await gunzip(body)
  return compress(page, encoding, 'thorough')
}

export interface IHtmlAnswer {
  /** Headers to add to the answer. */
  headers: Record<string, string>
  /** The body to send instead (already encoded), and its encoding. */
  body: Buffer
  encoding: TEncoding
}

type TFinish = (html: Buffer, res: ServerResponse) => Promise<IHtmlAnswer>

/**
 * Holds back an HTML answer until it is complete, so headers that depend on the whole page (its CSP) can be sent
 * with it; `finish` gets the page and says what to send. Anything that is not HTML (a redirect, a download, JSON)
 * passes through untouched, as soon as its type is known. Next writes through `writeHead`, `write` and `end`, and
 * waits for 'drain' only when `write` answers false, which a held answer never does.
 */
export function holdHtml(res: ServerResponse, finish: TFinish): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  const chunks: Buffer[] = []

  const restore = () => {
    res.writeHead = original.writeHead
    res.write = original.write
    res.end = original.end
    res.flushHeaders = original.flushHeaders
  }
  const decide = () => {
    if (mode !== 'undecided') return
    const type = String(res.getHeader('content-type') ?? '')
    mode = /^text\/html/i.test(type) && !res.getHeader('content-encoding') ? 'hold' : 'pass'
    if (mode === 'pass') restore()
  }
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const reason = typeof rest[0] === 'string' ? (rest.shift() as string) : undefined
    const headers = rest[0] as Record<string, string | string[] | number> | string[] | undefined
    res.statusCode = status
    if (reason) res.statusMessage = reason
    if (Array.isArray(headers)) {
      for (let at = 0; at + 1 < headers.length; at += 2) res.appendHeader(headers[at]!, headers[at + 1]!)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    decide()
    return mode === 'pass' ? original.writeHead.call(res, res.statusCode) : res
  } as ServerResponse['writeHead']

  res.flushHeaders = function flushHeaders() {
    decide()
    if (mode === 'pass') original.flushHeaders.call(res)
  }

  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide()
    if (mode === 'pass')
      return (original.write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback)
    collect(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  } as ServerResponse['write']

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide()
    if (mode === 'pass')
      return (original.end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback)
    collect(chunk, encoding)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
      (() => void) | undefined
    restore()
    finish(Buffer.concat(chunks), res).then(
      (answer) => send(res, answer, done),
      (error: unknown) => {
        console.error('html answer failed', error)
        res.destroy()
      },
    )
    return res
  } as ServerResponse['end']
}

/**
 * Next's notes on how it made a page (`x-nextjs-cache`, `x-nextjs-prerender`, `x-nextjs-stale-time`). Its client
 * router reads them on its payload fetches, which are not held; no browser reads them on a page, where they only
 * name the framework and lengthen every answer.
 */
const FRAMEWORK_NOTE = /^x-nextjs-/i

/**
 * The headers a held page goes out with: the page's own, the answer's (its policy), its encoding, and a Vary that
 * names Accept-Encoding; never the chunked transfer Next began with (the body is whole, its length known), nor
 * Next's notes.
 */
export function sentHeaders(page: OutgoingHttpHeaders, answer: IHtmlAnswer): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...page, ...answer.headers }
  delete headers['transfer-encoding']
  for (const name of Object.keys(headers)) if (FRAMEWORK_NOTE.test(name)) delete headers[name]
  if (answer.encoding !== 'identity') headers['content-encoding'] = answer.encoding
  const vary = String(headers.vary ?? '')
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  return headers
}

function send(res: ServerResponse, answer: IHtmlAnswer, done?: () => void) {
  res.removeHeader('transfer-encoding')
  for (const name of res.getHeaderNames()) if (FRAMEWORK_NOTE.test(name)) res.removeHeader(name)
  for (const [name, value] of Object.entries(sentHeaders(res.getHeaders(), answer))) {
    if (value !== undefined) res.setHeader(name, value)
  }
  const head = res.req?.method === 'HEAD'
  if (!head) res.setHeader('content-length', answer.body.byteLength)
  res.end(head ? undefined : answer.body, done)
}
