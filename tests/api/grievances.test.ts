/**
 * register-grievance (issue 7): a verified grievance with an optional attachment checked by content, a reference
 * and an acknowledgement SMS; the grievance desk sets the status and the complainant looks it up by reference and
 * mobile number. Attachments are for the grievance desk only.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { oversizePdf, plainZip, sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { adminToken, BASE_URL, get } from './support/http'
import { freshIp, freshPhone, outbox } from './support/otp'
import { formHeaders, postForm, verifiedProof } from './support/service-forms'
import { staffAuthorization } from './support/staff'

let admin: string
let desk: string
let serviceDesk: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  desk = await staffAuthorization('grievance_desk', admin)
  serviceDesk = await staffAuthorization('service_desk', admin)
}, 60_000)

/** The grievance acknowledgement's DLT template ids the test server runs with (scripts/test.mjs). */
const GRIEVANCE_TEMPLATE = { en: '1107000000000000441', hi: '1107000000000000442' }

const DESCRIPTION = 'The premium I paid on 2 November does not show against my policy yet.'

function grievanceForm(phone: string, fields: Record<string, string> = {}, file?: [Uint8Array, string]) {
  const form = new FormData()
  const values = { category: 'premium_payment', description: DESCRIPTION, mobile_number: phone, ...fields }
  for (const [key, value] of Object.entries(values)) form.set(key, value)
  if (file) form.set('attachment', new Blob([file[0] as Uint8Array<ArrayBuffer>]), file[1])
  return form
}

async function register(
  phone: string,
  fields: Record<string, string> = {},
  file?: [Uint8Array, string],
  page = '/services/register-grievance',
) {
  const auth_token = await verifiedProof(phone, 'REGISTER_GRIEVANCE_PAGE')
  return postForm('/api/v1/register-grievance', grievanceForm(phone, { auth_token, ...fields }, file), {
    headers: { ...(await formHeaders('grievance')), referer: new URL(page, BASE_URL).href },
  })
}

async function grievanceByReference(reference: string, authorization = admin) {
  const res = await get(`/cms/api/grievances?where[reference][equals]=${reference}&depth=0`, {
    headers: { Authorization: authorization },
  })
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs[0]
}

const lookup = (reference: string, mobile_number: string, ip = freshIp()) =>
  postForm('/api/v1/grievance-status', { reference, mobile_number }, { ip })

