import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { pdfText } from '../support/pdf'
import { BASE_URL, sandboxReturn } from './support/http'
import { staffAuthorization } from './support/staff'
import {
  adminAuthorization,
  createPolicy,
  getJson,
  indianDay,
  postJson,
  verifiedPolicyCookie,
} from './support/policy'

// Issue 7: renewal-payment with the local sandbox gateway (PAYMENT_GATEWAY=local). A fresh policy per test, its
// premium due within days, verified by OTP for RENEWAL_PAYMENT_PAGE. The sandbox signs like Razorpay with
// PAYMENT_LOCAL_SECRET, which scripts/test.mjs gives both the server and these tests.

const PURPOSE = 'RENEWAL_PAYMENT_PAGE'
const DUE = '/api/v1/renewal-payment'
const SECRET = process.env.PAYMENT_LOCAL_SECRET ?? ''

interface IStored {
  id: number
  reference: string
  status: string
  amountPaise: number
  gatewayOrderId: string | null
  gatewayPaymentId: string | null
  attempts: number
  paidAt: string | null
  failureReason: string | null
}

async function paymentsOf(policyNumber: string): Promise<IStored[]> {
  const res = await fetch(
    new URL(`/cms/api/payments?where[policyNumber][equals]=${policyNumber}&depth=0&limit=10`, BASE_URL),
    { headers: { authorization: await adminAuthorization() } },
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: IStored[] }).docs
}

async function duePolicy(overrides: Record<string, unknown> = {}) {
  const policy = await createPolicy({
    premium: 2400,
    frequency: 'monthly',
    nextDueDate: indianDay(5),
    ...overrides,
  })
  return { policy, cookie: await verifiedPolicyCookie(policy, PURPOSE) }
}

const start = (cookie: string, body: unknown = {}) => postJson(DUE, body, { headers: { cookie } })

const follow = (url: URL | string, init: RequestInit = {}) =>
  fetch(new URL(url.toString(), BASE_URL), { redirect: 'manual', ...init })

function webhook(body: unknown, secret = SECRET, raw?: string) {
  const text = raw ?? JSON.stringify(body)
  return fetch(new URL('/api/v1/renewal-payment/webhook', BASE_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(text).digest('hex'),
    },
    body: text,
  })
}

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        order_id: orderId,
        amount,
        currency: 'INR',
        status: 'captured',
      },
    },
  },
  created_at: Math.floor(Date.now() / 1000),
})

async function startedOrder(cookie: string) {
  const started = await start(cookie)
  expect(started.status).toBe(200)
  const data = started.body.data as unknown as {
    reference: string
    checkout: { method: string; url: string }
  }
  const order = new URL(data.checkout.url, BASE_URL).searchParams.get('order')!
  return { reference: data.reference, order, checkout: data.checkout }
}

