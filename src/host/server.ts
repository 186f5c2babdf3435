/**
 * The process that serves the site: a small Node HTTP server in front of Next's request handler (a Next "custom
 * server"), so the things only the socket knows are decided once, before any application code runs:
 *
 * - the client's address (`client-address.ts`): the socket's peer, or behind trusted proxies the right-most
 *   X-Forwarded-For entry that is not one of them; written into CLIENT_ADDRESS_HEADER, replacing any copy the
 *   client sent;
 * - SIGTERM or SIGINT drains (`drain.ts`): /readyz answers 503 at once, the instance serves on through
 *   DRAIN_GRACE_MS so the load balancer notices, then refuses new connections and lets what is in flight finish,
 *   within DRAIN_TIMEOUT_MS of the signal;
 * - /healthz answers 200 here, before anything else (`liveness.ts`); /readyz and /metrics are Next's routes;
 * - every answer is timed by kind of route and status class, and the caches' hits counted (`request-metrics.ts`,
 *   the metrics of src/server/metrics that /metrics answers);
 * - every request gets an id (`request-id.ts`: a trusted proxy's X-Request-Id, else a new one), sent with its answer
 *   and named in every log line written while it is served (the request context of src/server/log);
 * - addresses Next cannot decode (a malformed percent-escape) answer 400 here instead of a 500 inside Next;
 * - a page gets its Content-Security-Policy from its own content (`csp.ts`): the page is held until complete, its
 *   scripts are hashed, and it is compressed here (Next's own compression sees no Accept-Encoding for pages); a
 *   page with an ETag is kept encoded (`page-cache.ts`), and compressed again as hard as brotli goes in the
 *   background for the visitors after the first;
 * - a page carries its critical CSS, the rules its markup uses, inline in its head, and its stylesheet links move to
 *   the end of its body, so the first paint waits for the HTML alone (`critical-css.ts`, worked out once per markup);
 * - a missing or failed page (404, 500) is answered with the error page in the full shell (`status-document.ts`);
 * - a page Next marks cacheable for a year (`s-maxage=31536000`) may be held by a shared cache 4 s, or a day when
 *   every publish purges it (`shared-cache.ts`, CDN_PURGE); a preview or an answer setting a cookie never;
 * - in production, every answer carries HSTS;
 * - a body a route refuses as it streams in (413) still gets its answer to the client (`linger.ts`);
 * - no body past 16 MB is read while a route has not refused it yet (`body-ceiling.ts`);
 * - a public page asked again within a second is answered from memory, before Next (`micro-cache.ts`); the
 *   application empties it whenever it expires a cache tag (PAGES_CHANGED);
 * - the build's static files (/_next/static) are compressed once, brotli and gzip, and answered from memory
 *   (`static-assets.ts`); Next would gzip each one again on every request.
 *
 * Started by `npm start` and the test suite (built to .next/host/server.mjs), and by `npm run dev` with --dev.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'

import next from 'next'

import { holdsEtag } from '@/domain/http/conditional'
import { env, payloadSecret } from '@/server/env'
import { outsideRequest } from '@/server/background/outside-request'
import { stopBackgroundWork } from '@/server/background/shutdown'
import { markDraining } from '@/server/health/checks'
import { logger, requestContext } from '@/server/log'
import { countCacheLookup, siteMetrics } from '@/server/metrics'

import { parseTrustedProxies, resolveClientAddress, type TTrust } from '@/domain/http/client-address'
import { SERVER_OPTIONS, capConnections, keepConnections } from './connections'
import { CLIENT_ADDRESS_HEADER, HOST_MARK, PAGES_CHANGED } from '@/server/process/host-contract'
import { CriticalCss, buildStylesheets } from './critical-css'
import { contentSecurityPolicy, joinFrameworkScripts, scriptSources } from './csp'
import { Drain } from './drain'
import {
  chooseEncoding,
  compress,
  holdHtml,
  mayBePage,
  recompress,
  sentHeaders,
  type IHtmlAnswer,
} from './html-answer'
import { holdBodyAtCeiling } from './body-ceiling'
import { answerBeforeHangingUp } from './linger'
import { answerLiveness, isLivenessProbe } from './liveness'
import { EncodedPages, encodedPageKey, RepeatedBodies } from './page-cache'
import { isPreviewAddress, withPreviewRobots } from './preview-robots'
import { type IKeptAnswer, MicroCache, keptHeaders, mayKeep, microCacheKey } from './micro-cache'
import { malformedPath } from './request-line'
import { countNextCache, timeRequest } from './request-metrics'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id'
import { ANSWERED_METHODS, overlongPath, refusedImageRequest, unansweredMethod } from './request-guards'
import { hostSettings } from './settings'
import { rewriteSharedCacheControl, sharedCacheControlOf } from './shared-cache'
import { StaticAssets, headerRulesOf } from './static-assets'
import { StatusDocuments } from './status-document'

// The SQLite driver asks Node for a diagnostic report (process.report) when it first loads, to tell glibc from musl.
// With sockets open, as on the first request to a busy server, that report looks up every peer's name, and with
// no reverse DNS for an address it blocked the whole process for about 5 s (docs/performance.md). The report
// without its network part answers in milliseconds and still names the C library.
// (Node 20.13 and later; not yet in @types/node 20.)
;(process.report as NodeJS.ProcessReport & { excludeNetwork: boolean }).excludeNetwork = true

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

let trusted: TTrust
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

// The context work that outlives a request runs in (limiters' timers, the CRM worker, the job runner), made now,
// before any request (src/server/background/outside-request.ts).
outsideRequest(() => undefined)

;(globalThis as Record<symbol, unknown>)[HOST_MARK] = true
;(globalThis as Record<symbol, unknown>)[PAGES_CHANGED] = () => microCache.clear()

// The environment is checked once here, so a bad setting stops the start with its name.
let config: ReturnType<typeof env>
try {
  config = env()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const scriptKey = payloadSecret()
const settings = hostSettings(config)
const encodedPages = new EncodedPages<IHtmlAnswer>(64 * 1024 * 1024)
const repeatedBodies = new RepeatedBodies()
const microCache = new MicroCache(32 * 1024 * 1024)
// The build's static files (not in development, where Next builds them as they are asked for).
const staticAssets = new StaticAssets(
  path.join(process.cwd(), '.next', 'static'),
  dev ? null : headerRulesOf(path.join(process.cwd(), '.next', 'routes-manifest.json')),
)
// Every request timed by kind of route, the caches' hits counted (src/server/metrics, answered at /metrics).
const metrics = siteMetrics()
// Each page's critical rules inline, its stylesheets no longer holding the first paint (not in development, where
// Next serves its stylesheets as it builds them).
const criticalCss = dev
  ? null
  : new CriticalCss(buildStylesheets(path.join(process.cwd(), '.next', 'static')))
const statusDocuments = new StatusDocuments(() => process.env.INTERNAL_URL || `http://127.0.0.1:${port}`)

const app = next({ dev, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()

/** A refusal before Next runs: JSON on the API, a small page elsewhere. */
function refuse(res: ServerResponse, status: number, message: string, json: boolean) {
  res.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex, nofollow',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  })
  res.end(
    json
      ? JSON.stringify({ status_code: status, message })
      : `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Bad request</title><body style="font-family:system-ui,sans-serif;margin:2rem"><h1>This address is not valid</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></body></html>`,
  )
}

