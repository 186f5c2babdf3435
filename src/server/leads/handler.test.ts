/**
 * The contact lead form's OTP handler against a real database: what is stored at send, what verification changes,
 * and that repeats never make a second lead or a second CRM delivery.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LEAD_CONSENT_NOTICE_VERSION } from '@/domain/leads/statuses'
import type { ISendOtpData } from '@/domain/otp/protocol'

import { OtpInputError } from '@/domain/otp/purpose-handler'
import { openSqlitePayload } from '@/testing/sqlite-payload'
import { createLeadOtpHandler } from './handler'

// Real database work on a shared, sometimes busy machine: more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 })

let payload: Payload
let close: () => Promise<void>
const afterVerified = vi.fn()

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
}, 120_000)
afterAll(() => close?.())

const handler = () =>
  createLeadOtpHandler({
    payload: async () => payload,
    secret: () => 'handler-test-secret-long-enough-1234567',
    processCode: () => 'DIGITAL',
    afterVerified,
  })

const PHONE = '9876543210'
let sessions = 0

/** What the lead panel sends with sendOtp (B's leadSendOtpData), overridable per test. */
const formData = (overrides: Record<string, unknown> = {}): ISendOtpData => ({
  phone_number: PHONE,
  url: 'http://localhost:3000/contact-us?utm_source=google',
  Source: 'WEB',
  SourcePage: 'QUICK_LINKS',
  full_name: 'Asha Devi Rao',
  full_email: 'asha.rao@example.in',
  prefferd_language: 'Tamil',
  is_submit_contact: true,
  utm_params: [
    { key: 'utm_source', value: 'google' },
    { key: 'utm_campaign', value: 'term-plans' },
  ],
  // A browser cannot change the defaults the CRM relies on.
  Campaign: 'free-money',
  ...overrides,
})

const send = (data: ISendOtpData, sessionId = `s-${++sessions}`) =>
  handler().onSend!({
    purpose: 'QUICK_LINKS',
    phone: PHONE,
    sessionId,
    data,
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    referer: 'http://localhost:3000/contact-us',
  }).then(() => sessionId)

const leadOf = async (sessionId: string) =>
  (await payload.find({ collection: 'leads', where: { otpSessionId: { equals: sessionId } }, depth: 0 })).docs

