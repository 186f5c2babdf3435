/**
 * Buy online (issue 43), the first premium: from the review, POST /api/v1/proposals/{ref}/pay works the amount out
 * from the proposal's saved quote (₹10,500 a year, no GST: individual life premiums are exempt from 22 Sep 2025),
 * stores the payment (kind first-premium) and sends the browser to the gateway's checkout (the local sandbox, which
 * signs like Razorpay). The signed return marks the proposal paid once with an application number, an SMS (the
 * console provider's outbox) and a PDF of the proposal as submitted. Tampered amounts, replayed returns and second
 * payments are refused and change nothing.
 */
import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { pdfText } from '../support/pdf'
import { BASE_URL, sandboxReturn } from './support/http'
import { freshPhone, outbox } from './support/otp'
import { adminAuthorization } from './support/policy'
import { call, completedProposal, PERSONAL, start, stored, WORK } from './support/proposals'

const SECRET = process.env.PAYMENT_LOCAL_SECRET ?? ''
const AMOUNT = 1_050_000
const APPLICATION = /^SLA-\d{4}-\d{7}$/

const pay = (ref: string, cookie: string, body: unknown = { declaration: true }) =>
  call(`/api/v1/proposals/${ref}/pay`, body, cookie)

/** Pays and answers the sandbox order of the checkout. */
async function checkoutOrder(ref: string, cookie: string) {
  const paid = await pay(ref, cookie, { declaration: true, amount_paise: AMOUNT })
  expect(paid.status).toBe(200)
  const checkout = paid.body.data!.checkout as { method: string; url: string }
  expect(checkout.method).toBe('GET')
  expect(checkout.url).toMatch(/^\/renewal-payment\/sandbox\?order=order_/)
  return new URL(checkout.url, BASE_URL).searchParams.get('order')!
}

const follow = (url: URL) => fetch(url, { redirect: 'manual' })

async function paymentsOf(ref: string) {
  const res = await fetch(new URL(`/cms/api/payments?where[policyNumber][equals]=${ref}&depth=0`, BASE_URL), {
    headers: { authorization: await adminAuthorization() },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

function webhook(orderId: string, paymentId: string, amount: number) {
  const text = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
  })
  return fetch(new URL('/api/v1/renewal-payment/webhook', BASE_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', SECRET).update(text).digest('hex'),
    },
    body: text,
  })
}

