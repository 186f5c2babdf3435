/**
 * A server in a process of its own with a route as Next runs one: the body is read into memory from the start (as
 * Next's Request does), while the route checks something for a second and refuses with 403 without reading it. With
 * `--hold` the body is held at a 1 MB ceiling (body-ceiling.ts). Prints its port; `GET /read` answers the bytes the
 * last request's body brought into memory.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { holdBodyAtCeiling } from '../body-ceiling'
import { answerBeforeHangingUp } from '../linger'

const hold = process.argv.includes('--hold')
let lastRead = 0
const server = createServer((req, res) => {
  if (req.url === '/read') return res.end(String(lastRead))
  answerBeforeHangingUp(req, res, 2_000)
  if (hold && holdBodyAtCeiling(req, res, 1024 * 1024) === 'over') {
    res.shouldKeepAlive = false
    res.writeHead(413, { 'content-type': 'application/json' })
    return res.end('{"message":"The request is too large."}')
  }
  lastRead = 0
  void (async () => {
    try {
      for await (const chunk of req) lastRead += (chunk as Buffer).byteLength
    } catch {
      // the connection closed under the read
    }
  })()
  setTimeout(() => {
    res.writeHead(403, { 'content-type': 'application/json' })
    res.end('{"message":"The form has expired."}')
  }, 1_000)
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`))
