/**
 * Buy online (issue 43), the rules of a proposal on the server: the plan's limits come from its rate table in the
 * CMS (an editor's change to the table moves the entry age, the cover-till age, the sum assured and the income the
 * cover needs, for the quote and the proposal made from it), and one mobile holds one unpaid proposal per plan: a
 * start from another quote of the plan is answered with the unpaid one to continue, until its premium is paid.
 *
 * Figures from the seeded Smart Term table: a man of 30, ₹1 crore to age 55, income multiple 25. The API tests run
 * one file at a time, so the table changed here is restored before another file reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'
import { freshPhone } from './support/otp'
import { call, PLAN, paidProposal, start, stored, thisYear, WORK } from './support/proposals'
import { formHeaders, verifiedProof } from './support/service-forms'

let admin: string
beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
}, 60_000)

const QUOTE = {
  dob: `01/01/${thisYear() - 30}`,
  gender: 'male',
  smoker: 'no',
  income: '1200000',
  sum_assured: '10000000',
  cover_till_age: '55',
  pay: 'regular',
  payout: 'lump-sum',
  mode: 'yearly',
}

/**
 * Saves a quote of the plan for `phone` (OTP QUOTE_PAGE); the answer, with the proposal credential on success.
 * Without `verified`, no code is asked for: the plan's rules answer before the proof is looked at.
 */
async function saveQuote(phone: string, patch: Record<string, string> = {}, verified = true) {
  return call(
    '/api/v1/quotes',
    {
      full_name: 'Kavya Menon',
      full_email: 'kavya.menon@example.in',
      full_number: phone,
      prefferd_language: 'English',
      is_submit_contact: true,
      plan: PLAN,
      quote: { ...QUOTE, ...patch },
      ...(verified ? { auth_token: await verifiedProof(phone, 'QUOTE_PAGE') } : {}),
    },
    null,
    await formHeaders('quote'),
  )
}

/** The OTP service sends one code per number and purpose each 30 seconds: a second quote of a mobile waits them. */
const resendWait = () => new Promise((resolve) => setTimeout(resolve, 31_000))

type TLimits = Record<'entry_age_max' | 'cover_till_age_max' | 'sum_assured_min' | 'income_multiple', number>

