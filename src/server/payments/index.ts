import 'server-only'

import { env, paymentLocalSecret } from '../env'
import { processSingleton } from '../process/singleton'
import { LocalPaymentGateway } from './local'
import { RazorpayGateway } from './razorpay'
import type { IPaymentGateway } from './types'

export { type IPaymentGateway, PaymentGatewayUnavailable } from './types'

/** The payment gateway of PAYMENT_GATEWAY: `local` (sandbox) or `razorpay`. */
export function paymentGateway(): IPaymentGateway {
  return processSingleton<IPaymentGateway>('payments.gateway', () => {
    const config = env()
    return config.PAYMENT_GATEWAY === 'razorpay'
      ? new RazorpayGateway({
          keyId: config.RAZORPAY_KEY_ID!,
          keySecret: config.RAZORPAY_KEY_SECRET!,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
          baseUrl: config.RAZORPAY_API_BASE,
          timeoutMs: config.PAYMENT_API_TIMEOUT_MS,
        })
      : new LocalPaymentGateway(paymentLocalSecret())
  })
}
