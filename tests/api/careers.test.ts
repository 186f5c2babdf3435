import { beforeAll, describe, expect, it } from 'vitest'

import { RESUME_KINDS, RESUME_MAX_BYTES, type TFileKind } from '@/domain/uploads'
import { oversizePdf, plainZip, sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { fetchFrom } from '../support/client'

import { BASE_URL, get } from './support/http'
import { call, freshIp, freshPhone, outbox } from './support/otp'
import { verifiedProof } from './support/service-forms'
import { staffAuthorization } from './support/staff'

/** Issue 5 items 4 and 5: the careers list, job pages and career applications against the running server. */

const APPLY = '/api/v1/careers/applications'
const OPEN_JOB = 'senior-underwriter-mumbai'
const CLOSED_JOB = 'branch-manager-lucknow'

/**
 * Spec 7 createToken for the form type `careers-details`, asked on the open job's page: the form id cookie is named
 * after that page's last path segment, the job's slug (decision 65). The token and the form id it is bound to.
 */
async function formToken(ip: string) {
  const res = await call(
    { action: 'createToken', module: 'website', formId: OPEN_JOB, formType: 'careers-details' },
    { ip, query: '?t=1' },
  )
  expect(res.status).toBe(200)
  const id = new RegExp(`^${OPEN_JOB}=(${OPEN_JOB}_[A-Za-z0-9]{20});`).exec(
    res.headers.get('set-cookie') ?? '',
  )![1]!
  return { token: res.body.data as string, id }
}

type Fields = Partial<Record<'name' | 'email' | 'mobile' | 'experience' | 'job' | 'consent', string>>

const validFields = (): Fields => ({
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  mobile: freshPhone(),
  experience: '6',
  job: OPEN_JOB,
  consent: 'yes',
})

const PURPOSE = 'CAREERS_PAGE'
const validMobile = (mobile: string | undefined) => /^[6-9]\d{9}$/.test(mobile ?? '')

async function apply(
  fields: Fields,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string } | null,
  { token = true, proof, page }: { token?: boolean; proof?: string | null; page?: string } = {},
) {
  const ip = freshIp()
  const headers: Record<string, string> = page ? { referer: new URL(page, BASE_URL).href } : {}
  // The mobile is verified by OTP first, as the form does (no proof is asked of a number that fails its checks).
  const authToken =
    proof !== undefined
      ? proof
      : validMobile(fields.mobile)
        ? await verifiedProof(fields.mobile!, PURPOSE)
        : null
  if (token) {
    const csrf = await formToken(ip)
    headers['x-csrf-token'] = csrf.token
    headers['x-csrf-id'] = csrf.id
    headers.cookie = `${OPEN_JOB}=${csrf.id}`
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value)
  if (file) form.set('resume', new File([file.bytes], file.name))
  if (authToken) form.set('auth_token', authToken)
  const res = await fetchFrom(ip, new URL(APPLY, BASE_URL), { method: 'POST', body: form, headers })
  const body = (await res.json()) as {
    status_code: number
    message: string
    errors?: Record<string, string>
    data?: { reference: string }
  }
  return { status: res.status, body }
}

const resume = async (kind: TFileKind, name = `resume.${kind}`) => ({ bytes: await sampleFile(kind), name })

describe('discover/careers lists open jobs, 8 a page (spec 9), filtered by location and function', () => {
  const cards = (html: string) => html.match(/data-testid="job-card"/g)?.length ?? 0

  it('page 1 shows 8 jobs and links to page 2; page 2 shows the rest; closed jobs never', async () => {
    const first = await get('/discover/careers')
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(cards(html)).toBe(8)
    expect(html).toContain('href="/discover/careers?page=2"')
    const second = await (await get('/discover/careers?page=2')).text()
    expect(cards(second)).toBe(5)
    expect(html + second).not.toContain(CLOSED_JOB)
  })

  it('filters by location and by function through the query string (works without JavaScript)', async () => {
    const chennai = await (await get('/discover/careers?location=Chennai')).text()
    expect(cards(chennai)).toBe(1)
    expect(chennai).toContain('/careers/careers-details/claims-assessor-chennai')
    const tech = await (await get('/discover/careers?function=technology')).text()
    expect(cards(tech)).toBe(2)
    const none = await (await get('/discover/careers?location=Chennai&function=actuarial')).text()
    expect(cards(none)).toBe(0)
    expect(none).toContain('No open jobs match these filters')
  })

  it('a page past the last is the 404 page', async () => {
    expect((await get('/discover/careers?page=9')).status).toBe(404)
  })
})