describe('POST /api/v1/register-grievance', () => {
  it('registers a verified grievance: reference, 14-day due date, acknowledgement SMS, escalation path', async () => {
    const phone = freshPhone()
    const answer = await register(phone, { policy_number: 'sl202400000101' })
    expect(answer.status).toBe(200)
    const data = answer.body.data as Record<string, string | boolean>
    expect(data.reference).toMatch(/^GRV\d{10}[A-Z0-9]{2}$/)
    expect(data.acknowledged).toBe(true)
    expect(data.escalation).toContain('Bima Bharosa')
    expect(data.escalation).toContain('Insurance Ombudsman')
    const due = Date.parse(`${data.due_by as string}T00:00:00Z`)
    expect(Math.round((due - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(13)
    const [sms] = await outbox(phone)
    expect(sms!.text).toContain(data.reference as string)
    // Its own DLT template (the test server's SMS_DLT_TEMPLATE_ID_GRIEVANCE), never the OTP's.
    expect(sms!.text).toMatch(/^We have registered your grievance /)
    expect(sms!.dltTemplateId).toBe(GRIEVANCE_TEMPLATE.en)
    const stored = await grievanceByReference(data.reference as string)
    expect(stored).toMatchObject({
      category: 'premium_payment',
      policyNumber: 'SL202400000101',
      phone,
      status: 'registered',
      acknowledgement: 'sent',
    })
  })

  it('acknowledges in Hindi under the Hindi template when the form was sent from a Hindi page', async () => {
    const phone = freshPhone()
    const answer = await register(phone, {}, undefined, '/hi/services/register-grievance')
    expect(answer.status).toBe(200)
    // The API's answer is the spec's, in English; the SMS is the visitor's language.
    expect(answer.body.message).toBe('Your grievance is registered.')
    const { reference, due_by } = answer.body.data as { reference: string; due_by: string }
    const [sms] = await outbox(phone)
    expect(sms!.text).toMatch(
      new RegExp(`^हमने आपकी शिकायत ${reference} दर्ज कर ली है। हम \\d{1,2} [\\p{L}\\p{M}]+ \\d{4} तक`, 'u'),
    )
    expect(sms!.text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/)
    expect(sms!.text).toContain(String(Number(due_by.slice(8, 10))))
    expect(sms!.dltTemplateId).toBe(GRIEVANCE_TEMPLATE.hi)
  })

  it.each(['jpg', 'png', 'pdf', 'xls'] as const)('accepts a real %s attachment', async (kind) => {
    const phone = freshPhone()
    const answer = await register(phone, {}, [await sampleFile(kind), `receipt.${kind}`])
    expect(answer.status).toBe(200)
    const stored = await grievanceByReference((answer.body.data as { reference: string }).reference)
    expect(stored!.attachment).toEqual(expect.any(Number))
  })

  it('accepts a .jpeg name for a JPEG', async () => {
    const answer = await register(freshPhone(), {}, [await sampleFile('jpg'), 'photo.JPEG'])
    expect(answer.status).toBe(200)
  })

  it('refuses renamed files, other types and oversize files, and stores nothing', async () => {
    const phone = freshPhone()
    const cases: [Uint8Array, string, number, RegExp][] = [
      [windowsProgram(), 'receipt.pdf', 400, /not a real PDF file/],
      [plainZip(), 'sheet.xls', 400, /not a real XLS file/],
      [await sampleFile('docx'), 'letter.docx', 400, /Please upload a JPG, JPEG, PNG, PDF or XLS file/],
      [await sampleFile('png'), 'photo.jpg', 400, /not a real JPG file/],
      [await oversizePdf(5 * 1024 * 1024 + 1), 'big.pdf', 413, /larger than 5 MB/],
      // A chosen file that is empty is refused by name, never silently dropped.
      [new Uint8Array(0), 'scan.pdf', 400, /The file is empty/],
    ]
    for (const [bytes, name, status, message] of cases) {
      const answer = await postForm('/api/v1/register-grievance', grievanceForm(phone, {}, [bytes, name]), {
        headers: await formHeaders('grievance'),
      })
      expect(answer.status, name).toBe(status)
      expect(answer.body.message).toMatch(message)
    }
    expect((await outbox(phone)).length).toBe(0)
    const res = await get(`/cms/api/grievances?where[phone][equals]=${phone}`, {
      headers: { Authorization: admin },
    })
    expect(((await res.json()) as { totalDocs: number }).totalDocs).toBe(0)
  }, 60_000)

  it('refuses without a verified number or with a proof for another purpose, and without the form token', async () => {
    const phone = freshPhone()
    const unverified = await postForm('/api/v1/register-grievance', grievanceForm(phone), {
      headers: await formHeaders('grievance'),
    })
    expect(unverified.status).toBe(401)
    const otherPurpose = await postForm(
      '/api/v1/register-grievance',
      grievanceForm(phone, { auth_token: await verifiedProof(phone, 'REGISTER_WHATSAPP_PAGE') }),
      { headers: await formHeaders('grievance') },
    )
    expect(otherPurpose.status).toBe(401)
    const noToken = await postForm(
      '/api/v1/register-grievance',
      grievanceForm(phone, { auth_token: await verifiedProof(phone, 'REGISTER_GRIEVANCE_PAGE') }),
    )
    expect(noToken.status).toBe(403)
  })

  it('checks the fields', async () => {
    const phone = freshPhone()
    const send = async (fields: Record<string, string>) =>
      postForm('/api/v1/register-grievance', grievanceForm(phone, fields), {
        headers: await formHeaders('grievance'),
      })
    expect((await send({ category: 'made_up' })).body.message).toBe('Please select a category')
    expect((await send({ description: 'Too short' })).status).toBe(400)
    expect((await send({ policy_number: 'SL2024' })).body.message).toBe('Policy number should be minimum 14')
  })
})

describe('grievance status and the grievance desk', () => {
  it('shows the complainant the status and reply the desk sets, and nothing to anyone else', async () => {
    const phone = freshPhone()
    const reference = ((await register(phone)).body.data as { reference: string }).reference

    const first = await lookup(reference, phone)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ reference, status: 'registered', reply: null })

    const stored = await grievanceByReference(reference, desk)
    const update = await get(`/cms/api/grievances/${stored!.id as number}`, {
      method: 'PATCH',
      headers: { Authorization: desk, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'resolved', reply: 'The premium is now credited to your policy.' }),
    })
    expect(update.status).toBe(200)
    const after = await lookup(reference, phone)
    expect(after.body.data).toMatchObject({
      status: 'resolved',
      status_label: 'Resolved',
      reply: 'The premium is now credited to your policy.',
    })
    expect((after.body.data as { resolved_on: string | null }).resolved_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const wrongPhone = await lookup(reference, freshPhone())
    const unknown = await lookup('GRV0001010000AA', phone)
    for (const answer of [wrongPhone, unknown]) {
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('No grievance found for this reference number and mobile number')
      expect(answer.body.data).toBeUndefined()
    }
  })

  it('keeps what the complainant wrote out of the desk’s reach, and grievances away from other staff', async () => {
    const phone = freshPhone()
    const reference = ((await register(phone)).body.data as { reference: string }).reference
    const stored = await grievanceByReference(reference, desk)
    await get(`/cms/api/grievances/${stored!.id as number}`, {
      method: 'PATCH',
      headers: { Authorization: desk, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'rewritten', phone: '9000000000' }),
    })
    expect(await grievanceByReference(reference)).toMatchObject({ description: DESCRIPTION, phone })
    for (const who of [undefined, serviceDesk]) {
      const res = await get('/cms/api/grievances', { headers: who ? { Authorization: who } : {} })
      expect(res.status).toBe(403)
    }
    const create = await get('/cms/api/grievances', {
      method: 'POST',
      headers: { Authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        reference: 'GRV2601010001AA',
        category: 'other',
        phone,
        description: DESCRIPTION,
      }),
    })
    expect(create.status).toBe(403)
  })

  it('serves attachments to the grievance desk only', async () => {
    const answer = await register(freshPhone(), {}, [await sampleFile('pdf'), 'letter.pdf'])
    const stored = await grievanceByReference((answer.body.data as { reference: string }).reference)
    const meta = await get(`/cms/api/grievance-attachments/${stored!.attachment as number}`, {
      headers: { Authorization: desk },
    })
    expect(meta.status).toBe(200)
    const { url, filename } = (await meta.json()) as { url: string; filename: string }
    expect(filename).not.toContain('letter')
    const forDesk = await get(url, { headers: { Authorization: desk } })
    expect(forDesk.status).toBe(200)
    expect(forDesk.headers.get('content-disposition')).toContain('attachment')
    for (const who of [undefined, serviceDesk]) {
      const res = await get(url, { headers: who ? { Authorization: who } : {} })
      expect(res.status).toBe(403)
    }
  })

  it('limits lookups per address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await lookup('GRV0001010000AA', '9876543210', ip)).status)
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('exports grievances as CSV for the grievance desk, not for the service desk', async () => {
    const csv = await get('/api/admin/export/grievances', { headers: { Authorization: desk } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect((await csv.text()).split('\r\n')[0]).toContain('reference,createdAt,category')
    expect(
      (await get('/api/admin/export/grievances', { headers: { Authorization: serviceDesk } })).status,
    ).toBe(403)
  })
})