describe('renewal payment', () => {
  it('shows the due premium, stores the payment once, pays through the sandbox and issues the receipt', async () => {
    const { policy, cookie } = await duePolicy()
    const due = await getJson(DUE, cookie)
    expect(due.status).toBe(200)
    expect(due.body.data).toMatchObject({
      policy: { policyNumber: policy.policyNumber },
      due: {
        state: 'due',
        // Due after 22 Sep 2025: no GST, so the premium of ₹2,400 is the amount.
        instalments: [{ due_date: indianDay(5), premium_paise: 240000, gst_paise: 0, amount_paise: 240000 }],
        total_paise: 240000,
        gst_paise: 0,
        gst_note: 'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
        cash_allowed: true,
      },
      cash_limit: '₹49,999',
    })

    const first = await startedOrder(cookie)
    expect(first.checkout).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^\/renewal-payment\/sandbox\?order=order_/),
    })
    // A second click reuses the stored payment and its order: nothing doubled.
    const second = await startedOrder(cookie)
    expect(second).toEqual(first)
    const [stored, ...others] = await paymentsOf(policy.policyNumber)
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      reference: first.reference,
      status: 'pending',
      amountPaise: 240000,
      gstPaise: 0,
      attempts: 2,
    })

    const back = await sandboxReturn(first.order, 'pay')
    expect(back.pathname).toBe('/api/v1/renewal-payment/callback')
    const landed = await follow(back)
    expect(landed.status).toBe(303)
    expect(landed.headers.get('location')).toBe(`/renewal-payment/receipt?ref=${first.reference}`)
    const [paid] = await paymentsOf(policy.policyNumber)
    expect(paid).toMatchObject({
      status: 'paid',
      gatewayPaymentId: back.searchParams.get('razorpay_payment_id'),
    })

    // The same return again: the same receipt, nothing changes.
    const replay = await follow(back)
    expect(replay.status).toBe(303)
    expect(replay.headers.get('location')).toBe(`/renewal-payment/receipt?ref=${first.reference}`)
    expect((await paymentsOf(policy.policyNumber))[0]).toEqual(paid)

    const page = await follow(`/renewal-payment/receipt?ref=${first.reference}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const text of [
      first.reference,
      policy.policyNumber,
      '₹2,400',
      back.searchParams.get('razorpay_payment_id')!,
    ])
      expect(html).toContain(text)
    const pdf = await follow(`/api/v1/renewal-payment/receipt?ref=${first.reference}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await pdf.arrayBuffer())
    for (const expected of [first.reference, policy.policyNumber, 'Amount received', '₹2,400'])
      expect(text).toContain(expected)
    expect(text.replace(/\s+/g, ' ')).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )

    // Paid: nothing is due any more, and paying again is refused.
    const after = await getJson(DUE, cookie)
    expect(after.body.data).toMatchObject({ due: { state: 'nothing-due' } })
    expect((await start(cookie)).status).toBe(400)
    expect(await paymentsOf(policy.policyNumber)).toHaveLength(1)
  })

  it('a tampered return (signature, order, payment id, unsigned) is refused with 400 and changes nothing', async () => {
    const { policy, cookie } = await duePolicy()
    const { order } = await startedOrder(cookie)
    const other = await duePolicy()
    const otherOrder = (await startedOrder(other.cookie)).order
    const back = await sandboxReturn(order, 'pay')
    const tamper = (name: string, value: string | null) => {
      const url = new URL(back)
      if (value === null) url.searchParams.delete(name)
      else url.searchParams.set(name, value)
      return follow(url)
    }
    const signature = back.searchParams.get('razorpay_signature')!
    expect(
      (await tamper('razorpay_signature', signature.replace(/^./, signature[0] === 'a' ? 'b' : 'a'))).status,
    ).toBe(400)
    expect((await tamper('razorpay_order_id', otherOrder)).status).toBe(400)
    expect((await tamper('razorpay_payment_id', 'pay_forged000000')).status).toBe(400)
    expect((await tamper('razorpay_signature', null)).status).toBe(400)
    const forged = new URL(back)
    forged.searchParams.set(
      'razorpay_signature',
      createHmac('sha256', 'not-the-secret')
        .update(`${order}|${back.searchParams.get('razorpay_payment_id')}`)
        .digest('hex'),
    )
    expect((await follow(forged)).status).toBe(400)
    expect((await paymentsOf(policy.policyNumber))[0]).toMatchObject({
      status: 'pending',
      gatewayPaymentId: null,
    })
    expect((await paymentsOf(other.policy.policyNumber))[0]).toMatchObject({ status: 'pending' })

    // A body past the callback's limit is refused whole.
    const big = await follow('/api/v1/renewal-payment/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${back.searchParams}&pad=${'x'.repeat(9000)}`,
    })
    expect(big.status).toBe(413)
    // The genuine return, posted as Razorpay posts it, completes it.
    const posted = await follow('/api/v1/renewal-payment/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: back.searchParams.toString(),
    })
    expect(posted.status).toBe(303)
    expect((await paymentsOf(policy.policyNumber))[0]).toMatchObject({ status: 'paid' })
  })

  it('the webhook: signature checked, the amount must equal the stored one, replays change nothing', async () => {
    expect(SECRET.length).toBeGreaterThanOrEqual(32)
    const { policy, cookie } = await duePolicy()
    const { order } = await startedOrder(cookie)

    expect((await webhook(captured(order, 'pay_hookA0000001', 240001))).status).toBe(400)
    expect((await webhook(captured(order, 'pay_hookA0000001', 240000), 'x'.repeat(40))).status).toBe(400)
    expect((await webhook(captured('order_unknown00000', 'pay_hookA0000001', 240000))).status).toBe(400)
    const oversize = await webhook(
      null,
      SECRET,
      JSON.stringify({ ...captured(order, 'pay_hookA0000001', 240000), pad: 'x'.repeat(70_000) }),
    )
    expect(oversize.status).toBe(413)
    expect((await paymentsOf(policy.policyNumber))[0]).toMatchObject({ status: 'pending' })

    const ok = await webhook(captured(order, 'pay_hookA0000001', 240000))
    expect(ok.status).toBe(200)
    const [paid] = await paymentsOf(policy.policyNumber)
    expect(paid).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_hookA0000001' })
    const again = await webhook(captured(order, 'pay_hookA0000001', 240000))
    expect(again.status).toBe(200)
    expect(((await again.json()) as { message: string }).message).toBe('Already recorded')
    expect((await webhook(captured(order, 'pay_hookB0000002', 240000))).status).toBe(409)
    expect((await paymentsOf(policy.policyNumber))[0]).toEqual(paid)
  })

  it('a failed payment is recorded from the gateway, and the retry reuses the same payment and order', async () => {
    const { policy, cookie } = await duePolicy()
    const first = await startedOrder(cookie)
    const back = await sandboxReturn(first.order, 'fail')
    const landed = await follow(back)
    expect(landed.status).toBe(303)
    expect(landed.headers.get('location')).toBe(`/renewal-payment?payment=failed&ref=${first.reference}`)
    expect((await paymentsOf(policy.policyNumber))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined in the sandbox',
    })
    const retry = await startedOrder(cookie)
    expect(retry).toEqual(first)
    await follow(await sandboxReturn(retry.order, 'pay'))
    const all = await paymentsOf(policy.policyNumber)
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ status: 'paid', attempts: 2 })
  })

  it('gateway down: the page’s message, the stored payment stays, a retry does not make a second one', async () => {
    const { policy, cookie } = await duePolicy({ premium: 1503 })
    const down = await start(cookie)
    expect(down.status).toBe(503)
    expect(down.body.message).toBe(
      'We could not reach the payment gateway. No money has been taken; please try again in a few minutes.',
    )
    const reference = (down.body.data as unknown as { reference: string }).reference
    expect(await paymentsOf(policy.policyNumber)).toEqual([
      expect.objectContaining({ reference, status: 'created', gatewayOrderId: null, amountPaise: 150300 }),
    ])
    const again = await start(cookie)
    expect(again.status).toBe(503)
    expect((again.body.data as unknown as { reference: string }).reference).toBe(reference)
    expect(await paymentsOf(policy.policyNumber)).toEqual([
      expect.objectContaining({ reference, attempts: 2 }),
    ])
  })

  it('OTP binding: no credential, or one verified for another page, unlocks nothing; a credential is its own policy’s', async () => {
    const { policy } = await duePolicy()
    expect((await getJson(DUE)).status).toBe(401)
    expect((await start('')).status).toBe(401)
    const nach = await verifiedPolicyCookie(policy, 'NACH_ACTIVATION_PAGE')
    expect((await getJson(DUE, nach)).status).toBe(401)
    expect((await start(nach)).status).toBe(401)
    expect(await paymentsOf(policy.policyNumber)).toEqual([])

    // Another policy's renewal credential answers for that policy only, whatever the request names.
    const other = await duePolicy()
    const answer = await getJson(`${DUE}?policy_number=${policy.policyNumber}`, other.cookie)
    expect(answer.body.data).toMatchObject({ policy: { policyNumber: other.policy.policyNumber } })
    await start(other.cookie, { policy_number: policy.policyNumber })
    expect(await paymentsOf(policy.policyNumber)).toEqual([])
  })

  it('nothing due, lapsed and stale amounts are explained, never charged', async () => {
    const later = await duePolicy({ nextDueDate: indianDay(90) })
    expect((await getJson(DUE, later.cookie)).body.data).toMatchObject({
      due: {
        state: 'nothing-due',
        message: 'There is no premium due on this policy right now.',
        next_due_date: indianDay(90),
      },
    })
    expect((await start(later.cookie)).status).toBe(400)

    const lapsed = await duePolicy({ status: 'lapsed', nextDueDate: indianDay(-60) })
    const refused = await start(lapsed.cookie)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/past its grace period/)

    const stale = await duePolicy()
    expect((await start(stale.cookie, { total_paise: 100 })).status).toBe(409)
    expect(await paymentsOf(stale.policy.policyNumber)).toEqual([])
  })

  it('payments are the service desk’s: read and CSV export; nobody else reads them, nobody edits them', async () => {
    const admin = await adminAuthorization()
    const editor = await staffAuthorization('editor', admin)
    const grievanceDesk = await staffAuthorization('grievance_desk', admin)
    const serviceDesk = await staffAuthorization('service_desk', admin)
    const { policy, cookie } = await duePolicy()
    const { reference } = await startedOrder(cookie)
    for (const who of [undefined, editor, grievanceDesk])
      expect((await follow('/cms/api/payments', { headers: who ? { authorization: who } : {} })).status).toBe(
        403,
      )
    expect((await follow('/cms/api/payments', { headers: { authorization: serviceDesk } })).status).toBe(200)

    const csv = await follow('/api/admin/export/payments', { headers: { authorization: serviceDesk } })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('reference,createdAt,policyNumber,amountPaise,dueDates,status,gateway')
    // The GST in each amount, last on the header line.
    expect(text).toContain(',maskedMobile,gstPaise\r\n')
    expect(text).toContain(`${reference},`)
    expect((await follow('/api/admin/export/payments', { headers: { authorization: editor } })).status).toBe(
      403,
    )

    const [stored] = await paymentsOf(policy.policyNumber)
    for (const who of [admin, serviceDesk]) {
      const edit = await fetch(new URL(`/cms/api/payments/${stored!.id}`, BASE_URL), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: who },
        body: JSON.stringify({ status: 'paid' }),
      })
      expect(edit.status).toBe(403)
    }
    expect((await paymentsOf(policy.policyNumber))[0]).toMatchObject({ status: 'pending' })
  }, 60_000)
})
