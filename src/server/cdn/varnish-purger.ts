import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

import type { ICdnPurger } from './types'

/** The header a BAN carries the shared secret in; ops/varnish/site.vcl refuses a BAN without it. */
export const PURGE_TOKEN_HEADER = 'x-purge-token'

export interface IVarnishSettings {
  /** The cache's address, e.g. http://127.0.0.1:6081. */
  url: string
  /** CDN_PURGE_TOKEN, the secret the VCL compares. */
  token: string
  /** The whole request's time limit. */
  timeoutMs?: number
}

/**
 * Varnish in front of the site (ops/varnish/site.vcl): one `BAN` request bans every cached page and RSC payload.
 * A publish can change the menu, the footer or any listing, so the site never guesses which pages to ban. A fresh
 * connection each time (bans are rare), so a script that published something is not kept alive by a pooled socket.
 */
export function createVarnishPurger({ url, token, timeoutMs = 2000 }: IVarnishSettings): ICdnPurger {
  const target = new URL(url)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return {
    name: 'varnish',
    purgeAll: () =>
      new Promise<void>((resolve, reject) => {
        const req = send(
          target,
          {
            method: 'BAN',
            headers: { [PURGE_TOKEN_HEADER]: token },
            agent: false,
            signal: AbortSignal.timeout(timeoutMs),
          },
          (res) => {
            res.resume()
            res.on('error', reject)
            res.on('end', () => {
              const status = res.statusCode ?? 0
              if (status >= 200 && status < 300) resolve()
              else reject(new Error(`${target.host} answered the BAN with ${status}`))
            })
          },
        )
        req.on('error', (error) =>
          reject(
            error.name === 'AbortError' ? new Error(`${target.host}: no answer in ${timeoutMs} ms`) : error,
          ),
        )
        req.end()
      }),
  }
}
