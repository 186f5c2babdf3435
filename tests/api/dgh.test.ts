/**
 * online-dgh-submission (issue 7): a declaration of good health for a lapsed policy, made after the policy OTP of
 * DGH_PAGE, with a medical report checked by content. Stored first (report and declaration), acknowledged by SMS,
 * readable (and the report downloadable) by the service desk only. Anything refused stores nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { oversizePdf, plainZip, sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { adminToken, BASE_URL, get } from './support/http'
import { outbox } from './support/otp'
import { createPolicy, type ITestPolicy, verifiedPolicyCookie } from './support/policy'
import { formHeaders, postForm } from './support/service-forms'
import { staffAuthorization } from './support/staff'

const PATH = '/api/v1/online-dgh-submission'
const QUESTIONS = ['hospitalised', 'conditions', 'treatment', 'tests', 'symptoms', 'absence']

let admin: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
}, 60_000)

const lapsedPolicy = () => createPolicy({ status: 'lapsed', nextDueDate: '2025-06-01' })

function dghForm(fields: Record<string, string> = {}, file: [Uint8Array, string] | null = null) {
  const form = new FormData()
  const values: Record<string, string> = {
    ...Object.fromEntries(QUESTIONS.map((id) => [`answer_${id}`, 'no'])),
    height_unit: 'cm',
    height_cm: '164',
    weight_kg: '58',
    declaration: 'yes',
    url: `${BASE_URL}/online-dgh-submission`,
    ...fields,
  }
  for (const [key, value] of Object.entries(values)) form.set(key, value)
  if (file) form.set('report', new Blob([file[0] as Uint8Array<ArrayBuffer>]), file[1])
  return form
}

const submit = async (cookie: string | null, form: FormData, token = true) =>
  postForm(PATH, form, {
    headers: { ...(token ? await formHeaders('dghSubmission') : {}), ...(cookie ? { cookie } : {}) },
  })

async function declarationsFor(
  policy: ITestPolicy,
  authorization = admin,
): Promise<Record<string, unknown>[]> {
  const res = await get(
    `/cms/api/dgh-submissions?where[policyNumber][equals]=${policy.policyNumber}&depth=1`,
    {
      headers: { Authorization: authorization },
    },
  )
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

describe('POST /api/v1/online-dgh-submission', () => {
  it('stores the declaration and its report, answers a reference, acknowledges by SMS; the desk downloads the report', async () => {
    const policy = await lapsedPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    const answer = await submit(
      cookie,
      dghForm(
        {
          answer_treatment: 'yes',
          details_treatment: 'Amlodipine 5 mg daily for blood pressure since 2023.',
        },
        [await sampleFile('pdf'), 'health-check.pdf'],
      ),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe('Your declaration of good health is received')
    const { reference, acknowledged } = answer.body.data as { reference: string; acknowledged: boolean }
    expect(reference).toMatch(/^DGH\d{6}[A-Z0-9]{6}$/)
    expect(acknowledged).toBe(true)
    const messages = await outbox(policy.mobile)
    expect(messages).toHaveLength(2)
    expect(messages[0]!.text).toContain(reference)
    // Its own DLT template (the test server's SMS_DLT_TEMPLATE_ID_DGH), never the OTP's.
    expect(messages[0]!.dltTemplateId).toBe('1107000000000000451')

    const [stored] = await declarationsFor(policy)
    expect(stored).toMatchObject({
      reference,
      policyNumber: policy.policyNumber,
      disclosures: true,
      heightCm: 164,
      weightKg: 58,
      status: 'received',
      acknowledgement: 'sent',
    })
    const answers = stored!.answers as { question: string; answer: string; details: string }[]
    expect(answers).toHaveLength(QUESTIONS.length)
    expect(answers.find((a) => a.question === 'treatment')).toMatchObject({
      answer: 'yes',
      details: 'Amlodipine 5 mg daily for blood pressure since 2023.',
    })
    const report = stored!.report as { filename: string; originalName: string; kind: string; url: string }
    expect(report).toMatchObject({ originalName: 'health-check.pdf', kind: 'pdf' })
    expect(report.filename).not.toContain('health-check')

    const serviceDesk = await staffAuthorization('service_desk', admin)
    const editor = await staffAuthorization('editor', admin)
    const file = report.url
    const download = await get(file, { headers: { Authorization: serviceDesk } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    expect((await download.text()).startsWith('%PDF')).toBe(true)
    expect((await get(file, { headers: { Authorization: editor } })).status).toBe(403)
    expect((await get(file)).status).toBe(403)
    expect((await get('/cms/api/dgh-submissions', { headers: { Authorization: editor } })).status).toBe(403)
    expect((await get('/cms/api/dgh-submissions')).status).toBe(403)
    const csv = await get('/api/admin/export/dgh-submissions', { headers: { Authorization: serviceDesk } })
    expect(csv.status).toBe(200)
    expect((await csv.text()).split('\n').find((line) => line.includes(reference))).toContain(
      'treatment: yes',
    )
  }, 60_000)

  it.each(['pdf', 'jpg', 'png'] as const)('accepts a real %s medical report', async (kind) => {
    const policy = await lapsedPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    const answer = await submit(cookie, dghForm({}, [await sampleFile(kind), `report.${kind}`]))
    expect(answer.status).toBe(200)
    const [stored] = await declarationsFor(policy)
    expect(stored).toMatchObject({ disclosures: false, report: { kind } })
  })

  it('refuses a missing, renamed, other-type or oversize report, and stores nothing', async () => {
    const policy = await lapsedPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    const cases: [[Uint8Array, string] | null, number, RegExp][] = [
      [null, 400, /^File is required$/],
      [[windowsProgram(), 'report.pdf'], 400, /not a real PDF file/],
      [[plainZip(), 'scan.png'], 400, /not a real PNG file/],
      [[await sampleFile('png'), 'scan.jpg'], 400, /not a real JPG file/],
      [[await sampleFile('docx'), 'report.docx'], 400, /Please upload a PDF, JPG, JPEG or PNG file/],
      [[await oversizePdf(5 * 1024 * 1024 + 1), 'big.pdf'], 413, /larger than 5 MB/],
    ]
    for (const [file, status, message] of cases) {
      const answer = await submit(cookie, dghForm({}, file))
      expect(answer.status, file?.[1] ?? 'no file').toBe(status)
      expect(answer.body.message).toMatch(message)
    }
    expect(await declarationsFor(policy)).toHaveLength(0)
    expect(await outbox(policy.mobile)).toHaveLength(1) // the OTP only
  }, 60_000)

  it('checks the answers, height, weight and declaration with the spec messages, and stores nothing', async () => {
    const policy = await lapsedPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    const pdf = await sampleFile('pdf')
    const cases: [Record<string, string>, string][] = [
      [{ answer_conditions: '' }, 'Please answer Yes or No'],
      [{ answer_hospitalised: 'yes' }, 'Please give details of your Yes answer'],
      [{ height_cm: '136' }, 'Enter Height between 137 to 213 cm'],
      [{ height_unit: 'ft', height_feet: '7', height_inches: '2' }, 'Enter Height between 4.6 to 7 feet'],
      [{ weight_kg: '151' }, 'Enter weight between 30 to 150 kg'],
      [{ declaration: '' }, 'Please accept the terms before proceeding'],
    ]
    for (const [fields, message] of cases) {
      const answer = await submit(cookie, dghForm(fields, [pdf, 'report.pdf']))
      expect(answer.status, message).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    const feet = await submit(
      cookie,
      dghForm({ height_unit: 'ft', height_feet: '5', height_inches: '10' }, [pdf, 'report.pdf']),
    )
    expect(feet.status).toBe(200)
    const stored = await declarationsFor(policy)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ heightCm: 177.8, heightEntered: '5 ft 10 in' })
  }, 60_000)

  it('needs the DGH verification of this policy and the form token', async () => {
    const policy = await lapsedPolicy()
    const pdf = await sampleFile('pdf')
    expect((await submit(null, dghForm({}, [pdf, 'report.pdf']))).status).toBe(401)
    const otherPurpose = await verifiedPolicyCookie(policy, 'EKYC_REVOKE_PAGE')
    expect((await submit(otherPurpose, dghForm({}, [pdf, 'report.pdf']))).status).toBe(401)
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    expect((await submit(cookie, dghForm({}, [pdf, 'report.pdf']), false)).status).toBe(403)
    // A verification for one policy records the declaration against that policy only.
    const other = await lapsedPolicy()
    expect(
      (await submit(cookie, dghForm({ policy_number: other.policyNumber }, [pdf, 'report.pdf']))).status,
    ).toBe(200)
    expect(await declarationsFor(other)).toHaveLength(0)
    expect(await declarationsFor(policy)).toHaveLength(1)
  }, 60_000)

  it('tells a policy that is not lapsed that it needs no declaration (409), and stores nothing', async () => {
    const policy = await createPolicy({ status: 'in-force' })
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    const answer = await submit(cookie, dghForm({}, [await sampleFile('pdf'), 'report.pdf']))
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/^This policy is not in lapsed status/)
    expect(await declarationsFor(policy)).toHaveLength(0)
  })
})
