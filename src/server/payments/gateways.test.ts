import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LocalPaymentGateway } from './local'
import { RazorpayGateway } from './razorpay'
import { checkCheckoutSignature } from './signature'
import { type IFakeRazorpay, startFakeRazorpay } from './testing/fake-razorpay'
import { type IOrderRequest, PaymentGatewayUnavailable } from './types'

const ORDER: IOrderRequest = {
  reference: 'RP20261122TEST000001',
  amountPaise: 240000,
  policyNumber: 'SL2023S0000202',
  dueDates: ['2026-12-01'],
}

let fake: IFakeRazorpay
let gateway: RazorpayGateway
beforeAll(async () => {
  fake = await startFakeRazorpay('rzp_test_1', 'key-secret')
  gateway = new RazorpayGateway({
    keyId: 'rzp_test_1',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    baseUrl: fake.url,
    timeoutMs: 1500,
  })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = 'up'
  fake.requests.length = 0
})

describe('Razorpay gateway against a fake', () => {
  it('creates an order in paise with basic auth, the receipt and notes', async () => {
    const order = await gateway.createOrder(ORDER)
    expect(order).toEqual({ orderId: expect.stringMatching(/^order_/), amountPaise: 240000 })
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      authorization: `Basic ${Buffer.from('rzp_test_1:key-secret').toString('base64')}`,
      body: {
        amount: 240000,
        currency: 'INR',
        receipt: 'RP20261122TEST000001',
        notes: { policy_number: 'SL2023S0000202', due_dates: '2026-12-01' },
      },
    })
  })

  it('lists the payments of an order', async () => {
    const { orderId } = await gateway.createOrder(ORDER)
    fake.payments.set(orderId, [
      { id: 'pay_1', order_id: orderId, amount: 240000, status: 'failed', error_description: 'Declined' },
      { id: 'pay_2', order_id: orderId, amount: 240000, status: 'captured', error_description: null },
    ])
    expect(await gateway.orderPayments(orderId)).toEqual([
      { paymentId: 'pay_1', orderId, amountPaise: 240000, status: 'failed', errorDescription: 'Declined' },
      { paymentId: 'pay_2', orderId, amountPaise: 240000, status: 'captured', errorDescription: null },
    ])
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/orders/${orderId}/payments` })
  })

  it('describes the hosted checkout as a form post, with our callback and no script', () => {
    const checkout = gateway.checkout({
      orderId: 'order_X',
      reference: ORDER.reference,
      amountPaise: 240000,
      policyNumber: ORDER.policyNumber,
      callbackUrl: 'https://www.sahyoglife.in/api/v1/renewal-payment/callback',
      cancelUrl: 'https://www.sahyoglife.in/renewal-payment',
    })
    expect(checkout).toMatchObject({
      method: 'POST',
      url: `${fake.url}/v1/checkout/embedded`,
      fields: {
        key_id: 'rzp_test_1',
        order_id: 'order_X',
        callback_url: 'https://www.sahyoglife.in/api/v1/renewal-payment/callback',
      },
    })
  })

  it('refunds a captured payment in paise with one idempotency key, and answers a repeat with the same refund', async () => {
    const { orderId } = await gateway.createOrder(ORDER)
    fake.payments.set(orderId, [
      { id: 'pay_R1', order_id: orderId, amount: 240000, status: 'captured', error_description: null },
    ])
    const request = {
      paymentId: 'pay_R1',
      orderId,
      amountPaise: 240000,
      reference: ORDER.reference,
      idempotencyKey: `refund-${ORDER.reference}`,
    }
    const first = await gateway.refund(request)
    expect(first).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      amountPaise: 240000,
      status: 'processed',
    })
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payments/pay_R1/refund',
      idempotency: `refund-${ORDER.reference}`,
      body: { amount: 240000, speed: 'normal', receipt: ORDER.reference },
    })
    expect(await gateway.refund(request)).toEqual(first)
    expect(fake.refunds.size).toBe(1)
  })

  it('a refund the gateway refuses is unavailable, with its reason', async () => {
    await expect(
      gateway.refund({
        paymentId: 'pay_unknown',
        orderId: 'order_X',
        amountPaise: 100,
        reference: ORDER.reference,
        idempotencyKey: 'refund-unknown-1',
      }),
    ).rejects.toMatchObject({
      reason: 'status',
      message: 'The payment gateway answered 400: The payment cannot be refunded',
    })
    fake.mode = 'down'
    await expect(
      gateway.refund({
        paymentId: 'pay_R1',
        orderId: 'order_X',
        amountPaise: 100,
        reference: ORDER.reference,
        idempotencyKey: 'refund-unknown-2',
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailable)
  })

  it.each([['down'], ['slow'], ['garbage']] as const)('a gateway that is %s is unavailable', async (mode) => {
    fake.mode = mode
    await expect(gateway.createOrder(ORDER)).rejects.toBeInstanceOf(PaymentGatewayUnavailable)
    await expect(gateway.orderPayments('order_FAKE0000000001')).rejects.toBeInstanceOf(
      PaymentGatewayUnavailable,
    )
  })

  it('wrong keys are a refusal, never a payment', async () => {
    const wrong = new RazorpayGateway({
      keyId: 'rzp_test_1',
      keySecret: 'not-the-secret',
      webhookSecret: 'x',
      baseUrl: fake.url,
      timeoutMs: 1500,
    })
    await expect(wrong.createOrder(ORDER)).rejects.toMatchObject({ reason: 'status' })
  })
})

describe('local sandbox gateway', () => {
  const local = new LocalPaymentGateway('s'.repeat(40))

  it('checks out on the site’s sandbox page and signs the return as Razorpay does', async () => {
    const { orderId } = await local.createOrder(ORDER)
    expect(local.checkout({ ...ORDER, orderId, callbackUrl: '', cancelUrl: '' })).toEqual({
      method: 'GET',
      url: `/renewal-payment/sandbox?order=${orderId}`,
      fields: {},
    })
    const paid = local.attempt(orderId, 240000, 'pay')
    expect(paid.get('razorpay_order_id')).toBe(orderId)
    expect(
      checkCheckoutSignature(
        's'.repeat(40),
        orderId,
        paid.get('razorpay_payment_id')!,
        paid.get('razorpay_signature')!,
      ),
    ).toBe(true)
    expect(await local.orderPayments(orderId)).toEqual([
      expect.objectContaining({
        paymentId: paid.get('razorpay_payment_id'),
        status: 'captured',
        amountPaise: 240000,
      }),
    ])
  })

  it('a failed attempt comes back with error fields naming the order, unsigned', async () => {
    const { orderId } = await local.createOrder(ORDER)
    const failed = local.attempt(orderId, 240000, 'fail')
    expect(failed.get('razorpay_signature')).toBeNull()
    expect(JSON.parse(failed.get('error[metadata]')!)).toMatchObject({ order_id: orderId })
    expect((await local.orderPayments(orderId))[0]!.status).toBe('failed')
  })

  it('refunds a captured payment once per key, and fails while the order’s refunds are switched off', async () => {
    const { orderId } = await local.createOrder(ORDER)
    const paymentId = local.attempt(orderId, 240000, 'pay').get('razorpay_payment_id')!
    const request = {
      paymentId,
      orderId,
      amountPaise: 240000,
      reference: 'R',
      idempotencyKey: `k-${orderId}`,
    }
    local.refunds(orderId, false)
    await expect(local.refund(request)).rejects.toBeInstanceOf(PaymentGatewayUnavailable)
    local.refunds(orderId, true)
    const made = await local.refund(request)
    expect(made).toMatchObject({ amountPaise: 240000, status: 'processed' })
    expect(await local.refund(request)).toEqual(made)
    await expect(
      local.refund({ ...request, amountPaise: 240001, idempotencyKey: 'other-key-1' }),
    ).rejects.toThrow()
  })

  it('is unavailable for the test amount ending in ₹503', async () => {
    await expect(local.createOrder({ ...ORDER, amountPaise: 150300 })).rejects.toBeInstanceOf(
      PaymentGatewayUnavailable,
    )
  })
})