describe('contact lead at send', () => {
  it.each([
    [{ full_name: '' }, 'Name is required'],
    [{ full_name: 'As' }, 'Name must be at least 3 characters.'],
    [{ full_name: ' Asha' }, 'Space should not be at the beginning'],
    [{ full_name: 'A'.repeat(65) }, 'Name should not exceed above 64 characters'],
    [{ full_email: '' }, 'Please enter the email id'],
    [{ full_email: 'asha@' }, 'Please enter valid email id'],
    [{ prefferd_language: 'French' }, 'Please select your preferred language'],
    [{ is_submit_contact: false }, 'Please accept the terms before proceeding'],
    [{ is_submit_contact: 'yes' }, 'Please accept the terms before proceeding'],
  ])('refuses %j with the form message, storing nothing', async (override, message) => {
    const sessionId = `bad-${++sessions}`
    const error = await send(formData(override), sessionId).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OtpInputError)
    expect((error as Error).message).toBe(message)
    expect(await leadOf(sessionId)).toHaveLength(0)
  })

  it('stores the lead before the SMS: unverified, held back from the CRM, with the spec payload and consent', async () => {
    const before = Date.now()
    const sessionId = await send(formData())
    const [lead] = await leadOf(sessionId)
    expect(lead).toMatchObject({
      fullName: 'Asha Devi Rao',
      phone: PHONE,
      email: 'asha.rao@example.in',
      preferredLanguage: 'Tamil',
      status: 'PREOFFERED',
      otpStatus: 'not_verified',
      crmStatus: 'held',
      crmAttempts: 0,
      sourcePage: 'QUICK_LINKS',
      consentGiven: true,
      consentNoticeVersion: LEAD_CONSENT_NOTICE_VERSION,
      pageUrl: 'http://localhost:3000/contact-us?utm_source=google',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    })
    expect(Date.parse(lead!.consentAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(lead!.ipHash).toMatch(/^[\w-]{22}$/)
    expect(lead!.ipHash).not.toContain('198.51.100.7')
    expect(lead!.crmIdempotencyKey).toMatch(/^lead-[0-9a-f-]{36}$/)
    expect(lead!.payload).toMatchObject({
      FirstName: 'Asha',
      MiddleName: 'Devi',
      LastName: 'Rao',
      CustomerName: 'Asha Devi Rao',
      EmailID: 'asha.rao@example.in',
      phone_number: PHONE,
      preferred_language: 'Tamil',
      IsAgreed: true,
      Source: 'WEB',
      SourcePage: 'QUICK_LINKS',
      Process: 'DIGITAL',
      Campaign: 'contactus',
      CampaignID: 'Website_contactus',
      CampaignType: 'ORGANIC',
      Channel: 'DIGITAL_WEB_TAMIL',
      Tenure: 1,
      UserType: 'cust',
      PaymentStatus: 'ND',
      ApplicationStatus: 'PREOFFERED',
      last_otp_verified_status: false,
      utm_source: 'google',
      utm_campaign: 'term-plans',
      utm_medium: '',
      utm_params: [
        { key: 'utm_source', value: 'google' },
        { key: 'utm_campaign', value: 'term-plans' },
      ],
    })
  })

  it('stores the comment, plan and form type another part of the page opened the panel with', async () => {
    const sessionId = await send(
      formData({
        Comments: 'Retirement calculator: corpus needed ₹3,12,45,000; save ₹41,200 a month.',
        planName: 'Sahyog Smart Pension',
        form_type: 'calculator',
      }),
    )
    const [lead] = await leadOf(sessionId)
    expect(lead!.payload).toMatchObject({
      Comments: 'Retirement calculator: corpus needed ₹3,12,45,000; save ₹41,200 a month.',
      planName: 'Sahyog Smart Pension',
      Campaign: 'calculator',
      CampaignID: 'Website_calculator',
    })
  })

  it.each([
    [{ Comments: 'x'.repeat(501) }, 'Comments should not exceed 500 characters'],
    [{ Comments: { text: 'hi' } }, 'Comments must be text'],
    [{ form_type: 'admin' }, 'Unknown form type'],
  ])('refuses extras %#, storing nothing', async (override, message) => {
    const sessionId = `bad-extra-${++sessions}`
    const error = await send(formData(override), sessionId).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OtpInputError)
    expect((error as Error).message).toBe(message)
    expect(await leadOf(sessionId)).toHaveLength(0)
  })

  it('a second send in the same OTP session (a resend, a double click) keeps one lead', async () => {
    const sessionId = await send(formData())
    await send(formData({ full_name: 'Someone Else' }), sessionId)
    await Promise.all([send(formData(), sessionId), send(formData(), sessionId)])
    const leads = await leadOf(sessionId)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.fullName).toBe('Asha Devi Rao')
  })
})

describe('contact lead at verification', () => {
  it('marks it verified and hot, and queues it for the CRM once', async () => {
    afterVerified.mockClear()
    const sessionId = await send(formData())
    const verified = { purpose: 'QUICK_LINKS' as const, phone: PHONE, sessionId }
    await handler().onVerified!(verified)
    await handler().onVerified!(verified)
    const [lead] = await leadOf(sessionId)
    expect(lead).toMatchObject({
      otpStatus: 'verified',
      status: 'ACTIVE-HOT',
      crmStatus: 'pending',
      payload: {
        last_otp_verified_status: true,
        ApplicationLiveStatus: 'ACTIVE-HOT',
        CustomerName: 'Asha Devi Rao',
      },
    })
    expect(lead!.verifiedAt).toBeTruthy()
    expect(afterVerified).toHaveBeenCalledTimes(1)
  })

  it('a verification for a session without a lead changes nothing', async () => {
    afterVerified.mockClear()
    await handler().onVerified!({ purpose: 'QUICK_LINKS', phone: PHONE, sessionId: 'no-such-session' })
    expect(afterVerified).not.toHaveBeenCalled()
  })
})
