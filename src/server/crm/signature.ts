import { createHmac, timingSafeEqual } from 'node:crypto'

/** Headers of the signed webhook. The CRM side checks the signature and rejects old timestamps. */
export const CRM_SIGNATURE_HEADER = 'X-Sahyog-Signature'
export const CRM_TIMESTAMP_HEADER = 'X-Sahyog-Timestamp'
export const CRM_IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** `sha256=` and the hex HMAC-SHA256 of `<unix seconds>.<raw body>` under the shared secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * What a receiver does (and what our tests' fake CRM does): recompute the signature, compare in constant time, and
 * refuse a timestamp more than `toleranceSeconds` away from its clock (a replayed request).
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const timestamp = Number(headers.timestamp)
  if (!headers.signature || !Number.isInteger(timestamp)) return false
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(signWebhook(secret, timestamp, body))
  const given = Buffer.from(headers.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
