import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './support/address'
import { freshPhone, latestCode, otpBoxes, paste } from './support/otp'
import { createPolicy, fillPolicyLookup } from './support/policy'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Issue 7 service forms, at 375 px and 1280 px: meet_advisor, WhatsApp, grievances, unclaimed amounts. The OTP
// comes from the dev SMS outbox.

const SENT = { timeout: 15_000 }

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Reads the code sent to `phone` from the outbox and verifies it in the popup. */
async function verifyInPopup(page: Page, request: Parameters<typeof latestCode>[0], phone: string) {
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  const boxes = otpBoxes(popup)
  await expect(boxes[0]!).toBeFocused(SENT)
  await paste(boxes[0]!, await latestCode(request, phone))
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
}

test.describe('meet an advisor', () => {
  test('shows the spec messages, then verifies the mobile and ends with Successful!', async ({
    page,
    request,
  }) => {
    await openPage(page, '/services/meet-advisor')
    const form = page.locator('#meet-advisor-form')
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Pincode is required')).toBeVisible()
    await expect(form.getByLabel('Full name')).toBeFocused()
    await form.getByLabel('City').fill('Pu')
    await expect(form.getByText('City should not be less than 3 characters')).toBeVisible()
    await form.getByLabel('Pincode').fill('0110')
    await expect(form.getByText('Enter valid Pincode')).toBeVisible()

    const phone = freshPhone()
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByLabel('Mobile number').fill(phone)
    await form.getByLabel('City').fill('Pune')
    await form.getByLabel('Pincode').fill('411001')
    await form.getByLabel('Preferred time to call').selectOption('evening')
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await verifyInPopup(page, request, phone)
    const done = page.getByRole('dialog', { name: 'Successful!' })
    await expect(done).toContainText('Our Representative Will Contact You Soon')
    await done.getByRole('button', { name: 'Done' }).click()
    await expect(form.getByLabel('City')).toHaveValue('')
  })
})

test.describe('register for WhatsApp', () => {
  test('opts in with the spec messages', async ({ page, request }) => {
    const phone = freshPhone()
    await openPage(page, '/register-for-whatsapp')
    const form = page.locator('#register-whatsapp-form')
    await form.getByRole('button', { name: 'Opt in' }).click()
    await expect(form.getByText('Mobile number is required')).toBeVisible()
    await form.getByLabel('WhatsApp mobile number').fill(phone)
    await form.getByLabel(/Policy number/).fill('SL20')
    await form.getByRole('button', { name: 'Opt in' }).click()
    await expect(form.getByText('Policy number should be minimum 14')).toBeVisible()
    await form.getByLabel(/Policy number/).fill('')
    await form.getByRole('button', { name: 'Opt in' }).click()
    await verifyInPopup(page, request, phone)
    const enabled = page.getByRole('dialog', { name: 'Whatsapp Notification Enabled!' })
    await expect(enabled).toBeVisible()
    await enabled.getByRole('button', { name: 'Done' }).click()
    await expect(form.getByLabel('WhatsApp mobile number')).toHaveValue('')
  })

  test('tells a number that already opted in, and opts it out', async ({ page, request }) => {
    oneWidth()
    test.setTimeout(120_000)
    const phone = freshPhone()
    await optInThroughTheApi(page.request, phone)
    // A second code for the same number and purpose waits for the 30 s countdown.
    await page.waitForTimeout(31_000)
    await openPage(page, '/register-for-whatsapp')
    const form = page.locator('#register-whatsapp-form')
    await form.getByLabel('WhatsApp mobile number').fill(phone)
    await form.getByRole('button', { name: 'Opt in' }).click()
    await verifyInPopup(page, request, phone)
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'Your whatsapp number is already opted in. Thank you',
    )
  })
})

/** Opts a number in as the page would, through the API (send, outbox, verify, form token, post). */
async function optInThroughTheApi(request: Parameters<typeof latestCode>[0], phone: string) {
  const services = '/api/v1/sahyog/services'
  const headers = { 'api-version': 'v1' }
  const sent = await request.post(services, {
    headers,
    data: {
      action: 'sendOtp',
      module: 'Otp',
      data: { phone_number: phone, url: 'http://localhost/', SourcePage: 'REGISTER_WHATSAPP_PAGE' },
    },
  })
  expect(sent.status()).toBe(200)
  const token = ((await sent.json()) as { data: { Token: string } }).data.Token
  const otpAuth = 'abcdefghij12345'
  const verified = await request.post(services, {
    headers: { ...headers, authorization: `Bearer ${token}`, 'x-auth-token': otpAuth },
    data: {
      action: 'verifyOtp',
      module: 'Otp',
      data: {
        OTP: await latestCode(request, phone),
        phone_number: phone,
        otp_auth: otpAuth,
        url: 'http://localhost/',
        SourcePage: 'REGISTER_WHATSAPP_PAGE',
      },
    },
  })
  const authToken = ((await verified.json()) as { data: { auth_token: string } }).data.auth_token
  // The page's form id cookie is named after its last path segment (decision 65).
  const created = await request.post(`${services}?t=1`, {
    headers,
    data: {
      action: 'createToken',
      module: 'website',
      formId: 'register-for-whatsapp',
      formType: 'registerWhatsapp',
    },
  })
  const formId = /^register-for-whatsapp=(register-for-whatsapp_[A-Za-z0-9]{20});/.exec(
    created.headers()['set-cookie'] ?? '',
  )![1]!
  const posted = await request.post('/api/v1/register-for-whatsapp', {
    headers: {
      ...headers,
      'x-csrf-token': ((await created.json()) as { data: string }).data,
      'x-csrf-id': formId,
    },
    data: { mobile_number: phone, action: 'opt_in', auth_token: authToken },
  })
  expect(posted.status()).toBe(200)
}

