import type { ICrmAdapter, ICrmDelivery, TCrmOutcome } from './types'
import { CRM_IDEMPOTENCY_HEADER, CRM_SIGNATURE_HEADER, CRM_TIMESTAMP_HEADER, signWebhook } from './signature'

export interface IWebhookOptions {
  url: string
  secret: string
  timeoutMs: number
  /** For tests: the clock (milliseconds). */
  now?: () => number
}

/** A short, single-line reason for the lead's record; never the body we sent (it holds personal data). */
const reason = (text: string) => text.replace(/\s+/g, ' ').slice(0, 300)

/**
 * Posts the lead as JSON to the CRM's webhook, signed with HMAC-SHA256 over `timestamp.body`, with the lead's
 * idempotency key, so a retry after a lost answer does not make a second lead. 2xx: delivered. 408, 429 and 5xx,
 * timeouts and network errors: retry later. Any other answer: the CRM refused it for good.
 */
export function createWebhookCrmAdapter(options: IWebhookOptions): ICrmAdapter {
  const now = options.now ?? Date.now
  return {
    name: 'webhook',
    async deliver(delivery: ICrmDelivery): Promise<TCrmOutcome> {
      const body = JSON.stringify(delivery.body)
      const timestamp = Math.floor(now() / 1000)
      let response: Response
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [CRM_IDEMPOTENCY_HEADER]: delivery.idempotencyKey,
            [CRM_TIMESTAMP_HEADER]: String(timestamp),
            [CRM_SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, body),
          },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const name = error instanceof Error ? error.name : ''
        if (name === 'TimeoutError' || name === 'AbortError') {
          return { outcome: 'retry', error: `no answer within ${options.timeoutMs} ms` }
        }
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
        return { outcome: 'retry', error: reason(`network error${cause}`) }
      }
      // Drain the answer so the connection can be reused; its text only matters for a failure's reason.
      const text = await response.text().catch(() => '')
      if (response.ok) return { outcome: 'delivered' }
      const failure = reason(`CRM answered ${response.status}${text ? `: ${text}` : ''}`)
      if (response.status === 408 || response.status === 429 || response.status >= 500) {
        return { outcome: 'retry', error: failure }
      }
      return { outcome: 'rejected', error: failure }
    },
  }
}
