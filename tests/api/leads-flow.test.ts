/**
 * Issue 4 item 6, end to end against the running server: the contact lead is stored at send, verified once, and
 * reaches the CRM (the local adapter) exactly once; staff read it and export it.
 */
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'
import { call, freshIp, freshPhone, LEAD_FIELDS, latestCode, outbox, sendOtp, verifyOtp } from './support/otp'
import { createFormToken } from './support/service-forms'
import { staffAuthorization } from './support/staff'

interface ILeadDoc {
  id: number
  fullName: string
  otpStatus: string
  status: string
  crmStatus: string
  crmIdempotencyKey: string
  payload: Record<string, unknown>
}

let admin: string
let sales: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  sales = await staffAuthorization('sales', admin)
}, 60_000)

/**
 * A calculator's lead (form_type `calculator`): a form that holds a spec 7 token, so its send brings one, asked on the
 * calculator's page (decision 65). `token: false` sends without it; `headers` replaces the token's headers.
 */
async function sendCalculatorLead(
  phone: string,
  extra: Record<string, unknown>,
  { token = true, headers }: { token?: boolean; headers?: Record<string, string> } = {},
) {
  const ip = freshIp()
  const csrf = token ? (headers ?? (await createFormToken('calculator', ip)).headers) : {}
  return call(
    {
      action: 'sendOtp',
      module: 'Otp',
      data: {
        phone_number: phone,
        url: BASE_URL,
        Source: 'WEB',
        ...LEAD_FIELDS,
        form_type: 'calculator',
        ...extra,
      },
    },
    { ip, headers: csrf },
  )
}