describe('careers/careers-details: one open job with JobPosting data; closed or unknown jobs are 404', () => {
  it('shows the job, its structured data and the application form', async () => {
    const res = await get(`/careers/careers-details/${OPEN_JOB}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1')
    expect(html).toContain('Senior Underwriter')
    expect(html).toContain('"@type":"JobPosting"')
    expect(html).toContain('id="career-application"')
  })

  it.each([CLOSED_JOB, 'no-such-job', 'bad_slug'])('%s → 404', async (slug) => {
    expect((await get(`/careers/careers-details/${slug}`)).status).toBe(404)
  })

  it('the spec address with ?job= goes to the job’s own address', async () => {
    const res = await get(`/careers/careers-details?job=${OPEN_JOB}`)
    expect(res.status).toBe(308)
    expect(new URL(res.headers.get('location')!, BASE_URL).pathname).toBe(
      `/careers/careers-details/${OPEN_JOB}`,
    )
  })
})

describe('career applications (issue 5 item 5)', () => {
  let hr: string
  beforeAll(async () => {
    hr = await staffAuthorization('hr')
  })

  it.each(RESUME_KINDS)(
    'accepts a real .%s resume, answers a reference and sends it by SMS',
    async (kind) => {
      const fields = validFields()
      const res = await apply(fields, await resume(kind))
      expect(res.status).toBe(201)
      const reference = res.body.data!.reference
      expect(reference).toMatch(/^CA-\d{6}-[A-Z2-9]{6}$/)
      expect(res.body.message).toContain(reference)
      const sms = await outbox(fields.mobile!)
      expect(sms[0]?.text).toContain(reference) // newest first: the acknowledgement, after the OTP
      // Its own DLT template (the test server's SMS_DLT_TEMPLATE_ID_CAREERS), never the OTP's.
      expect(sms[0]?.dltTemplateId).toBe('1107000000000000431')
    },
  )

  it('acknowledges in Hindi under the Hindi template when the applicant applied from a Hindi page', async () => {
    const fields = validFields()
    const res = await apply(fields, await resume('pdf'), { page: `/hi/careers/careers-details/${OPEN_JOB}` })
    expect(res.status).toBe(201)
    const reference = res.body.data!.reference
    const [sms] = await outbox(fields.mobile!)
    expect(sms?.text).toMatch(
      new RegExp(`^Sahyog Life में .+ के लिए आवेदन करने का धन्यवाद। आपका संदर्भ नंबर ${reference} है।`),
    )
    expect(sms?.dltTemplateId).toBe('1107000000000000432')
  })

  it('sends no SMS and stores nothing for a mobile not verified by OTP, or verified for another number', async () => {
    const countFor = async (mobile: string) => {
      const stored = await fetch(
        new URL(`/cms/api/job-applications?where[mobile][equals]=${mobile}`, BASE_URL),
        { headers: { Authorization: hr } },
      )
      return ((await stored.json()) as { totalDocs: number }).totalDocs
    }
    const stranger = validFields()
    const unverified = await apply(stranger, await resume('pdf'), { proof: null })
    expect(unverified.status).toBe(401)
    expect(unverified.body.message).toMatch(/verify/i)
    const someoneElse = await verifiedProof(freshPhone(), PURPOSE)
    const borrowed = await apply(stranger, await resume('pdf'), { proof: someoneElse })
    expect(borrowed.status).toBe(401)
    const wrongPurpose = await verifiedProof(stranger.mobile!, 'MEET_ADVISOR')
    expect((await apply(stranger, await resume('pdf'), { proof: wrongPurpose })).status).toBe(401)
    expect(await outbox(stranger.mobile!)).toHaveLength(1) // the code for MEET_ADVISOR only
    expect(await countFor(stranger.mobile!)).toBe(0)
  })

  it('refuses a renamed Windows program, a ZIP named .docx and an image, by content', async () => {
    for (const file of [
      { bytes: windowsProgram(), name: 'resume.pdf' },
      { bytes: plainZip(), name: 'resume.docx' },
      { bytes: windowsProgram(), name: 'resume.exe' },
    ]) {
      const res = await apply(validFields(), file)
      expect(res.status, file.name).toBe(400)
      expect(res.body.errors?.resume).toMatch(/PDF, DOC, DOCX, TXT or RTF/)
    }
  })

  it('refuses a file over 2 MB with 413 and a clear message, storing nothing', async () => {
    const fields = validFields()
    const res = await apply(fields, { bytes: await oversizePdf(RESUME_MAX_BYTES + 1024), name: 'resume.pdf' })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('The file is larger than 2 MB. Please upload a smaller file.')
    const stored = await fetch(
      new URL(`/cms/api/job-applications?where[mobile][equals]=${fields.mobile}`, BASE_URL),
      {
        headers: { Authorization: hr },
      },
    )
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Please enter the email id'],
    ['email', 'asha@example', 'Please enter valid email id'],
    ['mobile', '', 'Mobile number is required'],
    ['mobile', '12345', 'Mobile number should be minimum 10'],
    ['mobile', '5876543210', 'Please enter a valid mobile number'],
    ['consent', '', 'Please accept the terms before proceeding'],
  ])('%s %j → 400 “%s”', async (field, value, message) => {
    const res = await apply({ ...validFields(), [field]: value }, await resume('pdf'))
    expect(res.status).toBe(400)
    expect(Object.values(res.body.errors ?? {})).toContain(message)
  })

  it('no resume → 400 “File is required”', async () => {
    const res = await apply(validFields(), null)
    expect(res.status).toBe(400)
    expect(res.body.errors?.resume).toBe('File is required')
  })

  it('a closed job → 400, not stored', async () => {
    const res = await apply({ ...validFields(), job: CLOSED_JOB }, await resume('pdf'))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('This job is no longer open for applications')
  })

  it('without the form token (spec 7 createToken) → 403; a token is good for one post', async () => {
    expect((await apply(validFields(), await resume('pdf'), { token: false })).status).toBe(403)
    const ip = freshIp()
    const csrf = await formToken(ip)
    const fields = validFields()
    // One proof: the first post spends it; the second is refused for its spent token before the proof is looked at.
    const proof = await verifiedProof(fields.mobile!, PURPOSE)
    const post = async () => {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.set(key, value!)
      form.set('resume', new File([await sampleFile('txt')], 'cv.txt'))
      form.set('auth_token', proof)
      return fetchFrom(ip, new URL(APPLY, BASE_URL), {
        method: 'POST',
        body: form,
        headers: { 'x-csrf-token': csrf.token, 'x-csrf-id': csrf.id },
      })
    }
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(403)
  })

  it('a body that is not multipart → 415', async () => {
    const ip = freshIp()
    const csrf = await formToken(ip)
    const res = await fetchFrom(ip, new URL(APPLY, BASE_URL), {
      method: 'POST',
      body: JSON.stringify(validFields()),
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrf.token,
        'x-csrf-id': csrf.id,
      },
    })
    expect(res.status).toBe(415)
  })

  it('the resume is stored under a server-chosen name and served to HR only', async () => {
    const fields = validFields()
    const res = await apply(fields, await resume('pdf', '../../etc/My CV.pdf'))
    expect(res.status).toBe(201)
    const reference = res.body.data!.reference
    const found = await fetch(
      new URL(`/cms/api/job-applications?where[reference][equals]=${reference}&depth=1`, BASE_URL),
      { headers: { Authorization: hr } },
    )
    expect(found.status).toBe(200)
    const doc = ((await found.json()) as { docs: Record<string, unknown>[] }).docs[0]!
    expect(doc).toMatchObject({ name: 'Asha Verma', job_title: 'Senior Underwriter', status: 'received' })
    expect(doc.acknowledgement).toBe('sms_sent')
    const file = doc.resume as { filename: string; url: string; original_name: string }
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(file.original_name).toBe('My CV.pdf')

    const anonymous = await get(file.url)
    expect([401, 403, 404]).toContain(anonymous.status)
    expect((await get('/cms/api/resumes')).status).toBe(403)
    expect((await get('/cms/api/job-applications')).status).toBe(403)

    const download = await get(file.url, { headers: { Authorization: hr } })
    expect(download.status).toBe(200)
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('sales staff cannot read applications; HR exports them as CSV', async () => {
    const sales = await staffAuthorization('sales')
    expect((await get('/cms/api/job-applications', { headers: { Authorization: sales } })).status).toBe(403)
    expect((await get('/api/admin/job-applications.csv', { headers: { Authorization: sales } })).status).toBe(
      403,
    )
    expect((await get('/api/admin/job-applications.csv')).status).toBe(401)

    const fields = validFields()
    const res = await apply(fields, await resume('docx'))
    const csv = await get('/api/admin/job-applications.csv', { headers: { Authorization: hr } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toContain('reference,received_at,status,job,name,email,mobile')
    expect(text).toContain(res.body.data!.reference)
  })

  it('visitors cannot create applications through the CMS API', async () => {
    const res = await fetch(new URL('/cms/api/job-applications', BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: 'CA-000000-AAAAAA', name: 'x' }),
    })
    expect(res.status).toBe(403)
  })
})