/**
 * A path no address of ours can have: the error page in the full shell, with its policy, as any missing page gets
 * it (or JSON on the API), without Next.
 */
async function notFound(req: IncomingMessage, res: ServerResponse, json: boolean) {
  if (json) return refuse(res, 404, 'Not found.', true)
  res.statusCode = 404
  const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
  const fallback = Buffer.from(
    '<!doctype html><html lang="en"><title>Page not found</title><h1>Page not found</h1>',
  )
  const answer = await pageAnswer(fallback, res, encoding)
  const headers = sentHeaders(
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    answer,
  )
  res.writeHead(404, { ...headers, 'content-length': answer.body.byteLength })
  res.end(req.method === 'HEAD' ? undefined : answer.body)
}

async function serve(req: IncomingMessage, res: ServerResponse) {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trusted,
  )
  if (settings.hsts) res.setHeader('strict-transport-security', settings.hsts)
  const url = req.url ?? '/'
  // The load balancer's liveness probe: the process answers (src/host/liveness.ts). Readiness is /readyz, in Next.
  if (isLivenessProbe(url)) return answerLiveness(req, res)
  const json = url.startsWith('/api/') || url.startsWith('/cms/api/')
  if (unansweredMethod(req.method)) {
    res.setHeader('allow', ANSWERED_METHODS.join(', '))
    return refuse(res, 405, 'This method is not answered here.', json)
  }
  if (malformedPath(url)) return refuse(res, 400, 'The address has a malformed percent-escape.', json)
  if (overlongPath(url)) return notFound(req, res, json)
  const image = refusedImageRequest(url)
  if (image) return refuse(res, 400, image, true)
  if (staticAssets.answer(req, res)) return
  const page = mayBePage(req)
  const encoding = page ? chooseEncoding(req.headers['accept-encoding'] as string | undefined) : 'identity'
  const key = page ? microCacheKey(req, encoding) : null
  const kept = key ? microCache.get(key) : undefined
  if (key) countCacheLookup('micro', kept && kept !== 'refresh' ? 'hit' : 'miss')
  // A kept answer goes out as it was sent, its Cache-Control already the shared one.
  if (kept && kept !== 'refresh') return replay(req, res, kept)
  if (kept === 'refresh') res.once('close', () => microCache.release(key!))
  rewriteSharedCacheControl(res, settings.purgedSharedCache)
  if (page) {
    delete req.headers['accept-encoding']
    holdHtml(res, async (html, response) => {
      countNextCache(response.getHeader('x-nextjs-cache'))
      const answer = await pageAnswer(html, response, encoding)
      if (key && req.method === 'GET') keep(key, response, answer)
      return answer
    })
  }
  answerBeforeHangingUp(req, res)
  if (holdBodyAtCeiling(req, res) === 'over') {
    res.shouldKeepAlive = false
    return refuse(res, 413, 'The request is too large.', json)
  }
  await handle(req, res)
}

