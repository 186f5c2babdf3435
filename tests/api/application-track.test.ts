/**
 * Buy online (issue 43), tracking: a paid application's status for its number and the mobile it was paid with,
 * proved by OTP (TRACK_APPLICATION_PAGE), with one neutral answer for an unknown number and another mobile; staff
 * move the status in the admin (allowed moves only) and the visitor is told each change once by SMS, under the
 * application status DLT template (SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS, set by scripts/test.mjs).
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support/http'
import { freshPhone, outbox } from './support/otp'
import { adminAuthorization } from './support/policy'
import { call, paidProposal, start, stored } from './support/proposals'
import { verifiedProof } from './support/service-forms'

const TEMPLATE = process.env.SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS || '1107000000000000105'
const NEUTRAL =
  'We found no application with this number for this mobile. Please check the number in the SMS we sent you when you paid.'

async function track(number: string, mobile: string, proof?: string) {
  return call('/api/v1/applications/track', {
    application_number: number,
    mobile,
    auth_token: proof ?? (await verifiedProof(mobile, 'TRACK_APPLICATION_PAGE')),
  })
}

/** Staff's save in the admin: the status field of the proposal, through the CMS's REST API as the admin. */
async function move(id: number | string, applicationStatus: string) {
  const res = await fetch(new URL(`/cms/api/proposals/${id}`, BASE_URL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
    body: JSON.stringify({ applicationStatus }),
  })
  const body = (await res.json()) as {
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return { status: res.status, refusal: body.errors?.[0]?.data?.errors?.[0] }
}

const statusSms = async (phone: string) =>
  (await outbox(phone)).filter((message) => message.text.includes(' is now "'))

describe('track my application', () => {
  it('shows the status of a paid application for its number and its mobile proved by OTP', async () => {
    const { number, phone } = await paidProposal()
    const answer = await track(number.toLowerCase(), phone)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      application_number: number,
      plan: 'Sahyog Smart Term',
      status: 'submitted',
      status_label: 'Submitted',
      status_line:
        'We have received your application and your first premium. Our team will look at it shortly.',
    })
    expect(Date.parse(answer.body.data!.changed_at as string)).toBeGreaterThan(Date.now() - 10 * 60_000)
  })

  it('answers an unknown number and another mobile’s number alike, and nothing without an OTP', async () => {
    const { number, phone } = await paidProposal()
    const other = await track(number, freshPhone())
    const unknown = await track('SLA-2019-0000001', phone)
    expect(other.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(other.body.message).toBe(NEUTRAL)
    expect(unknown.body).toEqual(other.body)

    const unproved = await track(number, phone, 'not-a-proof')
    expect(unproved.status).toBe(401)
    expect(unproved.body.data).toBeUndefined()

    const bad = await track('12345', phone, 'x')
    expect(bad.status).toBe(400)
    expect(bad.body.data!.errors).toEqual({
      application_number: 'Enter the application number from your SMS, like SLA-2026-0000001.',
    })
  })

  it('tells each status staff set once by SMS under its DLT template, and refuses a move back', async () => {
    const { id, ref, number, phone } = await paidProposal()
    expect(await statusSms(phone)).toHaveLength(0)

    expect((await move(id, 'under-review')).status).toBe(200)
    expect((await move(id, 'issued')).status).toBe(200)
    // Saving the same status again moves nothing and sends nothing.
    expect((await move(id, 'issued')).status).toBe(200)

    const sms = await statusSms(phone)
    expect(sms.map((message) => message.text).reverse()).toEqual([
      `Sahyog Life: your application ${number} is now "Under review". Track it on our website under Track my application.`,
      `Sahyog Life: your application ${number} is now "Issued". Track it on our website under Track my application.`,
    ])
    for (const message of sms) expect(message.dltTemplateId).toBe(TEMPLATE)

    const record = await stored(ref)
    expect(record.applicationStatus).toBe('issued')
    expect((record.statusHistory as { status: string; sms: string }[]).map((c) => [c.status, c.sms])).toEqual(
      [
        ['under-review', 'sent'],
        ['issued', 'sent'],
      ],
    )

    const back = await move(id, 'submitted')
    expect(back.status).toBe(400)
    expect(back.refusal).toMatchObject({
      path: 'applicationStatus',
      message: 'An application that is "Issued" is final: its status cannot change.',
    })
    expect((await move(id, 'refunded')).status).toBe(400)
    expect((await stored(ref)).applicationStatus).toBe('issued')
    expect(await statusSms(phone)).toHaveLength(2)

    const tracked = await track(number, phone)
    expect(tracked.body.data).toMatchObject({
      status: 'issued',
      status_line: 'Your policy has been issued. The policy documents will reach you by email and by post.',
    })
    expect((tracked.body.data!.changes as { status: string }[]).map((c) => c.status)).toEqual([
      'submitted',
      'under-review',
      'issued',
    ])
  })

  it('refunds only a declined application, and gives no status to an unpaid proposal', async () => {
    const { id } = await paidProposal()
    expect((await move(id, 'refunded')).refusal?.message).toBe(
      'An application that is "Submitted" cannot become "Refunded". From "Submitted" it can become: ' +
        '"Documents needed", "Medical test scheduled", "Under review", "Issued", "Declined".',
    )
    expect((await move(id, 'declined')).status).toBe(200)
    expect((await move(id, 'refunded')).status).toBe(200)

    const draft = await start(freshPhone())
    const unpaid = await stored(draft.ref)
    const refused = await move(unpaid.id as number, 'issued')
    expect(refused.status).toBe(400)
    expect(refused.refusal?.message).toBe(
      'Only a paid application has a status: this proposal has no application number yet.',
    )
  })
})