describe('the plan’s limits, from its rate table in the CMS', () => {
  let tableId: number | string
  let seeded: TLimits
  const saveTable = async (limits: Partial<TLimits>) => {
    const res = await get(`/cms/api/quote-tables/${tableId}`, {
      method: 'PATCH',
      headers: { Authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify(limits),
    })
    expect(res.status, await res.text()).toBe(200)
  }

  beforeAll(async () => {
    const found = await get('/cms/api/quote-tables?depth=1&limit=100', { headers: { Authorization: admin } })
    const docs = ((await found.json()) as { docs: (TLimits & { id: number; plan: { path: string } })[] }).docs
    const table = docs.find((doc) => doc.plan.path === PLAN)!
    tableId = table.id
    seeded = {
      entry_age_max: table.entry_age_max,
      cover_till_age_max: table.cover_till_age_max,
      sum_assured_min: table.sum_assured_min,
      income_multiple: table.income_multiple,
    }
    // As seeded: entry to 65, cover to 85, ₹25 lakh at least, 25 times the income.
    expect(seeded).toEqual({
      entry_age_max: 65,
      cover_till_age_max: 85,
      sum_assured_min: 2_500_000,
      income_multiple: 25,
    })
  }, 60_000)

  afterAll(async () => {
    await saveTable(seeded)
  }, 60_000)

  it('follow an editor’s change at once: entry age, cover till age, sum assured, and the income a cover needs', async () => {
    await saveTable({
      entry_age_max: 29,
      cover_till_age_max: 50,
      sum_assured_min: 15_000_000,
      income_multiple: 10,
    })
    const phone = freshPhone()
    const refused: [Record<string, string>, string, string][] = [
      [{}, 'dob', 'Age at entry should be between 18 and 29 years'],
      [{ dob: `01/01/${thisYear() - 25}` }, 'cover_till_age', 'Cover can run to an age from 35 to 50'],
      [
        { dob: `01/01/${thisYear() - 25}`, cover_till_age: '50', income: '2000000' },
        'sum_assured',
        'Minimum sum assured is ₹1,50,00,000',
      ],
      [
        { dob: `01/01/${thisYear() - 25}`, cover_till_age: '50', sum_assured: '20000000', income: '1900000' },
        'sum_assured',
        'For a yearly income of ₹19,00,000, the sum assured can be at most ₹1,90,00,000',
      ],
    ]
    for (const [patch, field, message] of refused) {
      const answer = await saveQuote(phone, patch, false)
      expect(answer.status, message).toBe(400)
      expect(answer.body.data!.errors![field]).toBe(message)
    }

    // Within the new limits: ₹2 crore on an income of ₹20 lakh (10 times); the proposal's income step follows the
    // table the quote was priced with: ₹2 crore needs ₹20,00,000 a year.
    const saved = await saveQuote(phone, {
      dob: `01/01/${thisYear() - 25}`,
      cover_till_age: '50',
      sum_assured: '20000000',
      income: '2000000',
    })
    expect(saved.status).toBe(200)
    const started = await call('/api/v1/proposals', { quote: saved.body.data!.ref }, saved.cookie)
    expect(started.status).toBe(200)
    const { ref } = started.body.data as { ref: string }
    const read = await call(`/api/v1/proposals/${ref}`, undefined, started.cookie)
    expect(read.body.data).toMatchObject({ quote: { incomeNeeded: 2_000_000, incomeMultiple: 10 } })
    const work = await call(
      `/api/v1/proposals/${ref}/steps/work`,
      { ...WORK, annual_income: '1999999' },
      started.cookie,
    )
    expect(work.status).toBe(400)
    expect(work.body.data!.errors).toEqual({
      annual_income: 'For cover of ₹2,00,00,000 your yearly income should be at least ₹20,00,000',
    })
    expect(
      (
        await call(
          `/api/v1/proposals/${ref}/steps/work`,
          { ...WORK, annual_income: '2000000' },
          started.cookie,
        )
      ).status,
    ).toBe(200)

    // Back as seeded: the man of 30 is quoted again.
    await saveTable(seeded)
    expect((await saveQuote(freshPhone())).status).toBe(200)
  }, 120_000)
})

describe('one unpaid proposal per mobile and plan', () => {
  it('answers a start from another quote with the unpaid proposal to continue, draft or submitted', async () => {
    const phone = freshPhone()
    const first = await start(phone)
    await resendWait()
    const other = await saveQuote(phone, { sum_assured: '5000000' })
    expect(other.status).toBe(200)
    const second = other.body.data!.ref as string

    const refused = await call('/api/v1/proposals', { quote: second }, other.cookie)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'You already have an unpaid proposal for Sahyog Smart Term, from another quote. One mobile number holds one unpaid proposal for a plan: continue that one.',
    )
    expect(refused.body.data).toMatchObject({ ref: first.ref, url: `/proposal/${first.ref}` })

    // Submitted, its premium not yet paid: still the one to continue, and listed for it on another device.
    const { PERSONAL, NOMINEE, HEALTH } = await import('./support/proposals')
    for (const [step, body] of Object.entries({
      personal: PERSONAL,
      work: WORK,
      nominee: NOMINEE,
      health: HEALTH,
    }))
      expect((await call(`/api/v1/proposals/${first.ref}/steps/${step}`, body, first.cookie)).status).toBe(
        200,
      )
    const submitted = await call(`/api/v1/proposals/${first.ref}/submit`, { declaration: true }, first.cookie)
    expect(submitted.status).toBe(200)
    const again = await call('/api/v1/proposals', { quote: second }, other.cookie)
    expect(again.status).toBe(409)
    expect(again.body.data).toMatchObject({ ref: first.ref })
    const listed = await call('/api/v1/proposals/resume', {
      mobile: phone,
      auth_token: await verifiedProof(phone, 'PROPOSAL_PAGE'),
    })
    expect(listed.body.data!.proposals).toEqual([expect.objectContaining({ ref: first.ref })])

    // Nothing second was stored.
    const res = await get(`/cms/api/proposals?where[phone][equals]=${phone}&depth=0`, {
      headers: { Authorization: admin },
    })
    expect(((await res.json()) as { totalDocs: number }).totalDocs).toBe(1)
    expect(await stored(first.ref)).toMatchObject({ status: 'submitted', openKey: `${phone}:${PLAN}` })
  }, 120_000)

  it('lets the mobile start another once the first premium is paid', async () => {
    const paid = await paidProposal()
    await resendWait()
    const other = await saveQuote(paid.phone, { sum_assured: '5000000' })
    expect(other.status).toBe(200)
    const next = await call('/api/v1/proposals', { quote: other.body.data!.ref }, other.cookie)
    expect(next.status).toBe(200)
    expect(next.body.data).toMatchObject({ resumed: false })
    expect(next.body.data!.ref).not.toBe(paid.ref)
    expect(await stored(paid.ref)).toMatchObject({ status: 'paid', openKey: null })
  }, 120_000)
})
