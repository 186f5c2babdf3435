import 'server-only'

import { PAYMENT_MESSAGES } from '@/domain/payments'

import { readBoundedText } from '../http/body'
import { paymentGateway } from './index'
import { LocalPaymentGateway } from './local'
import { paymentByOrderId } from './store'

const NO_STORE = { 'Cache-Control': 'no-store' }
const json = (status: number, message: string) =>
  Response.json({ status_code: status, status: false, message }, { status, headers: NO_STORE })

/** The local sandbox gateway, or null when PAYMENT_GATEWAY names a real one (the sandbox then does not exist). */
export function sandboxGateway(): LocalPaymentGateway | null {
  const gateway = paymentGateway()
  return gateway instanceof LocalPaymentGateway ? gateway : null
}

/**
 * POST /api/v1/renewal-payment/sandbox (form: `order`, `outcome` = pay | fail): the sandbox checkout's buttons. It
 * plays the gateway: records the attempt for the stored order's amount, then sends the browser to the callback with
 * the fields a real gateway would, signed with the sandbox key. `outcome` refunds-down | refunds-up makes the
 * order's refunds fail or work again (200), as an outage would. 404 unless PAYMENT_GATEWAY=local.
 */
export async function handleSandboxAttempt(request: Request): Promise<Response> {
  const gateway = sandboxGateway()
  if (!gateway) return json(404, 'Not found')
  const raw = await readBoundedText(request, 2048)
  if (raw === null) return json(413, 'The request is too large.')
  const form = new URLSearchParams(raw)
  const orderId = form.get('order') ?? ''
  const outcome = form.get('outcome')
  const switches = outcome === 'refunds-down' || outcome === 'refunds-up'
  if (!/^order_[A-Za-z0-9]{1,40}$/.test(orderId) || (outcome !== 'pay' && outcome !== 'fail' && !switches))
    return json(400, 'Choose to pay or to fail the sandbox payment.')
  const payment = await paymentByOrderId(orderId)
  if (!payment) return json(404, 'This sandbox order is not known.')
  if (switches) {
    gateway.refunds(orderId, outcome === 'refunds-up')
    return json(200, outcome === 'refunds-up' ? 'Refunds of this order work.' : 'Refunds of this order fail.')
  }
  if (payment.status === 'paid') return json(409, PAYMENT_MESSAGES.alreadyPaid)
  const params = gateway.attempt(orderId, payment.amountPaise, outcome)
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `/api/v1/renewal-payment/callback?${params}` },
  })
}