/** Keeps a page's whole answer for the next second's visitors, with the headers it is sent with. */
function keep(key: string, res: ServerResponse, answer: IHtmlAnswer) {
  const url = res.req?.url
  const headers = keptHeaders(sentHeaders(res.getHeaders(), answer))
  const shared = sharedCacheControlOf(headers, url, settings.purgedSharedCache)
  if (shared) headers['cache-control'] = shared
  if (!mayKeep(res.statusCode, headers, isPreviewAddress(url))) return
  delete headers['content-length']
  microCache.set(key, { status: res.statusCode, headers, body: answer.body, keptAt: Date.now() })
}

/** A kept answer: 304 to a browser that has it already, no body to a HEAD request. */
function replay(req: IncomingMessage, res: ServerResponse, kept: IKeptAnswer) {
  const etag = kept.headers.etag
  if (etag !== undefined && holdsEtag(req.headers['if-none-match'], String(etag))) {
    res.writeHead(304, { etag, vary: kept.headers.vary ?? 'Accept-Encoding' })
    return res.end()
  }
  res.writeHead(kept.status, { ...kept.headers, 'content-length': kept.body.byteLength })
  res.end(req.method === 'HEAD' ? undefined : kept.body)
}

/** The page with its policy, compressed; a page with an ETag is worked out once per encoding. */
async function pageAnswer(page: Buffer, res: ServerResponse, encoding: ReturnType<typeof chooseEncoding>) {
  // A missing or failed page is answered with the error page in the full shell, its status kept.
  // A preview address's page says noindex, nofollow in its robots tag too (spec 5), however it was rendered.
  const url = res.req?.url
  const html = withPreviewRobots((await statusDocuments.replacement(res.statusCode, res.req)) ?? page, url)
  const etag = res.getHeader('etag')
  const preview = isPreviewAddress(url)
  const cachedByNext = encodedPageKey(res.req?.method, etag, encoding, preview)
  // A page rendered for this request is kept by its body once the same body came before (RepeatedBodies).
  const key =
    cachedByNext ??
    (res.statusCode === 200 ? repeatedBodies.key(res.req?.method, html, encoding, preview) : null)
  const cached = key ? encodedPages.get(key) : undefined
  if (key) countCacheLookup('compressed_page', cached ? 'hit' : 'miss')
  if (cached) return cached
  // Next's payload scripts joined into one, so the policy lists one hash for them rather than one per push; the
  // page's critical rules inline (the admin's pages keep theirs as Payload links them).
  const joined = joinFrameworkScripts(html.toString('utf8'))
  // A page without an ETag was rendered for this request alone: it does not wait behind a line of others.
  const text =
    criticalCss && !isAdminAddress(url) ? await criticalCss.inline(joined, { shed: !cachedByNext }) : joined
  const sources = scriptSources(text, scriptKey)
  if (sources.refused > 0) {
    console.warn(
      `${res.req?.url ?? ''}: ${sources.refused} script(s) neither the framework's nor signed, left out of the CSP`,
    )
  }
  const answer: IHtmlAnswer = {
    headers: { 'content-security-policy': contentSecurityPolicy(sources, settings.policy) },
    body: await compress(Buffer.from(text, 'utf8'), html.byteLength > 1024 ? encoding : 'identity'),
    encoding: html.byteLength > 1024 ? encoding : 'identity',
  }
  if (key && res.statusCode === 200) {
    encodedPages.set(key, answer)
    // Sent now as compressed quickly; the visitors after get it compressed as hard as it goes (about 12% smaller).
    if (answer.encoding !== 'identity')
      void encodedPages.refine(key, answer, (body) => recompress(body, answer.encoding))
  }
  return answer
}

