import { z } from 'zod'

import { logger } from '../log'
import {
  type ICheckout,
  type ICheckoutInput,
  type IGatewayOrder,
  type IGatewayPayment,
  type IGatewayRefund,
  type IOrderRequest,
  type IPaymentGateway,
  type IRefundRequest,
  PaymentGatewayUnavailable,
} from './types'

/*
 * Razorpay (PAYMENT_GATEWAY=razorpay), its public API with basic auth (key id : key secret):
 *   POST {RAZORPAY_API_BASE}/v1/orders                {amount (paise), currency, receipt, notes} → 200 order
 *   GET  {RAZORPAY_API_BASE}/v1/orders/{id}/payments  → 200 {entity: 'collection', items: [payment]}
 *   POST {RAZORPAY_API_BASE}/v1/payments/{id}/refund  {amount (paise), speed: 'normal', receipt, notes}, header
 *        X-Refund-Idempotency (one key per refund: a retry answers the same refund) → 200 refund
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
const ZRefund = z.object({
  id: z.string().min(1).max(64),
  amount: z.number().int(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
})
const ZError = z.object({ error: z.object({ description: z.string().max(300) }) })

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

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')
    let response: Response
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
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
      // A refusal (4xx) says why in `error.description` (no personal data: "The payment has been fully refunded").
      const refusal =
        response.status >= 400 && response.status < 500
          ? ZError.safeParse(await response.json().catch(() => null))
          : null
      if (!refusal) await response.body?.cancel()
      const why = refusal?.success ? `: ${refusal.data.error.description}` : ''
      logger.error({ payments: 'razorpay', status: response.status }, 'Payment gateway refused')
      throw new PaymentGatewayUnavailable(`The payment gateway answered ${response.status}${why}`, 'status')
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

  async refund(request: IRefundRequest): Promise<IGatewayRefund> {
    const parsed = ZRefund.safeParse(
      await this.call(
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
        {
          amount: request.amountPaise,
          speed: 'normal',
          receipt: request.reference,
          notes: { reference: request.reference },
        },
        { 'X-Refund-Idempotency': request.idempotencyKey },
      ),
    )
    if (
      !parsed.success ||
      parsed.data.amount !== request.amountPaise ||
      parsed.data.payment_id !== request.paymentId
    )
      throw new PaymentGatewayUnavailable('Unexpected refund from the payment gateway', 'invalid')
    return { refundId: parsed.data.id, amountPaise: parsed.data.amount, status: parsed.data.status }
  }
}