test.describe('register a grievance', () => {
  test('has no axe violations, with its messages shown', async ({ page }) => {
    await openPage(page, '/register-grievance')
    await page.locator('#register-grievance-form').getByRole('button', { name: 'Register grievance' }).click()
    await expect(page.getByText('Please select a category')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('refuses a renamed file, registers with a real one and shows the reference, then looks it up', async ({
    page,
    request,
  }) => {
    const phone = freshPhone()
    await openPage(page, '/register-grievance')
    const form = page.locator('#register-grievance-form')
    const category = form.getByLabel('Category')
    await expect(category.locator('option')).not.toHaveCount(1)
    await category.selectOption('claims')
    await form
      .getByLabel('Describe your grievance')
      .fill('My maturity amount has not reached my bank account.')
    const attachment = form.getByLabel(/Attachment/)
    await attachment.setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf'),
    })
    await expect(form.getByText(/not a real PDF file/)).toBeVisible()
    await attachment.setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
    await expect(form.getByText(/not a real PDF file/)).toHaveCount(0)
    await form.getByLabel('Mobile number').fill(phone)
    await form.getByRole('button', { name: 'Register grievance' }).click()
    await verifyInPopup(page, request, phone)

    const done = page.locator('#grievance-registered')
    await expect(done.getByRole('heading', { name: 'Your grievance is registered' })).toBeFocused()
    const reference = (await done.locator('#grievance-reference').textContent())!.trim()
    expect(reference).toMatch(/^GRV\d{10}[A-Z0-9]{2}$/)
    await expect(done).toContainText('within 14 days')
    await expect(done).toContainText('Bima Bharosa')

    const status = page.locator('#grievance-status-form')
    await status.getByLabel('Reference number').fill(reference)
    await status.getByLabel('Mobile number').fill(phone)
    await status.getByRole('button', { name: 'Check status' }).click()
    await expect(page.locator('#grievance-status-result')).toContainText('Registered and acknowledged')
    await status.getByLabel('Mobile number').fill(freshPhone())
    await status.getByRole('button', { name: 'Check status' }).click()
    await expect(
      status.getByText('No grievance found for this reference number and mobile number'),
    ).toBeVisible()
  })
})

test.describe('unclaimed amounts', () => {
  const search = async (form: Locator) => form.getByRole('button', { name: 'Search' }).click()

  test('says when nothing is due, and shows what is due by policy or by name and date of birth', async ({
    page,
  }) => {
    await openPage(page, '/unclaimed-amounts')
    const form = page.locator('#unclaimed-amounts-form')
    await search(form)
    await expect(form.getByText('Please enter policy number')).toBeVisible()
    await form.getByRole('textbox', { name: 'Policy number' }).fill('SL209900000000')
    await search(form)
    await expect(form.getByText('No data found for this Policy Number')).toBeVisible()
    await form.getByRole('textbox', { name: 'Policy number' }).fill('SL201200004417')
    await search(form)
    const result = page.locator('#unclaimed-amounts-result')
    await expect(result).toContainText('Maturity benefit')
    await expect(result).toContainText('₹1,84,350')

    await form.getByLabel('Name and date of birth').check()
    await form.getByLabel('Policyholder name').fill('Mohammed Arif Khan')
    await form.getByLabel('Date of birth', { exact: true }).fill('1979-11-05')
    await search(form)
    await expect(result.locator('tbody tr')).toHaveCount(2)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('revoke Aadhaar e-KYC consent', () => {
  test('looks the policy up, verifies the registered mobile and records the revocation', async ({
    page,
    request,
  }) => {
    const { policyNumber, mobile } = await createPolicy(request, 'TS', {
      holderName: 'Meera Pillai',
      dateOfBirth: '1986-08-14',
      productName: 'Sahyog Suraksha Term Plan',
      productKind: 'term',
      sumAssured: 5000000,
      premium: 2400,
      frequency: 'monthly',
      commencementDate: '2024-01-01',
      nextDueDate: '2026-12-01',
      status: 'in-force',
    })

    await openPage(page, '/aadhaar-ekyc-consent-revoking')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please enter policy number')).toBeVisible()
    await fillPolicyLookup(page, { policyNumber, dateOfBirth: '1986-08-14', mobile })
    await page.getByRole('button', { name: 'Submit' }).click()
    await verifyInPopup(page, request, mobile)

    const form = page.locator('#ekyc-revoke-form')
    await expect(page.getByTestId('policy-summary')).toContainText(policyNumber)
    await form.getByRole('button', { name: 'Revoke consent' }).click()
    await expect(form.getByText('Please accept the terms before proceeding')).toBeVisible()
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Revoke consent' }).click()
    const done = page.locator('#ekyc-revoked')
    await expect(done.getByRole('heading', { name: 'Your request is received' })).toBeVisible()
    await expect(done.locator('#ekyc-reference')).toHaveText(/^EKR\d{6}[A-Z0-9]{6}$/)
  })
})