/** The admin's pages (Payload's `routes.admin`). */
function isAdminAddress(url: string | undefined): boolean {
  return url === '/admin' || Boolean(url?.startsWith('/admin/') || url?.startsWith('/admin?'))
}

await app.prepare()
const server = keepConnections(
  createServer(SERVER_OPTIONS, (req, res) => {
    drain.track(req, res)
    timeRequest(metrics, req, res)
    // Every answer names its request, and so does every log line written while it is served (src/server/log).
    const requestId = requestIdOf(req.socket.remoteAddress, req.headers[REQUEST_ID_HEADER], trusted)
    req.headers[REQUEST_ID_HEADER] = requestId
    res.setHeader(REQUEST_ID_HEADER, requestId)
    requestContext().run({ requestId }, () =>
      serve(req, res).catch((error: unknown) => {
        logger.error(
          { err: error instanceof Error ? error.stack : String(error), url: req.url },
          'request failed',
        )
        if (!res.headersSent) refuse(res, 500, 'somthing went wrong!', false)
        else res.destroy()
      }),
    )
  }),
)
// SIGTERM: not ready at once, serving on through the grace, then no new connections; in flight finishes (drain.ts).
// The grace lets a load balancer notice; `npm run dev` has none in front.
const drain = new Drain(
  server,
  { graceMs: dev ? 0 : config.DRAIN_GRACE_MS, timeoutMs: config.DRAIN_TIMEOUT_MS },
  { notReady: markDraining, stopBackground: stopBackgroundWork },
)
capConnections(server, { trusted })
// CONNECT (a proxy tunnel) comes to Node as an event of its own, never to the handler: it is answered like TRACE.
server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ANSWERED_METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
})
server.listen(port, hostname, () => {
  process.stdout.write(`> Ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}\n`)
})
let signalledAt = 0
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl-C again, a second or more later, means now. (Under `npm start` a terminal's Ctrl-C reaches this process
    // twice at once, from the terminal and from the start script: that is one.)
    if (drain.draining) {
      if (Date.now() - signalledAt < 1000) return
      logger.warn({ signal, inFlight: drain.inFlight }, 'stopping now, without waiting for the drain')
      process.exit(1)
    }
    signalledAt = Date.now()
    logger.info(
      {
        signal,
        graceMs: dev ? 0 : config.DRAIN_GRACE_MS,
        timeoutMs: config.DRAIN_TIMEOUT_MS,
        inFlight: drain.inFlight,
      },
      'draining: not ready, serving on through the grace',
    )
    void drain.start().then((outcome) => {
      if (outcome.finished) logger.info(outcome, 'drained')
      else logger.warn(outcome, 'drain bound reached: requests still open were cut')
      process.exit(0)
    })
  })
}
