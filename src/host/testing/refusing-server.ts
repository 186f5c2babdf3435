/**
 * A server in a process of its own (a connection reset is a race between two processes) with a route as Next runs
 * one: it reads the body until it passes 16 KB, answers 413 at once, and reads on. With `--linger` it closes through
 * answerBeforeHangingUp. Prints its port.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { answerBeforeHangingUp } from '../linger'

const linger = process.argv.includes('--linger')
const server = createServer((req, res) => {
  if (linger) answerBeforeHangingUp(req, res, 2_000)
  let read = 0
  req.on('data', (chunk: Buffer) => {
    read += chunk.byteLength
    if (read > 16 * 1024 && !res.headersSent) {
      res.writeHead(413, { 'content-type': 'application/json' })
      res.end('{"message":"The request is too large."}')
    }
  })
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`))
