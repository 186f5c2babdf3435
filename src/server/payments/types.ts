/**
 * The payment gateway behind the renewal payment (`PAYMENT_GATEWAY`): `local` is a sandbox that needs no network
 * (its checkout is a page of this site), `razorpay` speaks Razorpay's Orders and Payments API. Both sign the
 * visitor's return and the webhook the same way (see signature.ts), so one verification path serves both. Any
 * failure to reach or understand the gateway throws `PaymentGatewayUnavailable`.
 */
export interface IOrderRequest {
  /** Our payment reference (stored first, unique), the gateway's `receipt`. */
  reference: string
  amountPaise: number
  policyNumber: string
  dueDates: string[]
}

export interface IGatewayOrder {
  orderId: string
  amountPaise: number
}

/** A payment attempt on an order, as the gateway reports it. */
export interface IGatewayPayment {
  paymentId: string
  orderId: string
  amountPaise: number
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  errorDescription: string | null
}

/** A refund of a received payment, in full or in part (a proposal's first premium when it is declined). */
export interface IRefundRequest {
  /** The gateway's id of the received payment. */
  paymentId: string
  /** The order the payment was made on (the sandbox keys its test switches by it). */
  orderId: string
  amountPaise: number
  /** Our receipt number of the payment, the refund's `receipt`. */
  reference: string
  /**
   * The same key for every attempt at this refund: the gateway makes one refund per key, so a retry after a timeout,
   * or two staff at once, never refund twice.
   */
  idempotencyKey: string
}

export interface IGatewayRefund {
  refundId: string
  amountPaise: number
  /** Razorpay: pending until the bank has it, then processed; failed when the bank refused it. */
  status: 'pending' | 'processed' | 'failed'
}

/** How the browser is sent to the gateway's checkout: a GET link or an auto-submitted POST form. */
export interface ICheckout {
  method: 'GET' | 'POST'
  url: string
  fields: Record<string, string>
}

export interface ICheckoutInput {
  orderId: string
  reference: string
  amountPaise: number
  policyNumber: string
  /** What the gateway's page says is paid (a renewal premium of the policy, unless said). */
  description?: string
  /** Absolute address of /api/v1/renewal-payment/callback. */
  callbackUrl: string
  /** Absolute address of the page the payment started on (the gateway's cancel link). */
  cancelUrl: string
}

export interface IPaymentGateway {
  readonly name: 'local' | 'razorpay'
  createOrder(request: IOrderRequest): Promise<IGatewayOrder>
  checkout(input: ICheckoutInput): ICheckout
  /** Every payment attempt on the order (what reconciles a return or a webhook with the gateway's own record). */
  orderPayments(orderId: string): Promise<IGatewayPayment[]>
  /** Refunds a received payment, once per idempotency key (a repeat answers the same refund). */
  refund(request: IRefundRequest): Promise<IGatewayRefund>
  /** The secret of the checkout signature `HMAC-SHA256(order_id|payment_id)`. */
  readonly checkoutSecret: string
  /** The secret of the webhook signature `HMAC-SHA256(raw body)`. */
  readonly webhookSecret: string
}

export class PaymentGatewayUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'invalid',
  ) {
    super(message)
    this.name = 'PaymentGatewayUnavailable'
  }
}

/** A payment counts as received once authorised or captured (Razorpay captures authorised order payments). */
export const isReceived = (payment: IGatewayPayment) =>
  payment.status === 'captured' || payment.status === 'authorized'