const uniqueName = () =>
  `Kavya ${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

async function leadsOf(phone: string): Promise<ILeadDoc[]> {
  const res = await get(`/cms/api/leads?where[phone][equals]=${phone}&depth=0`, {
    headers: { Authorization: admin },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: ILeadDoc[] }).docs
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('the contact lead at send', () => {
  it('is stored before verification with the spec 3 payload and defaults, held back from the CRM', async () => {
    const phone = freshPhone()
    const name = uniqueName()
    const sent = await sendOtp(phone, { full_name: name, prefferd_language: 'Hindi' })
    expect(sent.status).toBe(200)
    const [lead, ...more] = await leadsOf(phone)
    expect(more).toHaveLength(0)
    expect(lead).toMatchObject({
      fullName: name,
      otpStatus: 'not_verified',
      status: 'PREOFFERED',
      crmStatus: 'held',
      payload: {
        CustomerName: name,
        phone_number: phone,
        Source: 'WEB',
        SourcePage: 'QUICK_LINKS',
        Campaign: 'contactus',
        CampaignID: 'Website_contactus',
        CampaignType: 'ORGANIC',
        Channel: 'DIGITAL_WEB_HINDI',
        Tenure: 1,
        UserType: 'cust',
        PaymentStatus: 'ND',
        last_otp_verified_status: false,
      },
    })
  })

  it('with invalid fields is refused with the form message: no SMS, no lead', async () => {
    const phone = freshPhone()
    const sent = await sendOtp(phone, { full_name: '', full_email: 'not-an-email' })
    expect(sent.status).toBe(400)
    expect(sent.body.message).toBe('Name is required')
    expect(await outbox(phone)).toHaveLength(0)
    expect(await leadsOf(phone)).toHaveLength(0)
  })

  it.each(['<b>Asha</b> Verma', '=HYPERLINK("http://evil.test","Asha")', 'Asha 2 Verma'])(
    'with a name outside letters, spaces and dots (%s) is refused: no SMS, no lead',
    async (name) => {
      const phone = freshPhone()
      const sent = await sendOtp(phone, { full_name: name })
      expect(sent.status).toBe(400)
      expect(sent.body.message).toBe('Name can have only letters, spaces and dots')
      expect(await outbox(phone)).toHaveLength(0)
      expect(await leadsOf(phone)).toHaveLength(0)
    },
  )

  it('without consent is refused with the spec text', async () => {
    const sent = await sendOtp(freshPhone(), { is_submit_contact: false })
    expect(sent).toMatchObject({
      status: 400,
      body: { message: 'Please accept the terms before proceeding' },
    })
  })
})

describe('a lead from a form that opened the panel (a calculator, a product, the chat)', () => {
  it('keeps its Comments, planName and the calculator campaign', async () => {
    const phone = freshPhone()
    const comments = 'Income tax calculator (FY 2025-26): new regime tax ₹0, old regime ₹1,17,000.'
    const sent = await sendCalculatorLead(phone, {
      Comments: comments,
      planName: 'Sahyog Term Shield',
    })
    expect(sent.status).toBe(200)
    const [lead] = await leadsOf(phone)
    expect(lead!.payload).toMatchObject({
      Comments: comments,
      planName: 'Sahyog Term Shield',
      Campaign: 'calculator',
      CampaignID: 'Website_calculator',
    })
  })

  it("refuses a calculator's lead without its form token, or with another form's: 403, no SMS, no lead", async () => {
    const phone = freshPhone()
    const refused = await sendCalculatorLead(
      phone,
      { Comments: 'BMI calculator: Your BMI is 22.' },
      { token: false },
    )
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your form session has expired. Please reload the page and try again.' },
    })
    const other = await createFormToken('grievance', freshIp(), '/retirement-calculator')
    const wrongForm = await sendCalculatorLead(phone, {}, { headers: other.headers })
    expect(wrongForm.status).toBe(403)
    const calculator = await createFormToken('calculator')
    expect((await sendCalculatorLead(phone, {}, { headers: calculator.headers })).status).toBe(200)
    // Spent: the same token again is refused.
    expect((await sendCalculatorLead(freshPhone(), {}, { headers: calculator.headers })).status).toBe(403)
    expect(await outbox(phone)).toHaveLength(1)
    expect(await leadsOf(phone)).toHaveLength(1)
  })

  it('refuses a comment over 500 characters with a 400 and a clear message: no SMS, no lead', async () => {
    const phone = freshPhone()
    const sent = await sendCalculatorLead(phone, { Comments: 'c'.repeat(501) })
    expect(sent).toMatchObject({
      status: 400,
      body: { message: 'Comments should not exceed 500 characters' },
    })
    expect(await outbox(phone)).toHaveLength(0)
    expect(await leadsOf(phone)).toHaveLength(0)
  })
})

describe('the contact lead at verification', () => {
  it('is marked verified and reaches the CRM exactly once, however often it is verified', async () => {
    const phone = freshPhone()
    const name = uniqueName()
    const sent = await sendOtp(phone, { full_name: name })
    const token = (sent.body.data as Record<string, string>).Token!
    const code = await latestCode(phone)
    expect((await verifyOtp(token, phone, code)).status).toBe(200)
    expect((await verifyOtp(token, phone, code)).status).not.toBe(200)

    const [lead] = await until(
      () => leadsOf(phone),
      (docs) => docs[0]?.crmStatus === 'delivered',
    )
    expect(lead).toMatchObject({
      otpStatus: 'verified',
      status: 'ACTIVE-HOT',
      crmStatus: 'delivered',
      payload: { last_otp_verified_status: true, ApplicationLiveStatus: 'ACTIVE-HOT' },
    })
    const recorded = await get(
      `/cms/api/crm-local-outbox?where[idempotencyKey][equals]=${lead!.crmIdempotencyKey}&depth=0`,
      { headers: { Authorization: admin } },
    )
    const { docs } = (await recorded.json()) as {
      docs: { leadId: string; body: { lead: { CustomerName: string } } }[]
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ leadId: String(lead!.id), body: { lead: { CustomerName: name } } })
  })
})

describe('staff and a lead', () => {
  it('sales read it but cannot change or delete it; an administrator cannot change it either', async () => {
    const phone = freshPhone()
    await sendOtp(phone)
    const [lead] = await leadsOf(phone)
    const path = `/cms/api/leads/${lead!.id}`
    expect((await get(path, { headers: { Authorization: sales } })).status).toBe(200)
    const patch = (authorization: string) =>
      get(path, {
        method: 'PATCH',
        headers: { Authorization: authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Changed', crmStatus: 'pending' }),
      })
    expect((await patch(sales)).status).toBe(403)
    expect((await patch(admin)).status).toBe(403)
    expect((await get(path, { method: 'DELETE', headers: { Authorization: sales } })).status).toBe(403)
    expect((await leadsOf(phone))[0]).toMatchObject({ fullName: lead!.fullName, crmStatus: 'held' })
  })

  it('the CSV export has the lead, with a formula-looking comment kept as text', async () => {
    const phone = freshPhone()
    const comment = `=SUM(1) ${uniqueName()}`
    expect((await sendCalculatorLead(phone, { Comments: comment })).status).toBe(200)
    const res = await get(
      '/api/admin/leads.csv?otpStatus=not_verified&full=1&reason=Calling+back+this+week',
      { headers: { Authorization: sales } },
    )
    expect(res.status).toBe(200)
    const row = (await res.text()).split('\r\n').find((line) => line.includes(phone))
    expect(row).toBeDefined()
    expect(row).toContain(`'${comment}`)
    expect(row).not.toMatch(/(^|,)=SUM/)
  })

  // Issue "Editors at a big insurer": "the leads CSV ignores the list's filter, is unmasked, and asks no reason". Done
  // when "a filtered export contains only the filtered rows and is logged".
  it('an export follows the list filter, masks by default, asks a reason and is logged with it', async () => {
    const [mine, other] = [freshPhone(), freshPhone()]
    for (const phone of [mine, other])
      expect((await sendCalculatorLead(phone, { Comments: uniqueName() })).status).toBe(200)
    const where = encodeURIComponent(JSON.stringify({ phone: { equals: mine } }))
    const csv = async (query: string) => {
      const res = await get(`/api/admin/leads.csv?where=${where}${query}`, {
        headers: { Authorization: sales },
      })
      return { status: res.status, text: await res.text() }
    }

    const noReason = await csv('')
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain('Say why you need this')
    expect((await csv('&reason=why')).status).toBe(400)
    const bad = await get('/api/admin/leads.csv?where=%7Bnot-json&reason=Calling+back+this+week', {
      headers: { Authorization: sales },
    })
    expect(bad.status).toBe(400)

    const masked = await csv('&reason=Calling+back+the+campaign+leads')
    expect(masked.status).toBe(200)
    const rows = masked.text.split('\r\n').slice(1).filter(Boolean)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(`${mine[0]}XXXXXX${mine.slice(-3)}`)
    expect(masked.text).not.toContain(mine)

    const whole = await csv('&full=1&reason=Calling+back+the+campaign+leads')
    const wholeRows = whole.text.split('\r\n').slice(1).filter(Boolean)
    expect(wholeRows).toHaveLength(1)
    expect(wholeRows[0]).toContain(mine)
    expect(whole.text).not.toContain(other)

    // Both exports are in the log administrators read, with the reason, the filter and the row count; sales cannot
    // read the log, and nobody can change it.
    const log = await get('/cms/api/personal-data-log?sort=-createdAt&limit=2&depth=0', {
      headers: { Authorization: admin },
    })
    expect(log.status).toBe(200)
    const { docs } = (await log.json()) as {
      docs: { action: string; reason: string; rows: number; summary: string }[]
    }
    expect(docs.map((doc) => doc.action)).toEqual(['export_full', 'export'])
    for (const doc of docs) {
      expect(doc).toMatchObject({ reason: 'Calling back the campaign leads', rows: 1 })
      expect(doc.summary).toContain(mine)
    }
    expect((await get('/cms/api/personal-data-log', { headers: { Authorization: sales } })).status).toBe(403)
    const change = await get(`/cms/api/personal-data-log`, {
      method: 'POST',
      headers: { Authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'export', collectionSlug: 'leads', summary: 'made up' }),
    })
    expect(change.status).toBe(403)
  })
})
