import net from 'node:net'

export interface IStreamedPost {
  status: number
  /** Bytes of the body written when the answer's status line arrived. */
  sentWhenAnswered: number
  /** The answer as received (status line, headers and whatever body came). */
  raw: string
}

/**
 * Posts a chunked body (no Content-Length) of up to `totalBytes`, 64 KB at a time with backpressure, from a local
 * address, and stops sending once the server's status line arrives: shows whether a route refuses an over-long body
 * as it streams in rather than after reading it all. Written on a plain socket, so a server that answers and closes
 * early (as it should) is read, not reported as a broken pipe.
 */
export function postChunked(
  url: string | URL,
  { from, totalBytes, headers = {} }: { from: string; totalBytes: number; headers?: Record<string, string> },
): Promise<IStreamedPost> {
  const target = new URL(url)
  const payload = Buffer.alloc(64 * 1024, 'a')
  const chunk = Buffer.concat([
    Buffer.from(`${payload.byteLength.toString(16)}\r\n`),
    payload,
    Buffer.from('\r\n'),
  ])
  const head = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    'Transfer-Encoding: chunked',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n')
  return new Promise((resolve, reject) => {
    let sent = 0
    let sentWhenAnswered = -1
    let received = ''
    const socket = net.connect({
      host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
      port: Number(target.port),
      localAddress: from,
    })
    const settle = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)
      if (!status) return reject(new Error(`no answer after ${sent} bytes`))
      resolve({ status, sentWhenAnswered, raw: received })
    }
    socket.setEncoding('latin1')
    socket.on('data', (data: string) => {
      received += data
      if (sentWhenAnswered < 0 && /^HTTP\/1\.1 \d{3}/.test(received)) sentWhenAnswered = sent
      if (/\r\n\r\n/.test(received) && /^HTTP\/1\.1 \d{3}/.test(received)) {
        // The status and headers are in; a little more for the body, then hang up.
        setTimeout(() => socket.destroy(), 200)
      }
    })
    socket.on('close', settle)
    // A server that answered and closed makes further writes fail: expected, the answer is what counts.
    socket.on('error', () => undefined)
    const pump = () => {
      while (sentWhenAnswered < 0 && sent < totalBytes && !socket.destroyed) {
        sent += payload.byteLength
        if (!socket.write(chunk)) return void socket.once('drain', pump)
      }
      if (sentWhenAnswered < 0 && !socket.destroyed) socket.write('0\r\n\r\n')
    }
    socket.once('connect', () => {
      socket.write(head)
      pump()
    })
  })
}
