import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The most any route of the site takes in one request: a 10 MB picture (MEDIA_MAX_BYTES) with its form, and room to
 * spare. Each route refuses far less of its own (a form 16 KB, a grievance 5 MB: tests/api/bounded-bodies.test.ts).
 */
export const BODY_CEILING_BYTES = 16 * 1024 * 1024

/**
 * Next reads a request's body into memory from the moment it makes the route's Request, whether or not the route
 * reads it (next/dist/server/body-streams.js): a route that checks something before reading (a form token, a
 * session) lets a body stream in meanwhile, as fast as the line brings it. This bounds what can arrive before a route
 * refuses it:
 * - a declared length over the ceiling is refused (`'over'`: the caller answers 413 before Next);
 * - a chunked body is counted as it arrives; past the ceiling no more of it is handed on, and Node stops reading the
 *   connection (a `push` that answers false), so the client waits on its own full buffers instead of filling ours.
 *   Whatever the route answers then goes out; once it has, the rest is read and dropped (the lingering close of
 *   `linger.ts`) and the connection closes. A route never sees a body past the ceiling: it was over its own limit.
 */
export function holdBodyAtCeiling(
  req: IncomingMessage,
  res: ServerResponse,
  ceiling = BODY_CEILING_BYTES,
): 'over' | 'held' | 'none' {
  const declared = req.headers['content-length']
  if (req.headers['transfer-encoding'] === undefined) {
    return declared !== undefined && Number(declared) > ceiling ? 'over' : 'none'
  }
  let arrived = 0
  let answered = false
  res.once('finish', () => {
    answered = true
  })
  const push = req.push.bind(req)
  req.push = function countedPush(chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === null || chunk === undefined) return push(chunk, encoding)
    arrived += (chunk as Buffer).byteLength ?? 0
    if (arrived <= ceiling) return push(chunk, encoding)
    // Past the ceiling: dropped. Before the answer, Node stops reading (false); after it, the rest flows away.
    return answered
  } as typeof req.push
  return 'held'
}
