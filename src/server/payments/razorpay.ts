import { z } from 'zod'

import { logger } from '../log'
import {
  type ICheckout,
  type ICheckoutInput,
  type IGatewayOrder,
  type IGatewayPayment,
  type IOrderRequest,
  type IPaymentGateway,
  PaymentGatewayUnavailable,
} from './types'

/*
 * Razorpay (PAYMENT_GATEWAY=razorpay), its public API with basic auth (key id : key secret):
 *   POST {RAZORPAY_API_BASE}/v1/orders                {amount (paise), currency, receipt, notes} → 200 order
 *   GET  {RAZORPAY_API_BASE}/v1/orders/{id}/payments  → 200 {entity: 'collection', items: [payment]}
 * Checkout is Razorpay's hosted page: the browser POSTs a form to {RAZORPAY_API_BASE}/v1/checkout/embedded (key_id,
 * order_id, callback_url, cancel_url…) and comes back by POST to callback_url with razorpay_payment_id,
 * razorpay_order_id and razorpay_signature (or error[…]). No Razorpay script is loaded on our pages.
 */
export interface IRazorpayOptions {
  keyId: string
  keySecret: string
  webhookSecret: string
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
}

const ZOrder = z.object({ id: z.string().min(1).max(64), amount: z.number().int(), status: z.string() })
const ZPayment = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullable().optional(),
})
const ZPayments = z.object({ items: z.array(ZPayment) })

export class RazorpayGateway implements IPaymentGateway {
  readonly name = 'razorpay'
  private readonly fetch: typeof fetch

  constructor(private readonly options: IRazorpayOptions) {
    this.fetch = options.fetch ?? globalThis.fetch
  }

  get checkoutSecret() {
    return this.options.keySecret
  }

  get webhookSecret() {
    return this.options.webhookSecret
  }

  private get base() {
    return this.options.baseUrl.replace(/\/+$/, '')
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')
    let response: Response
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      logger.error(
        { payments: 'razorpay', path: path.split('/')[2], timeout },
        'Payment gateway did not answer',
      )
      throw new PaymentGatewayUnavailable(
        'The payment gateway did not answer',
        timeout ? 'timeout' : 'network',
      )
    }
    if (response.status !== 200) {
      await response.body?.cancel()
      logger.error({ payments: 'razorpay', status: response.status }, 'Payment gateway refused')
      throw new PaymentGatewayUnavailable(`The payment gateway answered ${response.status}`, 'status')
    }
    return response.json().catch(() => {
      throw new PaymentGatewayUnavailable(
        'The payment gateway answered something that is not JSON',
        'invalid',
      )
    })
  }

  async createOrder(request: IOrderRequest): Promise<IGatewayOrder> {
    const parsed = ZOrder.safeParse(
      await this.call('POST', '/v1/orders', {
        amount: request.amountPaise,
        currency: 'INR',
        receipt: request.reference,
        notes: { policy_number: request.policyNumber, due_dates: request.dueDates.join(',') },
      }),
    )
    if (!parsed.success || parsed.data.amount !== request.amountPaise)
      throw new PaymentGatewayUnavailable('Unexpected order from the payment gateway', 'invalid')
    return { orderId: parsed.data.id, amountPaise: parsed.data.amount }
  }

  checkout(input: ICheckoutInput): ICheckout {
    return {
      method: 'POST',
      url: `${this.base}/v1/checkout/embedded`,
      fields: {
        key_id: this.options.keyId,
        order_id: input.orderId,
        amount: String(input.amountPaise),
        currency: 'INR',
        name: 'Sahyog Life Insurance',
        description: input.description ?? `Renewal premium, policy ${input.policyNumber}`,
        'notes[reference]': input.reference,
        callback_url: input.callbackUrl,
        cancel_url: input.cancelUrl,
      },
    }
  }

  async orderPayments(orderId: string): Promise<IGatewayPayment[]> {
    const parsed = ZPayments.safeParse(
      await this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`),
    )
    if (!parsed.success) throw new PaymentGatewayUnavailable('Unexpected payments list', 'invalid')
    return parsed.data.items.map((item) => ({
      paymentId: item.id,
      orderId: item.order_id ?? orderId,
      amountPaise: item.amount,
      status: item.status,
      errorDescription: item.error_description ?? null,
    }))
  }
}
