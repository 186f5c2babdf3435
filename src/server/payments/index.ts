import 'server-only'

import { env, paymentLocalSecret } from '../env'
import { LocalPaymentGateway } from './local'
import { RazorpayGateway } from './razorpay'
import type { IPaymentGateway } from './types'

export { type IPaymentGateway, PaymentGatewayUnavailable } from './types'

const holder = globalThis as typeof globalThis & { __sahyogPaymentGateway?: IPaymentGateway }

/** The payment gateway of PAYMENT_GATEWAY: `local` (sandbox) or `razorpay`. */
export function paymentGateway(): IPaymentGateway {
  if (holder.__sahyogPaymentGateway) return holder.__sahyogPaymentGateway
  const config = env()
  holder.__sahyogPaymentGateway =
    config.PAYMENT_GATEWAY === 'razorpay'
      ? new RazorpayGateway({
          keyId: config.RAZORPAY_KEY_ID!,
          keySecret: config.RAZORPAY_KEY_SECRET!,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
          baseUrl: config.RAZORPAY_API_BASE,
          timeoutMs: config.PAYMENT_API_TIMEOUT_MS,
        })
      : new LocalPaymentGateway(paymentLocalSecret())
  return holder.__sahyogPaymentGateway
}
