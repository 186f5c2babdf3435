/**
 * The quote journey's server side (issue 20, "a quote in two minutes"): the quote page of a plan with a rate table,
 * and POST /api/v1/quotes, which works the premium out again from the plan's own table, needs the form token and a
 * fresh OTP proof of the mobile number (purpose QUOTE_PAGE), and stores the quote with its lead, or nothing.
 *
 * Figures from the seeded Smart Term table (src/cms/seed/quote-tables.ts), by hand: a man of 30, ₹1 crore, 25 years
 * paying 25 → rate 1.05 → 10,000 × 1.05 = ₹10,500 a year; half-yearly 10,500 × 0.51 = 5,355; monthly
 * 10,500 × 0.0875 = 918.75 → 919. No GST: quoted after 22 Sep 2025, when individual life premiums became exempt, so
 * each instalment is what is paid.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { CONSENT, serializeConsent } from '@/domain/consent'
import { LANGUAGE_COOKIE } from '@/domain/i18n/languages'

import { fetchFrom, freshAddress } from '../support/client'
import { pdfText } from '../support/pdf'
import { adminToken, BASE_URL, get } from './support/http'
import { freshPhone } from './support/otp'
import { formHeaders, postForm, verifiedProof } from './support/service-forms'

const PLAN = '/life-insurance/sahyog-smart-term'
let admin: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
}, 60_000)

/** 1 January, `age` years before this year in India, typed DD/MM/YYYY: that age on every day of the year. */
const bornAt = (age: number) => `01/01/${new Date(Date.now() + 330 * 60_000).getUTCFullYear() - age}`

const quote = (patch: Record<string, string> = {}) => ({
  dob: bornAt(30),
  gender: 'male',
  smoker: 'no',
  income: '1200000',
  sum_assured: '10000000',
  cover_till_age: '55',
  pay: 'regular',
  payout: 'lump-sum',
  mode: 'yearly',
  ...patch,
})

const person = (phone: string) => ({
  full_name: 'Kavya Menon',
  full_email: 'kavya.menon@example.in',
  full_number: phone,
  prefferd_language: 'English',
  is_submit_contact: true,
})