describe('the first premium of a proposal', () => {
  it('pays from the review, lands on the proposal with an application number, an SMS and the PDF', async () => {
    const { ref, cookie, phone } = await completedProposal()

    // The review shows the premium, its GST and the total, worked out by the server.
    const read = await call(`/api/v1/proposals/${ref}`, undefined, cookie)
    expect(read.body.data).toMatchObject({
      status: 'draft',
      applicationNumber: null,
      payment: { premium: 10_500, gst: 0, total: 10_500, total_paise: AMOUNT, gst_pct: 0 },
    })
    expect((read.body.data!.payment as { gst_line: string }).gst_line).toMatch(/exempt/)
    // No PDF before the premium is paid.
    expect((await call(`/api/v1/proposals/${ref}/pdf`, undefined, cookie)).status).toBe(404)

    const order = await checkoutOrder(ref, cookie)
    expect(await stored(ref)).toMatchObject({ status: 'submitted', applicationNumber: null })
    const [payment] = await paymentsOf(ref)
    expect(payment).toMatchObject({
      kind: 'first-premium',
      amountPaise: AMOUNT,
      gstPaise: 0,
      status: 'pending',
    })

    // A second click reuses the same payment and order.
    expect(await checkoutOrder(ref, cookie)).toBe(order)
    expect(await paymentsOf(ref)).toHaveLength(1)

    const back = await sandboxReturn(order)
    expect(back.pathname).toBe('/api/v1/renewal-payment/callback')
    const landed = await follow(back)
    expect(landed.status).toBe(303)
    expect(landed.headers.get('location')).toBe(`/proposal/${ref}`)

    const record = await stored(ref)
    expect(record).toMatchObject({
      status: 'paid',
      applicationSms: 'sent',
      paymentReference: payment!.reference,
    })
    const number = record.applicationNumber as string
    expect(number).toMatch(APPLICATION)
    expect(number.slice(4, 8)).toBe(String(new Date(Date.now() + 330 * 60_000).getUTCFullYear()))
    expect((await paymentsOf(ref))[0]).toMatchObject({ status: 'paid' })

    const after = await call(`/api/v1/proposals/${ref}`, undefined, cookie)
    expect(after.body.data).toMatchObject({ status: 'paid', applicationNumber: number })

    const sms = (await outbox(phone)).filter((message) => message.text.includes(number))
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toBe(
      `Sahyog Life: we have received your application ${number} for Sahyog Smart Term with the first premium of ₹10,500. We will keep you informed of its progress.`,
    )

    // The proposal as submitted, for the holder of the proposal's credential only.
    const pdf = await fetch(new URL(`/api/v1/proposals/${ref}/pdf`, BASE_URL), { headers: { cookie } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain(number)
    expect(text).toContain('Kavya Menon')
    expect(text).toContain('₹10,500')
    expect((await fetch(new URL(`/api/v1/proposals/${ref}/pdf`, BASE_URL))).status).toBe(401)
  })

  it('refuses to pay a proposal whose steps are not all saved, and keeps what is saved', async () => {
    const phone = freshPhone()
    const { ref, cookie } = await start(phone)
    expect((await call(`/api/v1/proposals/${ref}/steps/personal`, PERSONAL, cookie)).status).toBe(200)
    const early = await pay(ref, cookie)
    expect(early.status).toBe(400)
    expect(early.body.message).toBe('Please complete every step before submitting')
    expect(await stored(ref)).toMatchObject({ status: 'draft', step: 'work' })
    expect(await paymentsOf(ref)).toHaveLength(0)
  })

  it('refuses a missing declaration and a tampered amount, charging nothing and changing nothing', async () => {
    const { ref, cookie } = await completedProposal()
    const undeclared = await pay(ref, cookie, { amount_paise: AMOUNT })
    expect(undeclared.status).toBe(400)
    expect(undeclared.body.data!.errors).toEqual({
      declaration: 'Please accept the declaration before submitting',
    })

    const tampered = await pay(ref, cookie, { declaration: true, amount_paise: 100 })
    expect(tampered.status).toBe(400)
    expect(tampered.body.message).toBe(
      'The amount does not match the premium of this proposal, ₹10,500. Please check the premium and pay again.',
    )
    expect(tampered.body.data).toMatchObject({ payment: { total_paise: AMOUNT } })
    const record = await stored(ref)
    expect(record).toMatchObject({ status: 'draft', applicationNumber: null })
    expect((record.answers as Record<string, unknown>).work).toEqual(WORK)
    expect(await paymentsOf(ref)).toHaveLength(0)
  })

  it('refuses a replayed return, a tampered one, a gateway amount other than the stored one and a second payment', async () => {
    const { ref, cookie, phone } = await completedProposal()
    const order = await checkoutOrder(ref, cookie)
    const back = await sandboxReturn(order)

    // Tampered: a signature that is not the gateway's → 400, nothing changes (and the return is not used up).
    const forged = new URL(back)
    forged.searchParams.set('razorpay_signature', 'f'.repeat(64))
    const refused = await follow(forged)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ status: false, message: 'The payment answer is not valid.' })
    // The gateway says it received another amount than the stored one → 400.
    expect((await webhook(order, 'pay_otherAmount01', AMOUNT + 100)).status).toBe(400)
    expect(await stored(ref)).toMatchObject({ status: 'submitted', applicationNumber: null })

    expect((await follow(back)).status).toBe(303)
    const number = (await stored(ref)).applicationNumber as string
    expect(number).toMatch(APPLICATION)

    // The same return again: refused, nothing changes, no second SMS.
    const replayed = await follow(back)
    expect(replayed.status).toBe(409)
    expect(await replayed.json()).toMatchObject({
      status_code: 409,
      status: false,
      message:
        'This payment answer has already been used. Nothing was charged again; open your proposal to see its payment.',
    })
    // The gateway's own notice of the same payment is recorded once (a gateway retries anything but 2xx).
    const paymentId = back.searchParams.get('razorpay_payment_id')!
    expect((await webhook(order, paymentId, AMOUNT)).status).toBe(200)
    // Another payment for the paid proposal: refused at the gateway's notice and at "Pay".
    expect((await webhook(order, 'pay_secondOne0001', AMOUNT)).status).toBe(409)
    const again = await pay(ref, cookie)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The first premium of this proposal is already paid.')

    expect(await stored(ref)).toMatchObject({ status: 'paid', applicationNumber: number })
    expect(await paymentsOf(ref)).toEqual([
      expect.objectContaining({ status: 'paid', gatewayPaymentId: paymentId }),
    ])
    expect(
      (await outbox(phone)).filter((message) => message.text.includes('received your application')),
    ).toHaveLength(1)
  })

  it('keeps the proposal after a failed checkout and takes the same payment again', async () => {
    const { ref, cookie } = await completedProposal()
    const order = await checkoutOrder(ref, cookie)
    const failed = await follow(await sandboxReturn(order, 'fail'))
    expect(failed.status).toBe(303)
    expect(failed.headers.get('location')).toBe(`/proposal/${ref}?payment=failed`)
    expect(await stored(ref)).toMatchObject({ status: 'submitted', applicationNumber: null })
    expect((await paymentsOf(ref))[0]).toMatchObject({ status: 'failed' })

    // Paying again needs no second declaration and reuses the payment and its order.
    expect(await checkoutOrder(ref, cookie)).toBe(order)
    expect((await follow(await sandboxReturn(order))).status).toBe(303)
    expect((await stored(ref)).applicationNumber).toMatch(APPLICATION)
    expect(await paymentsOf(ref)).toEqual([expect.objectContaining({ status: 'paid' })])
  })

  it('gives proposals paid at the same moment different application numbers', async () => {
    const proposals = await Promise.all([completedProposal(), completedProposal(), completedProposal()])
    const returns = await Promise.all(
      proposals.map(async ({ ref, cookie }) => sandboxReturn(await checkoutOrder(ref, cookie))),
    )
    const landed = await Promise.all(returns.map(follow))
    expect(landed.map((res) => res.status)).toEqual([303, 303, 303])
    const numbers = await Promise.all(proposals.map(async ({ ref }) => (await stored(ref)).applicationNumber))
    for (const number of numbers) expect(number).toMatch(APPLICATION)
    expect(new Set(numbers).size).toBe(3)
  })
})
