import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { formCookieName } from '@/domain/forms/form-token'
import { servicesPath } from '@/domain/otp/protocol'
import { sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { fetchFrom, freshAddress } from '../support/client'
import { expect, test } from './support/address'
import { adminApi, adminLogin } from './support/admin'
import { freshPhone, latestCode, otpBoxes, paste } from './support/otp'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Buy online (issue 43), a document the application needs, on a phone (360 px): a paid application (made through
// the site's API: quote saved by OTP, the proposal's steps, the sandbox's payment) is moved by staff to "documents
// needed"; on Track my application, after the OTP, the visitor is asked for the document, a renamed program is
// refused beside the field before anything is sent, a PDF is uploaded and its receipt said; staff find it on the
// proposal. The upload step is photographed into the test's output folder (the pictures of docs/screenshots).

const PLAN = '/life-insurance/sahyog-smart-term'
const BASE = process.env.TEST_BASE_URL || 'http://localhost:3000'
const SERVICES = servicesPath(process.env.SERVICES_PROVIDER || 'sahyog')
const year = () => new Date(Date.now() + 330 * 60_000).getUTCFullYear()

test.beforeEach(async ({ context }) => skipPopups(context))

/** One JSON call from a fresh client address (the server's limits count per address). */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetchFrom(freshAddress(), new URL(path, BASE), {
    method: 'POST',
    headers: { 'api-version': 'v1', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { res, body: (await res.json()) as { message: string; data?: Record<string, unknown> } }
}

/** A mobile proved by OTP for `purpose`: the code read from the development SMS outbox. */
async function proof(request: APIRequestContext, phone: string, purpose: string) {
  const sent = await post(SERVICES, {
    action: 'sendOtp',
    module: 'Otp',
    data: {
      phone_number: phone,
      url: BASE,
      Source: 'WEB',
      SourcePage: purpose,
      full_name: 'Kavya Menon',
      full_email: 'kavya.menon@example.in',
      prefferd_language: 'English',
      is_submit_contact: true,
    },
  })
  expect(sent.res.status, sent.body.message).toBe(200)
  const token = (sent.body.data as { Token: string }).Token
  const authId = randomBytes(15).toString('hex').slice(0, 15)
  const code = await latestCode(request, phone)
  const verified = await post(
    SERVICES,
    {
      action: 'verifyOtp',
      module: 'Otp',
      data: {
        OTP: code,
        phone_number: phone,
        otp_auth: authId,
        url: BASE,
        session_token: token,
        Source: 'WEB',
        SourcePage: purpose,
      },
    },
    { authorization: `Bearer ${token}`, 'x-auth-token': authId },
  )
  expect(verified.res.status, verified.body.message).toBe(200)
  return (verified.body.data as { auth_token: string }).auth_token
}

/** A quote saved, its proposal filled in and its first premium paid in the sandbox: the application number. */
async function paidApplication(request: APIRequestContext, phone: string) {
  const formId = formCookieName(`${PLAN}/quote`)
  const token = await post(`${SERVICES}?t=1`, {
    action: 'createToken',
    module: 'website',
    formId,
    formType: 'quote',
  })
  const id = new RegExp(`${formId}=(${formId}_[A-Za-z0-9]{20});`).exec(
    token.res.headers.get('set-cookie') ?? '',
  )![1]!
  const saved = await post(
    '/api/v1/quotes',
    {
      full_name: 'Kavya Menon',
      full_email: 'kavya.menon@example.in',
      full_number: phone,
      prefferd_language: 'English',
      is_submit_contact: true,
      plan: PLAN,
      quote: {
        dob: `01/01/${year() - 30}`,
        gender: 'female',
        smoker: 'no',
        income: '1200000',
        sum_assured: '10000000',
        cover_till_age: '55',
        pay: 'regular',
        payout: 'lump-sum',
        mode: 'yearly',
      },
      auth_token: await proof(request, phone, 'QUOTE_PAGE'),
    },
    { 'x-csrf-token': token.body.data as unknown as string, 'x-csrf-id': id },
  )
  expect(saved.res.status, saved.body.message).toBe(200)
  const cookie = /^(sahyog_proposal=[^;]+)/.exec(saved.res.headers.get('set-cookie') ?? '')![1]!
  const started = await post('/api/v1/proposals', { quote: saved.body.data!.ref }, { cookie })
  expect(started.res.status).toBe(200)
  const ref = started.body.data!.ref as string
  const steps = {
    personal: {
      full_name: 'Kavya Menon',
      email: 'kavya.menon@example.in',
      pan: 'ABCPM1234K',
      address: '12, Lakshmi Nivas, FC Road',
      pincode: '411004',
      city: 'Pune',
      state: 'Maharashtra',
    },
    work: { occupation: 'salaried', employer: 'Deccan Software Ltd', annual_income: '1200000' },
    nominee: {
      nominee_name: 'Arjun Menon',
      nominee_relationship: 'spouse',
      nominee_dob: `15/06/${year() - 31}`,
    },
    health: {
      height_cm: '165',
      weight_kg: '60',
      answer_tobacco: 'no',
      answer_alcohol: 'no',
      answer_hazard: 'no',
      answer_conditions: 'no',
      answer_hospitalised: 'no',
      answer_declined: 'no',
    },
  }
  for (const [step, body] of Object.entries(steps))
    expect((await post(`/api/v1/proposals/${ref}/steps/${step}`, body, { cookie })).res.status).toBe(200)
  const paid = await post(`/api/v1/proposals/${ref}/pay`, { declaration: true }, { cookie })
  expect(paid.res.status).toBe(200)
  const order = new URL((paid.body.data!.checkout as { url: string }).url, BASE).searchParams.get('order')!
  const sandbox = await fetch(new URL('/api/v1/renewal-payment/sandbox', BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order, outcome: 'pay' }).toString(),
    redirect: 'manual',
  })
  expect(sandbox.status).toBe(303)
  const back = await fetch(new URL(sandbox.headers.get('location')!, BASE), { redirect: 'manual' })
  expect(back.status).toBe(303)
  const admin = await adminApi(request)
  const [proposal] = await admin.find<{ id: number; applicationNumber: string }>(
    'proposals',
    `where[ref][equals]=${ref}`,
  )
  return { admin, proposal: proposal! }
}

async function verifyOtp(page: Page, request: APIRequestContext, phone: string, count: number) {
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  const boxes = otpBoxes(popup)
  await expect(boxes[0]!).toBeFocused({ timeout: 10_000 })
  await paste(boxes[0]!, await latestCode(request, phone, count))
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
}

test('a document the application needs, uploaded on the tracking page at 360 px and found by staff', async ({
  page,
  request,
}) => {
  oneWidth()
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const phone = freshPhone()
  const { admin, proposal } = await paidApplication(request, phone)
  await admin.updateDoc('proposals', proposal.id, { applicationStatus: 'documents-needed' })

  await openPage(page, '/track-application')
  await page.getByLabel('Application number', { exact: true }).fill(proposal.applicationNumber)
  await page.getByLabel('Mobile number', { exact: true }).fill(phone)
  await page.getByRole('button', { name: 'Verify and see the status' }).click()
  // Four messages by now: the quote's code, the application received, the status, and this code.
  await verifyOtp(page, request, phone, 4)
  const status = page.locator('section[aria-labelledby="tracked-heading"]')
  await expect(status.locator('[data-status]')).toHaveText('Documents needed')
  const upload = page.locator('section[aria-labelledby="upload-heading"]')
  await expect(upload.getByRole('heading', { level: 3 })).toHaveText('Upload the document we asked for')
  const input = upload.getByLabel('Document', { exact: true })

  // A renamed program is refused beside the field before anything is sent.
  await input.setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(windowsProgram()),
  })
  await expect(upload.locator('#document-error')).toHaveText(
    'This file is not a real PDF file. Please upload a PDF, JPG, JPEG or PNG file.',
  )
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  await input.setInputFiles({
    name: 'salary-slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sampleFile('pdf')),
  })
  await expect(upload.locator('#document-error')).toHaveCount(0)
  await upload.getByRole('button', { name: 'Upload the document' }).click()
  const received = upload.locator('#upload-received')
  await expect(received).toHaveText(
    'We have received your document salary-slip.pdf. Our team will look at it and tell you by SMS.',
  )
  await expect(received).toBeFocused()
  await expect(upload.locator('#upload-list li')).toHaveCount(1)
  await expect(upload.locator('#upload-list')).toContainText('salary-slip.pdf')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
  // The status and the upload with its receipt, as the phone shows them (one screen, 360 px wide).
  await page.evaluate(() => {
    document.querySelector('[data-status]')?.scrollIntoView({ block: 'start' })
    window.scrollBy(0, -16)
  })
  const shot = await page.screenshot()
  await sharp(shot)
    .resize({ width: 360 })
    .webp({ quality: 80 })
    .toFile(test.info().outputPath('buy-track-upload-360.webp'))

  // Staff find it on the proposal.
  const documents = await admin.find<{ originalName: string; kind: string; proposal: number }>(
    'proposal-documents',
    `where[proposal][equals]=${proposal.id}`,
  )
  expect(documents).toMatchObject([{ originalName: 'salary-slip.pdf', kind: 'pdf', proposal: proposal.id }])

  // …and on the proposal's page in the admin, at a glance: the status, the payment record and the document.
  await page.setViewportSize({ width: 1280, height: 800 })
  await adminLogin(page)
  await page.goto(`/admin/collections/proposals/${proposal.id}`)
  const overview = page.getByTestId('proposal-overview')
  await expect(overview.locator('[data-status]')).toHaveText('Documents needed', { timeout: 20_000 })
  await expect(overview.getByTestId('proposal-payment')).toContainText('₹9,450 (GST ₹0)')
  await expect(overview.getByTestId('proposal-payment')).toContainText(/order order_\w+, payment pay_\w+/)
  await expect(overview.getByTestId('proposal-documents').getByRole('link')).toHaveText('salary-slip.pdf')
  await expect(overview).toContainText('Kavya Menon')
  await sharp(await page.screenshot())
    .resize({ width: 1280 })
    .webp({ quality: 80 })
    .toFile(test.info().outputPath('buy-admin-proposal-1280.webp'))
})
