/**
 * Buy online (issue 43), a refund on decline: when staff decline an application, its first premium goes back
 * through the payment gateway (the sandbox here), once, recorded on the payment, and the application becomes
 * "Refunded", each change told by SMS. A gateway failure leaves it "Declined" with the failure on the payment, for
 * staff to try again by moving it to "Refunded"; no second move ever refunds twice.
 */
import { describe, expect, it } from 'vitest'

import { move, paymentOf, sandboxRefunds } from './support/applications'
import { outbox } from './support/otp'
import { paidProposal, stored } from './support/proposals'

const statusSms = async (phone: string) =>
  (await outbox(phone))
    .filter((message) => message.text.includes(' is now "'))
    .map((message) => /is now "([^"]+)"/.exec(message.text)![1])
    .reverse()

describe('a declined application’s first premium', () => {
  it('is refunded through the gateway once, recorded on the payment, and the visitor told by SMS', async () => {
    const { id, ref, phone } = await paidProposal()
    const declined = await move(id, 'declined')
    expect(declined.status).toBe(200)
    expect(declined.doc).toMatchObject({ applicationStatus: 'refunded' })

    const payment = await paymentOf(ref)
    expect(payment).toMatchObject({
      status: 'paid',
      refundStatus: 'refunded',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
      refundPaise: payment.amountPaise,
    })
    expect(Date.parse(payment.refundedAt as string)).toBeGreaterThan(Date.now() - 5 * 60_000)
    const record = await stored(ref)
    expect(record.applicationStatus).toBe('refunded')
    expect((record.statusHistory as { status: string; sms: string }[]).map((c) => [c.status, c.sms])).toEqual(
      [
        ['declined', 'sent'],
        ['refunded', 'sent'],
      ],
    )
    expect(await statusSms(phone)).toEqual(['Declined', 'Refunded'])

    // A second move never refunds again: refunded is final, and saving it again changes nothing.
    expect((await move(id, 'refunded')).status).toBe(200)
    const back = await move(id, 'declined')
    expect(back.status).toBe(400)
    expect(back.refusal?.message).toBe(
      'An application that is "Refunded" is final: its status cannot change.',
    )
    const after = await paymentOf(ref)
    expect(after.gatewayRefundId).toBe(payment.gatewayRefundId)
    expect(after.refundedAt).toBe(payment.refundedAt)
    expect(await statusSms(phone)).toEqual(['Declined', 'Refunded'])
  })

  it('stays declined when the gateway fails, with the reason on the payment, and is refunded on a retry', async () => {
    const { id, ref, phone } = await paidProposal()
    const order = (await paymentOf(ref)).gatewayOrderId as string
    await sandboxRefunds(order, 'down')

    expect((await move(id, 'declined')).status).toBe(200)
    expect((await stored(ref)).applicationStatus).toBe('declined')
    const failed = await paymentOf(ref)
    expect(failed).toMatchObject({ status: 'paid', refundStatus: 'failed' })
    expect(failed.refundFailure).toMatch(/down for refunds/)
    expect(failed.gatewayRefundId ?? null).toBeNull()

    // Staff try again while the gateway is still down: refused with the reason, nothing changes.
    const retry = await move(id, 'refunded')
    expect(retry.status).toBe(400)
    expect(retry.refusal).toMatchObject({
      path: 'applicationStatus',
      message: expect.stringMatching(
        /^The refund did not go through at the payment gateway \(.+\)\. The application stays "Declined"/,
      ),
    })
    expect((await stored(ref)).applicationStatus).toBe('declined')
    expect(await statusSms(phone)).toEqual(['Declined'])

    await sandboxRefunds(order, 'up')
    expect((await move(id, 'refunded')).status).toBe(200)
    const refunded = await paymentOf(ref)
    expect(refunded).toMatchObject({
      refundStatus: 'refunded',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    })
    expect(refunded.refundFailure ?? null).toBeNull()
    expect((await stored(ref)).applicationStatus).toBe('refunded')
    expect(await statusSms(phone)).toEqual(['Declined', 'Refunded'])
    expect((await move(id, 'refunded')).status).toBe(200)
    expect((await paymentOf(ref)).gatewayRefundId).toBe(refunded.gatewayRefundId)
  })
})
