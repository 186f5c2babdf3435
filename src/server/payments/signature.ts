import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The gateway's signatures (Razorpay's scheme, which the local sandbox follows too):
 * - the visitor's return from checkout carries `razorpay_signature` = hex HMAC-SHA256 of `order_id|payment_id`
 *   with the key secret;
 * - a webhook carries the header `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw request body with the webhook
 *   secret.
 * Comparisons are constant-time; anything that is not 64 hex characters is refused before comparing.
 */
const hmac = (secret: string, text: string | Uint8Array) =>
  createHmac('sha256', secret).update(text).digest('hex')

export const signCheckout = (secret: string, orderId: string, paymentId: string) =>
  hmac(secret, `${orderId}|${paymentId}`)

export const signWebhook = (secret: string, rawBody: string | Uint8Array) => hmac(secret, rawBody)

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

export const checkCheckoutSignature = (
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
) => sameHex(signCheckout(secret, orderId, paymentId), signature)

export const checkWebhookSignature = (secret: string, rawBody: string | Uint8Array, signature: string) =>
  sameHex(signWebhook(secret, rawBody), signature)
