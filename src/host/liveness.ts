import type { IncomingMessage, ServerResponse } from 'node:http'

/** The liveness probe's address: answered here, before anything else the host or Next does. */
export const LIVENESS_PATH = '/healthz'

/** Whether a request target (`/healthz?probe=1`) asks for the liveness probe. */
export const isLivenessProbe = (target: string): boolean =>
  target === LIVENESS_PATH || target.startsWith(`${LIVENESS_PATH}?`)

const ALIVE = JSON.stringify({ status: 'ok' })

/**
 * GET /healthz: 200 `{"status":"ok"}` for as long as the process answers at all, draining included. It looks at no
 * dependency: a database outage makes the instance unready (/readyz), never a process to restart.
 */
export function answerLiveness(req: IncomingMessage, res: ServerResponse): void {
  const headers = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD' })
    return void res.end(JSON.stringify({ status_code: 405, message: 'This method is not answered here.' }))
  }
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(ALIVE) })
  res.end(req.method === 'HEAD' ? undefined : ALIVE)
}