async function storedQuotes(phone: string) {
  const res = await get(`/cms/api/quotes?where[phone][equals]=${phone}&depth=0`, {
    headers: { Authorization: admin },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

async function save(body: Record<string, unknown>) {
  return postForm('/api/v1/quotes', body, { headers: await formHeaders('quote') })
}

describe('the quote page', () => {
  it('is offered by Buy now on a plan with a rate table, and not on one without', async () => {
    const plan = await (await get(PLAN)).text()
    expect(plan).toContain(`href="${PLAN}/quote"`)
    const page = await get(`${PLAN}/quote`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Get a quote: Sahyog Smart Term')
    // The same for everyone, so a shared cache may keep it like any content page (a campaign lands here).
    expect(page.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/)
    const suggested = await get(`${PLAN}/quote?sa=20000000&term=30`)
    expect(suggested.headers.get('cache-control')).toBe(page.headers.get('cache-control'))
    const ulip = '/life-insurance/sahyog-wealth-builder-ulip'
    expect(await (await get(ulip)).text()).not.toContain(`href="${ulip}/quote"`)
    expect((await get(`${ulip}/quote`)).status).toBe(404)
  })

  it('is the same page for every visitor, whatever they carry, and sets nothing of theirs', async () => {
    // A first visitor, and a second from another address who landed from a campaign with a calculator's suggestion,
    // has saved a quote before (the proposal's cookie), chose English and answered the consent banner.
    const first = await fetchFrom(freshAddress(), new URL(`${PLAN}/quote`, BASE_URL), {
      headers: { accept: 'text/html' },
    })
    const second = await fetchFrom(
      freshAddress(),
      new URL(`${PLAN}/quote?utm_source=tv&utm_campaign=launch&sa=20000000&term=30`, BASE_URL),
      {
        headers: {
          accept: 'text/html',
          cookie: [
            'sahyog_proposal=a-saved-proposal.signature',
            `${LANGUAGE_COOKIE}=en`,
            `${CONSENT.cookie}=${serializeConsent({
              version: CONSENT.version,
              id: 'AbCdEfGhIjKlMnOpQr',
              at: Date.now(),
              choice: { analytics: true },
            })}`,
          ].join('; '),
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile',
        },
      },
    )
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
      expect(answer.headers.get('set-cookie')).toBeNull()
      expect(answer.headers.get('vary') ?? '').not.toMatch(/cookie/i)
    }
    const html = await first.text()
    expect(html).toContain('Get a quote: Sahyog Smart Term')
    expect(await second.text()).toBe(html)
  })
})

/** The rate of one row of a plan's table as the quote page carries it to the browser, or null. */
function rateInPage(html: string, ages: [number, number], terms: [number, number]): number | null {
  const data = html.replace(/\\"/g, '"')
  const row = new RegExp(
    `\\{"age_from":${ages[0]},"age_to":${ages[1]},"term_from":${terms[0]},"term_to":${terms[1]},"rate":([\\d.]+)\\}`,
  ).exec(data)
  return row ? Number(row[1]) : null
}

interface IRateRow {
  id?: string
  age_from: number
  age_to: number
  term_from: number
  term_to: number
  rate: number
}

describe('a rate table saved by an editor', () => {
  it("changes the quote page's premium for the next visitor, and the premium a quote is saved with", async () => {
    const found = await get(`/cms/api/quote-tables?depth=1&limit=100`, { headers: { Authorization: admin } })
    const docs = (
      (await found.json()) as { docs: { id: number; plan: { path: string }; rates: IRateRow[] }[] }
    ).docs
    const table = docs.find((doc) => doc.plan.path === PLAN)!
    const saveRates = async (rates: IRateRow[]) => {
      const res = await get(`/cms/api/quote-tables/${table.id}`, {
        method: 'PATCH',
        headers: { Authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ rates }),
      })
      expect(res.status, await res.text()).toBe(200)
    }
    const page = async () => {
      const answer = await fetchFrom(freshAddress(), new URL(`${PLAN}/quote`, BASE_URL))
      expect(answer.headers.get('cache-control')).toMatch(/^public, /)
      return answer.text()
    }
    // A man of 30 covered 25 years: ages 26–30, terms 21–25, 1.05 per ₹1,000 as seeded. Cached before the change.
    expect(rateInPage(await page(), [26, 30], [21, 25])).toBe(1.05)
    expect(rateInPage(await page(), [26, 30], [21, 25])).toBe(1.05)
    const raised = (rate: number) =>
      table.rates.map((row) =>
        row.age_from === 26 && row.term_from === 21 && row.term_to === 25 ? { ...row, rate } : row,
      )
    try {
      await saveRates(raised(1.2))
      // The next visitor's page carries the new rate at once: 10,000 × 1.2 = ₹12,000 a year in the browser.
      expect(rateInPage(await page(), [26, 30], [21, 25])).toBe(1.2)
      // And the server, working the premium out again when the quote is saved, reads the same table.
      const phone = freshPhone()
      const auth_token = await verifiedProof(phone, 'QUOTE_PAGE')
      const answer = await save({ ...person(phone), plan: PLAN, quote: quote(), auth_token })
      expect(answer.status).toBe(200)
      const [stored] = await storedQuotes(phone)
      expect(stored).toMatchObject({ yearly: 12_000, policy_term: 25 })
    } finally {
      await saveRates(raised(1.05))
    }
    expect(rateInPage(await page(), [26, 30], [21, 25])).toBe(1.05)
  })
})

describe('POST /api/v1/quotes', () => {
  it('stores a verified quote priced by the server, and never the browser', async () => {
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'QUOTE_PAGE')
    const answer = await save({
      ...person(phone),
      plan: PLAN,
      quote: quote(),
      auth_token,
      // A browser's own figure is not read.
      yearly: 1,
      premium: { yearly: 1 },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe('Your quote is saved')
    const ref = answer.body.data!.ref as string
    expect(ref).toMatch(/^[a-hj-np-z2-9]{12}$/)
    expect(answer.body.data).toMatchObject({ url: `/quotes/${ref}`, pdf: `/api/v1/quotes/${ref}/pdf` })
    const [stored] = await storedQuotes(phone)
    expect(stored).toMatchObject({ ref, yearly: 10_500, age: 30, sum_assured: 10_000_000, policy_term: 25 })
    const premium = (stored!.premium as { premium: { instalments: Record<string, unknown> } }).premium
    expect(premium.instalments).toMatchObject({
      yearly: { firstYear: { premium: 10_500, gst: 0, total: 10_500 } },
      'half-yearly': { firstYear: { premium: 5_355, gst: 0, total: 5_355 } },
      monthly: { firstYear: { premium: 919, gst: 0, total: 919 } },
    })

    const page = await get(`/quotes/${ref}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Cover till age')
    expect(html).toContain('₹10,500')
    expect(html).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(html).not.toContain('GST included')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).not.toContain(phone)
    const pdf = await get(`/api/v1/quotes/${ref}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = await pdf.arrayBuffer()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(pdf.headers.get('cache-control')).toContain('no-store')
    // Words as the reader finds them, a line's wrap read as a space.
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain('₹10,500')
    expect(text).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(text).not.toContain('GST is shown')
  })

  it('prices the riders and payout chosen on the server, and the page and PDF show each part', async () => {
    // Man of 30, ₹1 crore to age 55 (25 years), regular pay: 10,000 × 1.05 = 10,500 with a lump sum. A monthly
    // income payout is 90 % of it: 9,450. Critical illness on ₹50 lakh (its most): 5,000 × 1.60 = 8,000. Waiver of
    // premium: 4 % of 9,450 = 378. Total 9,450 + 8,000 + 378 = ₹17,828 a year, no GST.
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'QUOTE_PAGE')
    const answer = await save({
      ...person(phone),
      plan: PLAN,
      quote: quote({ payout: 'monthly-income', rider_ci: 'yes', rider_wop: 'yes' }),
      auth_token,
    })
    expect(answer.status).toBe(200)
    const ref = answer.body.data!.ref as string
    const [stored] = await storedQuotes(phone)
    expect(stored).toMatchObject({ yearly: 17_828 })
    const html = (await (await get(`/quotes/${ref}`)).text()).replace(/<!-- -->/g, '')
    for (const part of ['₹9,450', '₹8,000', '₹378', '₹17,828', 'Monthly income for 10 years'])
      expect(html).toContain(part)
    const text = (await pdfText(await (await get(`/api/v1/quotes/${ref}/pdf`)).arrayBuffer())).replace(
      /\s+/g,
      ' ',
    )
    for (const part of [
      'Critical illness rider (₹50 lakh) ₹8,000',
      'Waiver of premium rider ₹378',
      'Total a year ₹17,828',
    ])
      expect(text).toContain(part)
  })

  it('refuses without a proof, with a proof for another purpose, and without its form token', async () => {
    const phone = freshPhone()
    const body = { ...person(phone), plan: PLAN, quote: quote() }
    expect((await save(body)).status).toBe(401)
    const leadProof = await verifiedProof(phone, 'QUICK_LINKS')
    const other = await save({ ...body, auth_token: leadProof })
    expect(other.status).toBe(401)
    expect(other.body.message).toBe('Please verify your mobile number with the OTP and try again.')
    const proof = await verifiedProof(phone, 'QUOTE_PAGE')
    expect((await postForm('/api/v1/quotes', { ...body, auth_token: proof })).status).toBe(403)
    expect(await storedQuotes(phone)).toHaveLength(0)
  })

  it("answers the plan's rules with the spec's text where it has one, and stores nothing", async () => {
    const phone = freshPhone()
    const cases: [Record<string, string>, string, string][] = [
      [{ sum_assured: '1000000' }, 'sum_assured', 'Minimum sum assured is ₹25,00,000'],
      // The plan's ways of paying: single, 5, 10, 15 years or regular.
      [{ pay: '6' }, 'pay', 'Choose how long you will pay premiums'],
      // Age 30, terms 10 to 67 up to age 85: cover to 40 at the soonest, 85 at the latest.
      [{ cover_till_age: '86' }, 'cover_till_age', 'Cover can run to an age from 40 to 85'],
      [{ dob: bornAt(66) }, 'dob', 'Age at entry should be between 18 and 65 years'],
      [{ dob: '1990-13-01' }, 'dob', 'Enter your date of birth as DD/MM/YYYY'],
      [{ payout: 'annuity' }, 'payout', 'Choose how the sum assured is paid'],
      [
        { pay: 'single', rider_wop: 'yes' },
        'rider_wop',
        'Waiver of premium needs premiums to waive: choose regular or limited pay',
      ],
      [
        { income: '300000' },
        'sum_assured',
        'For a yearly income of ₹3,00,000, the sum assured can be at most ₹75,00,000',
      ],
    ]
    for (const [patch, field, message] of cases) {
      const answer = await save({ ...person(phone), plan: PLAN, quote: quote(patch) })
      expect(answer.status, message).toBe(400)
      expect(answer.body.message).toBe(message)
      expect((answer.body.data as { errors: Record<string, string> }).errors[field]).toBe(message)
    }
    const noName = await save({ ...person(phone), full_name: '', plan: PLAN, quote: quote() })
    expect(noName.status).toBe(400)
    expect((noName.body.data as { errors: Record<string, string> }).errors.full_name).toBeTruthy()
    const unknown = await save({
      ...person(phone),
      plan: '/life-insurance/sahyog-wealth-builder-ulip',
      quote: quote(),
    })
    expect(unknown.status).toBe(404)
    expect(await storedQuotes(phone)).toHaveLength(0)
  })

  it('keeps a saved quote and its PDF out of reach of a wrong or malformed reference', async () => {
    expect((await get('/quotes/aaaaaaaaaaaa')).status).toBe(404)
    expect((await get('/quotes/not-a-ref')).status).toBe(404)
    expect((await get('/api/v1/quotes/aaaaaaaaaaaa/pdf')).status).toBe(404)
  })

  it('is read by admin and sales only', async () => {
    expect((await get('/cms/api/quotes')).status).toBe(403)
  })
})
