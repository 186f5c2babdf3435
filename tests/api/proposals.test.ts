/**
 * Buy online (issue 43): the proposal that follows a saved quote. POST /api/v1/proposals starts it for the mobile the
 * quote was saved with, proved by OTP (purpose PROPOSAL_PAGE); each step is checked by the server with the form's
 * rules and saved whole or not at all; the proposal is resumed on another device with the mobile and an OTP; the
 * review is submitted once, with the declaration. The saved quote is the Smart Term quote of quotes.test.ts: a man
 * of 30, ₹1 crore to age 55, ₹10,500 a year; the plan's income multiple is 25 (seed), so the cover needs a yearly
 * income of at least ₹4,00,000.
 */
import { describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'
import { freshPhone } from './support/otp'
import {
  call,
  HEALTH,
  NOMINEE,
  PERSONAL,
  savedQuote,
  start,
  stored,
  thisYear,
  WORK,
} from './support/proposals'
import { verifiedProof } from './support/service-forms'

describe('a proposal from a saved quote', () => {
  it('is started for the quote’s own mobile, saved step by step, resumed elsewhere by OTP and submitted once', async () => {
    const phone = freshPhone()
    const { ref, cookie, resumed } = await start(phone)
    expect(ref).toMatch(/^[a-hj-np-z2-9]{12}$/)
    expect(resumed).toBe(false)

    // The quote's premium, recomputed by the server, and the name and e-mail to start from.
    const read = await call(`/api/v1/proposals/${ref}`, undefined, cookie)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({
      status: 'draft',
      step: 'personal',
      prefill: { full_name: 'Kavya Menon', email: 'kavya.menon@example.in' },
      quote: { sumAssured: 10_000_000, mode: 'yearly', instalment: { total: 10_500 }, incomeNeeded: 400_000 },
    })

    let step = await call(`/api/v1/proposals/${ref}/steps/personal`, PERSONAL, cookie)
    expect(step.status).toBe(200)
    expect(step.body.data).toEqual({ step: 'work' })
    step = await call(`/api/v1/proposals/${ref}/steps/work`, WORK, cookie)
    expect(step.body.data).toEqual({ step: 'nominee' })

    // Another device: no credential opens nothing; the mobile and an OTP open the list and the proposal.
    expect((await call(`/api/v1/proposals/${ref}`)).status).toBe(401)
    const again = await call('/api/v1/proposals/resume', {
      mobile: phone,
      auth_token: await verifiedProof(phone, 'PROPOSAL_PAGE'),
    })
    expect(again.status).toBe(200)
    expect(again.body.data!.proposals).toEqual([
      expect.objectContaining({
        ref,
        url: `/proposal/${ref}`,
        planName: 'Sahyog Smart Term',
        step: 'nominee',
      }),
    ])
    const elsewhere = again.cookie!
    const resumedRead = await call(`/api/v1/proposals/${ref}`, undefined, elsewhere)
    expect(resumedRead.body.data).toMatchObject({
      step: 'nominee',
      answers: { personal: { pan: 'ABCPM1234K' } },
    })

    expect((await call(`/api/v1/proposals/${ref}/steps/nominee`, NOMINEE, elsewhere)).status).toBe(200)
    const health = await call(`/api/v1/proposals/${ref}/steps/health`, HEALTH, elsewhere)
    expect(health.body.data).toEqual({ step: 'review' })

    // The declaration is needed; then submitted, once.
    const undeclared = await call(`/api/v1/proposals/${ref}/submit`, {}, elsewhere)
    expect(undeclared.status).toBe(400)
    expect(undeclared.body.data!.errors).toEqual({
      declaration: 'Please accept the declaration before submitting',
    })
    const submitted = await call(`/api/v1/proposals/${ref}/submit`, { declaration: true }, elsewhere)
    expect(submitted.status).toBe(200)
    expect(submitted.body.message).toBe('Your proposal is submitted')
    expect(submitted.body.data).toEqual({ ref, needsReview: false })
    expect((await call(`/api/v1/proposals/${ref}/submit`, { declaration: true }, elsewhere)).status).toBe(409)
    expect((await call(`/api/v1/proposals/${ref}/steps/health`, HEALTH, elsewhere)).status).toBe(409)

    const record = await stored(ref)
    expect(record).toMatchObject({ status: 'submitted', step: 'done', fullName: 'Kavya Menon', phone })
    // Submitted, the premium not yet paid: it still holds the mobile's one unpaid proposal for the plan.
    expect(record.openKey).toBe(`${phone}:/life-insurance/sahyog-smart-term`)
    expect((record.answers as Record<string, unknown>).work).toEqual(WORK)
  })

  it('refuses a mobile other than the quote’s, a missing proof and an unknown quote, and stores nothing', async () => {
    const phone = freshPhone()
    const { quote } = await savedQuote(phone)
    const other = freshPhone()
    const wrong = await call('/api/v1/proposals', {
      quote,
      mobile: other,
      auth_token: await verifiedProof(other, 'PROPOSAL_PAGE'),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data!.errors).toEqual({
      mobile: 'Enter the mobile number this quote was saved with',
    })
    expect(wrong.cookie).toBeNull()
    const unproved = await call('/api/v1/proposals', { quote, mobile: phone, auth_token: 'x'.repeat(40) })
    expect(unproved.status).toBe(401)
    expect((await call('/api/v1/proposals', { quote: 'abcdefghjklm', mobile: phone })).status).toBe(404)
    expect((await call('/api/v1/proposals', { quote, mobile: '12345' })).status).toBe(400)
    expect((await call('/api/v1/proposals', 'not json')).status).toBe(400)
    const res = await get(`/cms/api/proposals?where[phone][in]=${phone},${other}&depth=0`, {
      headers: { Authorization: `JWT ${await adminToken()}` },
    })
    expect(((await res.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  it('starts on a device without the credential once the quote’s mobile is proved by OTP', async () => {
    const phone = freshPhone()
    const { quote } = await savedQuote(phone)
    // Another device: the quote's link alone starts nothing.
    expect((await call('/api/v1/proposals', { quote, mobile: phone })).status).toBe(401)
    const started = await call('/api/v1/proposals', {
      quote,
      mobile: phone,
      auth_token: await verifiedProof(phone, 'PROPOSAL_PAGE'),
    })
    expect(started.status).toBe(200)
    expect(started.body.data).toMatchObject({ resumed: false, url: `/proposal/${started.body.data!.ref}` })
    expect(
      (await call(`/api/v1/proposals/${started.body.data!.ref}`, undefined, started.cookie)).status,
    ).toBe(200)
  })

  it('keeps one unfinished proposal per mobile and plan: a second start opens the first', async () => {
    const phone = freshPhone()
    const first = await start(phone)
    const again = await call('/api/v1/proposals', { quote: first.quote }, first.cookie)
    expect(again.body.data).toMatchObject({ ref: first.ref, resumed: true })
  })

  it('refuses each bad field with its message beside it, and keeps what was saved before', async () => {
    const phone = freshPhone()
    const { ref, cookie } = await start(phone)
    expect((await call(`/api/v1/proposals/${ref}/steps/personal`, PERSONAL, cookie)).status).toBe(200)

    const personal = await call(
      `/api/v1/proposals/${ref}/steps/personal`,
      { ...PERSONAL, pan: 'ABC1234', pincode: '012345', email: 'kavya@', address: 'short' },
      cookie,
    )
    expect(personal.status).toBe(400)
    expect(personal.body.data!.errors).toMatchObject({
      pan: 'PAN Format Incorrect',
      pincode: 'Enter valid Pincode',
      address: 'The address should be 10 to 150 characters',
    })
    expect(personal.body.data!.errors!.email).toBeTruthy()

    // The plan's income multiple caps the cover: ₹1 crore needs ₹4,00,000 a year.
    const work = await call(
      `/api/v1/proposals/${ref}/steps/work`,
      { ...WORK, annual_income: '399999' },
      cookie,
    )
    expect(work.status).toBe(400)
    expect(work.body.data!.errors).toEqual({
      annual_income: 'For cover of ₹1,00,00,000 your yearly income should be at least ₹4,00,000',
    })

    // A nominee under 18 needs an adult appointee.
    const minor = { ...NOMINEE, nominee_relationship: 'son', nominee_dob: `01/01/${thisYear() - 5}` }
    const nominee = await call(`/api/v1/proposals/${ref}/steps/nominee`, minor, cookie)
    expect(nominee.status).toBe(400)
    expect(nominee.body.data!.errors).toMatchObject({
      appointee_name: 'The nominee is under 18: please name an appointee',
    })
    const young = await call(
      `/api/v1/proposals/${ref}/steps/nominee`,
      {
        ...minor,
        appointee_name: 'Lata Menon',
        appointee_relationship: 'Grandmother',
        appointee_dob: `01/01/${thisYear() - 10}`,
      },
      cookie,
    )
    expect(young.body.data!.errors).toEqual({ appointee_dob: 'The appointee should be 18 or older' })

    // A yes without details, and a height out of range.
    const health = await call(
      `/api/v1/proposals/${ref}/steps/health`,
      { ...HEALTH, height_cm: '20', answer_conditions: 'yes' },
      cookie,
    )
    expect(health.body.data!.errors).toEqual({
      height_cm: 'Enter your height in centimetres, 100 to 250',
      details_conditions: 'Please give details of your Yes answer',
    })

    // Submitting before every step is saved is refused.
    const early = await call(`/api/v1/proposals/${ref}/submit`, { declaration: true }, cookie)
    expect(early.status).toBe(400)
    expect(early.body.message).toBe('Please complete every step before submitting')

    // Nothing of the refused posts was kept: the first personal step stands, the rest are unsaved.
    const record = await stored(ref)
    expect(record).toMatchObject({ status: 'draft', step: 'work' })
    expect(record.answers).toEqual({ personal: { ...PERSONAL, pan: 'ABCPM1234K' } })
  })

  it('sends a declared condition to review rather than refusing it', async () => {
    const phone = freshPhone()
    const { ref, cookie } = await start(phone)
    for (const [step, body] of [
      ['personal', PERSONAL],
      ['work', WORK],
      ['nominee', NOMINEE],
      [
        'health',
        {
          ...HEALTH,
          answer_conditions: 'yes',
          details_conditions: 'Type 2 diabetes since 2022, on metformin',
        },
      ],
    ] as const)
      expect((await call(`/api/v1/proposals/${ref}/steps/${step}`, body, cookie)).status).toBe(200)
    const submitted = await call(`/api/v1/proposals/${ref}/submit`, { declaration: true }, cookie)
    expect(submitted.body.data).toEqual({ ref, needsReview: true })
    expect(await stored(ref)).toMatchObject({ status: 'submitted', needsReview: true })
  })

  it('opens a proposal only for its own mobile, and never a made-up step', async () => {
    const phone = freshPhone()
    const { ref } = await start(phone)
    const stranger = freshPhone()
    const theirs = await call('/api/v1/proposals/resume', {
      mobile: stranger,
      auth_token: await verifiedProof(stranger, 'PROPOSAL_PAGE'),
    })
    expect(theirs.body.data!.proposals).toEqual([])
    expect(theirs.body.message).toBe('There is no unfinished proposal for this mobile number')
    expect((await call(`/api/v1/proposals/${ref}`, undefined, theirs.cookie)).status).toBe(404)
    expect((await call(`/api/v1/proposals/${ref}/steps/work`, WORK, theirs.cookie)).status).toBe(404)
    const forged =
      'sahyog_proposal=' +
      Buffer.from(JSON.stringify({ m: phone, e: Date.now() + 60_000 })).toString('base64url') +
      '.x'
    expect((await call(`/api/v1/proposals/${ref}`, undefined, forged)).status).toBe(401)
    expect((await call(`/api/v1/proposals/${ref}/steps/payment`, {}, theirs.cookie)).status).toBe(404)
  })

  it('fills the city and state of a PIN code from the branches', async () => {
    const place = await call('/api/v1/proposals/place?pincode=411004')
    expect(place.status).toBe(200)
    expect(place.body.data).toEqual({ city: 'Pune', state: 'Maharashtra' })
    expect((await call('/api/v1/proposals/place?pincode=799999')).status).toBe(404)
    expect((await call('/api/v1/proposals/place?pincode=0110')).status).toBe(400)
  })

  it('has its pages: the continue page, and a proposal page that holds nothing personal', async () => {
    const page = await get('/proposal')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Continue your proposal')
    const phone = freshPhone()
    const { ref } = await start(phone)
    const own = await get(`/proposal/${ref}`)
    expect(own.status).toBe(200)
    const html = await own.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).not.toContain(phone)
    expect((await get('/proposal/not-a-ref')).status).toBe(404)
    // The Hindi page shares the route and shows its texts in Hindi.
    const hindi = await get('/hi/proposal')
    expect(hindi.status).toBe(200)
    const text = await hindi.text()
    expect(text).toContain('अपना प्रस्ताव पूरा करें')
    expect(text).toContain('सत्यापित करें और आगे बढ़ें')
  })
})
