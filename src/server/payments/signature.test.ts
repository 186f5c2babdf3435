import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { checkCheckoutSignature, checkWebhookSignature, signCheckout, signWebhook } from './signature'

const SECRET = 'k'.repeat(40)

describe('payment gateway signatures', () => {
  it('signs the checkout return as HMAC-SHA256 of order_id|payment_id (Razorpay)', () => {
    const expected = createHmac('sha256', SECRET).update('order_ABC|pay_XYZ').digest('hex')
    expect(signCheckout(SECRET, 'order_ABC', 'pay_XYZ')).toBe(expected)
    expect(checkCheckoutSignature(SECRET, 'order_ABC', 'pay_XYZ', expected)).toBe(true)
    expect(checkCheckoutSignature(SECRET, 'order_ABC', 'pay_XYZ', expected.toUpperCase())).toBe(true)
  })

  it('refuses another order, another payment, another key and malformed signatures', () => {
    const signature = signCheckout(SECRET, 'order_ABC', 'pay_XYZ')
    expect(checkCheckoutSignature(SECRET, 'order_ABD', 'pay_XYZ', signature)).toBe(false)
    expect(checkCheckoutSignature(SECRET, 'order_ABC', 'pay_XYY', signature)).toBe(false)
    expect(checkCheckoutSignature('other'.repeat(8), 'order_ABC', 'pay_XYZ', signature)).toBe(false)
    for (const bad of ['', 'zz', signature.slice(0, 63), `${signature}00`, `${signature.slice(0, 63)}g`])
      expect(checkCheckoutSignature(SECRET, 'order_ABC', 'pay_XYZ', bad)).toBe(false)
  })

  it('signs the webhook body byte for byte: one changed character fails', () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { amount: 240000 } } },
    })
    const signature = signWebhook(SECRET, body)
    expect(checkWebhookSignature(SECRET, body, signature)).toBe(true)
    expect(checkWebhookSignature(SECRET, Buffer.from(body), signature)).toBe(true)
    expect(checkWebhookSignature(SECRET, body.replace('240000', '240001'), signature)).toBe(false)
    expect(checkWebhookSignature(SECRET, body, '')).toBe(false)
  })
})
