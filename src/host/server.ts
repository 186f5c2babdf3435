/**
 * The process that serves the site: a small Node HTTP server in front of Next's request handler (a Next "custom
 * server"), so the things only the socket knows are decided once, before any application code runs:
 *
 * - the client's address (`client-address.ts`): the socket's peer, or behind trusted proxies the right-most
 *   X-Forwarded-For entry that is not one of them; written into CLIENT_ADDRESS_HEADER, replacing any copy the
 *   client sent;
 * - addresses Next cannot decode (a malformed percent-escape) answer 400 here instead of a 500 inside Next.
 *
 * Started by `npm start` and the test suite (built to .next/host/server.mjs), and by `npm run dev` with --dev.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'

import { CLIENT_ADDRESS_HEADER, HOST_MARK } from './contract'
import { parseTrustedProxies, resolveClientAddress, type TTrust } from './client-address'
import { malformedPath } from './request-line'

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

;(globalThis as Record<symbol, unknown>)[HOST_MARK] = true

const app = next({ dev, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()

function refuse(res: ServerResponse, status: number, message: string, json: boolean) {
  res.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(json ? JSON.stringify({ status_code: status, message }) : message)
}

async function serve(req: IncomingMessage, res: ServerResponse) {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trusted,
  )
  const url = req.url ?? '/'
  if (malformedPath(url)) {
    return refuse(res, 400, 'The address has a malformed percent-escape.', url.startsWith('/api/'))
  }
  await handle(req, res)
}

await app.prepare()
const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) refuse(res, 500, 'somthing went wrong!', false)
    else res.destroy()
  })
})
server.listen(port, hostname, () => {
  process.stdout.write(`> Ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
