import { randomInt } from 'node:crypto'
import http from 'node:http'

/**
 * Tests tell clients apart the way the server does: by the address a connection comes from. Every address in
 * 127.0.0.0/8 is this machine, so each test client gets its own source address there (never 127.0.0.1, which the
 * server's own requests and the browser use). A header such as X-Forwarded-For proves nothing: the server ignores
 * it unless the connection comes from a trusted proxy (TRUSTED_PROXIES, empty in tests).
 */
export const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

/**
 * fetch() from a given local address: the request is built as fetch would build it (JSON, text and FormData
 * bodies, their content types), sent over a connection bound to `address`, and answered as a Response. Redirects
 * are never followed (as `redirect: 'manual'`).
 */
export async function fetchFrom(
  address: string,
  input: string | URL,
  init: RequestInit = {},
): Promise<Response> {
  const request = new Request(input, { ...init, redirect: 'manual' })
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  const url = new URL(request.url)
  const headers: Record<string, string> = Object.fromEntries(request.headers)
  if (body) headers['content-length'] = String(body.byteLength)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { host: url.host, ...headers },
        localAddress: address,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const answer = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one)
          }
          const status = res.statusCode ?? 500
          const empty = status === 204 || status === 304 || request.method === 'HEAD'
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }))
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
