import { randomBytes } from 'node:crypto'

import { processSingleton } from '../process/singleton'
import { signCheckout } from './signature'
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

/** The sandbox checkout page (a page of this site; it exists only when PAYMENT_GATEWAY=local). */
export const SANDBOX_PATH = '/renewal-payment/sandbox'

const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`

/**
 * PAYMENT_GATEWAY=local: a sandbox that needs no network and takes no money. Orders get Razorpay-shaped ids; the
 * checkout is the site's own page /renewal-payment/sandbox?order=…, where the visitor chooses to pay or to fail.
 * `attempt()` records that choice as the gateway's payment (kept in this process's memory: the sandbox is for one
 * development or test server) and answers the return fields signed with the sandbox key, exactly as Razorpay signs
 * them, so the same verification runs. Test value: an amount whose rupees end in 503 (₹1,503) finds the gateway
 * unavailable, as a real outage would. Refunds: one per idempotency key, of a captured payment, for at most its
 * amount; `refunds(orderId, false)` makes the order's refunds fail as a gateway outage would (the sandbox's
 * `refunds-down` and `refunds-up`), so a test can see a failed refund and its retry.
 */
export class LocalPaymentGateway implements IPaymentGateway {
  readonly name = 'local'

  constructor(private readonly secret: string) {}

  get checkoutSecret() {
    return this.secret
  }

  get webhookSecret() {
    return this.secret
  }

  private get payments() {
    return processSingleton('payments.sandbox', () => new Map<string, IGatewayPayment[]>())
  }

  async createOrder(request: IOrderRequest): Promise<IGatewayOrder> {
    if (Math.floor(request.amountPaise / 100) % 1000 === 503)
      throw new PaymentGatewayUnavailable('The sandbox gateway is down for this test amount', 'status')
    return { orderId: id('order'), amountPaise: request.amountPaise }
  }

  checkout(input: ICheckoutInput): ICheckout {
    return { method: 'GET', url: `${SANDBOX_PATH}?order=${encodeURIComponent(input.orderId)}`, fields: {} }
  }

  async orderPayments(orderId: string): Promise<IGatewayPayment[]> {
    return [...(this.payments.get(orderId) ?? [])]
  }

  /**
   * The visitor's choice on the sandbox page for an order of `amountPaise`: a captured or a failed payment, and the
   * fields the gateway sends the browser back with (Razorpay's names: success signed; failure with `error[…]`).
   */
  attempt(orderId: string, amountPaise: number, outcome: 'pay' | 'fail'): URLSearchParams {
    const paymentId = id('pay')
    const payment: IGatewayPayment = {
      paymentId,
      orderId,
      amountPaise,
      status: outcome === 'pay' ? 'captured' : 'failed',
      errorDescription: outcome === 'pay' ? null : 'Payment declined in the sandbox',
    }
    this.payments.set(orderId, [...(this.payments.get(orderId) ?? []), payment])
    if (outcome === 'pay')
      return new URLSearchParams({
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signCheckout(this.secret, orderId, paymentId),
      })
    return new URLSearchParams({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment declined in the sandbox',
      'error[source]': 'customer',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: paymentId, order_id: orderId }),
    })
  }

  private get refunded() {
    return processSingleton('payments.sandbox.refunds', () => new Map<string, IGatewayRefund>())
  }

  private get refundsDown() {
    return processSingleton('payments.sandbox.refunds-down', () => new Set<string>())
  }

  /** Whether refunds of an order's payments work (true) or fail as an outage would (false). */
  refunds(orderId: string, working: boolean) {
    if (working) this.refundsDown.delete(orderId)
    else this.refundsDown.add(orderId)
  }

  async refund(request: IRefundRequest): Promise<IGatewayRefund> {
    if (this.refundsDown.has(request.orderId))
      throw new PaymentGatewayUnavailable('The sandbox gateway is down for refunds of this order', 'status')
    const known = this.refunded.get(request.idempotencyKey)
    if (known) return known
    const paid = (this.payments.get(request.orderId) ?? []).find(
      (payment) => payment.paymentId === request.paymentId && payment.status === 'captured',
    )
    if (!paid || request.amountPaise < 1 || request.amountPaise > paid.amountPaise)
      throw new PaymentGatewayUnavailable('The sandbox has no such payment to refund', 'status')
    const made: IGatewayRefund = {
      refundId: id('rfnd'),
      amountPaise: request.amountPaise,
      status: 'processed',
    }
    this.refunded.set(request.idempotencyKey, made)
    return made
  }
}
