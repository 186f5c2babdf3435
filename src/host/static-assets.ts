import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { holdsEtag } from '@/domain/http/conditional'

import { chooseEncoding } from './html-answer'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const PREFIX = '/_next/static/'
/** The build's files by extension: what they are, and whether compressing them pays. */
const TYPES: Record<string, { type: string; text: boolean }> = {
  '.js': { type: 'application/javascript; charset=UTF-8', text: true },
  '.css': { type: 'text/css; charset=UTF-8', text: true },
  '.map': { type: 'application/json; charset=UTF-8', text: true },
  '.json': { type: 'application/json; charset=UTF-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.txt': { type: 'text/plain; charset=UTF-8', text: true },
  '.woff2': { type: 'font/woff2', text: false },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.avif': { type: 'image/avif', text: false },
  '.ico': { type: 'image/x-icon', text: false },
}
/** Smaller than this, compression saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024
/**
 * Brotli's best quality costs about a second of CPU per megabyte: worth it for the site's chunks, which every
 * visitor loads, not for the admin's largest ones or source maps, which get a quality ten times quicker.
 */
const BEST_QUALITY_UP_TO_BYTES = 512 * 1024

interface IAsset {
  /** next.config's headers for this address, matched once when the asset is loaded. */
  headers: THeaderRule['headers']
  type: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

type THeaderRule = { regex: RegExp; headers: { key: string; value: string }[] }

/**
 * The headers next.config.ts gives every address (its `headers()`, as built into routes-manifest.json), so an asset
 * answered here carries what Next would have sent with it. A rule with conditions (has, missing) cannot be judged
 * here: then nothing is answered here and Next serves every asset as before.
 */
export function headerRulesOf(manifestFile: string): THeaderRule[] | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      headers?: { regex: string; headers: THeaderRule['headers']; has?: unknown; missing?: unknown }[]
    }
    const rules = manifest.headers ?? []
    if (rules.some((rule) => rule.has || rule.missing)) return null
    return rules.map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }))
  } catch {
    return null
  }
}

/**
 * The build's own files under /_next/static, answered before Next. Their names carry their content's hash, so each
 * is read and compressed once and kept: brotli (at its best quality up to 512 KB) and gzip, worked out in the
 * background (zlib's thread pool) after the first request, which Next still answers. Next's handler gzips every
 * one of them on every request (about 15 ms of the one event loop for React DOM's chunk) and never sends brotli.
 *
 * Only a file that exists under the build's static folder, by a plain path, with a known type, is answered here;
 * anything else (a missing file, an odd path) goes on to Next, which answers it as before.
 */
export class StaticAssets {
  private readonly assets = new Map<string, IAsset | Promise<IAsset | null> | null>()
  private bytes = 0

  constructor(
    private readonly root: string,
    private readonly rules: THeaderRule[] | null,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Answers the request if it is for a kept asset; false when Next should answer it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.rules || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const relative = this.relativePath(req.url ?? '')
    if (!relative) return false
    const kept = this.assets.get(relative)
    if (kept === undefined) {
      this.assets.set(relative, this.load(relative))
      return false
    }
    if (kept === null || kept instanceof Promise) return false
    this.send(req, res, kept)
    return true
  }

  /** Resolves when the asset at `urlPath` has been read and compressed, or found not to be one (for tests). */
  async ready(urlPath: string): Promise<boolean> {
    const relative = this.relativePath(urlPath)
    if (!relative) return false
    // A read already under way may have begun before the file was there: once it has found nothing (and so kept
    // nothing), the file is read again, as the next request would.
    if (this.assets.has(relative) && (await this.assets.get(relative)) != null) return true
    if (!this.assets.has(relative)) this.assets.set(relative, this.load(relative))
    return (await this.assets.get(relative)) != null
  }

  private relativePath(url: string): string | null {
    const pathname = url.split('?')[0] ?? ''
    if (!pathname.startsWith(PREFIX)) return null
    let segments: string[]
    try {
      segments = pathname.slice(PREFIX.length).split('/').map(decodeURIComponent)
    } catch {
      return null
    }
    // Plain segments only (a route's chunk may be named `[[...slug]]`, sent escaped): no dot segments, no empty
    // ones, no escaped slash, backslash or NUL. Next answers anything else.
    if (segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s))) return null
    const relative = segments.join('/')
    return TYPES[path.extname(relative)] ? relative : null
  }

  private async load(relative: string): Promise<IAsset | null> {
    const root = path.resolve(this.root)
    const file = path.resolve(root, relative)
    try {
      if (!file.startsWith(root + path.sep)) throw new Error('outside the static folder')
      if (!(await stat(file)).isFile()) throw new Error('not a file')
      const identity = await readFile(file)
      const kind = TYPES[path.extname(relative)]
      if (!kind) throw new Error('not a type answered here')
      const { type, text } = kind
      const asset: IAsset = {
        headers: (this.rules ?? [])
          .filter((rule) => rule.regex.test(PREFIX + relative))
          .flatMap((rule) => rule.headers),
        type,
        etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        identity,
      }
      if (text && identity.byteLength >= COMPRESS_FROM_BYTES) {
        const [br, gz] = await Promise.all([
          brotli(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                identity.byteLength <= BEST_QUALITY_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipped(identity, { level: 9 }),
        ])
        if (br.byteLength < identity.byteLength) asset.br = br
        if (gz.byteLength < identity.byteLength) asset.gzip = gz
      }
      const size = identity.byteLength + (asset.br?.byteLength ?? 0) + (asset.gzip?.byteLength ?? 0)
      if (this.bytes + size > this.maxBytes) {
        this.assets.set(relative, null)
        return null
      }
      this.bytes += size
      this.assets.set(relative, asset)
      return asset
    } catch {
      // Not remembered: any address can be asked for, and a missing file may be there on the next request.
      this.assets.delete(relative)
      return null
    }
  }

  private send(req: IncomingMessage, res: ServerResponse, asset: IAsset) {
    for (const { key, value } of asset.headers) res.setHeader(key, value)
    const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
    const body =
      encoding === 'br' && asset.br
        ? asset.br
        : encoding !== 'identity' && asset.gzip
          ? asset.gzip
          : asset.identity
    const contentEncoding = body === asset.br ? 'br' : body === asset.gzip ? 'gzip' : null
    res.setHeader('cache-control', 'public, max-age=31536000, immutable')
    res.setHeader('content-type', asset.type)
    res.setHeader('etag', asset.etag)
    if (asset.br || asset.gzip) res.setHeader('vary', 'Accept-Encoding')
    if (holdsEtag(req.headers['if-none-match'], asset.etag)) {
      res.statusCode = 304
      res.end()
      return
    }
    if (contentEncoding) res.setHeader('content-encoding', contentEncoding)
    res.setHeader('content-length', body.byteLength)
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
