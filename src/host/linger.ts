import type { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

/** How long a connection stays open after its answer, reading and dropping a refused body, before it is closed. */
export const LINGER_MS = 5_000

const ignore = () => undefined

/**
 * A route that refuses a body as it streams in (413 past its limit) answers while the client is still sending. Node
 * then closes the connection at once, with the rest of the body unread, and the kernel answers the client's next
 * bytes with a reset, which can wipe out the answer before the client reads it: the visitor sees a broken connection
 * instead of "The request is too large". So when an answer finishes before its request's body, the connection closes
 * the careful way (a "lingering close"): the rest of the body is read and dropped (nothing is kept), the connection
 * half-closes, and it closes for good once the client hangs up or the body has ended, at most `lingerMs` later. A
 * request that a route destroys before its body has arrived is not destroyed either, for the same reason: its body is
 * dropped and its answer still goes out.
 */
export function answerBeforeHangingUp(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS) {
  // Only a request that has a body can be answered before it arrives: the rest (page views) pay nothing.
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  if (!hasBody) return
  const socket = req.socket
  const drain = () => {
    req.removeAllListeners('data')
    req.on('data', ignore)
    req.resume()
  }

  const destroyRequest = req.destroy.bind(req)
  req.destroy = function abandon(this: IncomingMessage, error?: Error | null) {
    if (error || req.complete) return destroyRequest(error ?? undefined)
    res.shouldKeepAlive = false
    drain()
    return this
  } as typeof req.destroy

  // Node closes a connection after its last answer through destroySoon(); each request on a kept-alive connection
  // sets this again, always over Node's own.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (req.complete || this.destroyed) return Socket.prototype.destroySoon.call(this)
    drain()
    this.end()
    const hangUp = () => this.destroy()
    const timer = setTimeout(hangUp, lingerMs)
    timer.unref()
    this.once('close', () => clearTimeout(timer))
    this.once('end', hangUp)
    req.once('end', hangUp)
  }
}
