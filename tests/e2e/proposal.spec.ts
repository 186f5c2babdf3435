import { type Locator, type Page } from '@playwright/test'

import { freshAddress } from '../support/client'
import { expect, startForwarder, test } from './support/address'
import { freshPhone, latestCode, otpBoxes, paste } from './support/otp'
import { ADMIN } from './support/admin'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Buy online (issue 43), on a phone: Buy now → quote → saved quote → the proposal's steps, verified by OTP, saved at
// each step, resumed on a second device with the mobile and an OTP, reviewed with the premium, and paid through the
// local payment sandbox (the fake gateway) to the confirmation with its application number; staff move it to
// "issued", the visitor is told by SMS and the tracking page says so after an OTP. The figures are the
// seeded Smart Term table's (quote.edit.spec.ts): a man of 30, ₹1 crore to age 55, ₹10,500 a year, no GST (individual
// life premiums are exempt from 22 Sep 2025).
// Each step is photographed at 360 × 740 into the test's output folder.

const PLAN = '/life-insurance/sahyog-smart-term'
const year = () => new Date(Date.now() + 330 * 60_000).getUTCFullYear()

test.beforeEach(async ({ context }) => skipPopups(context))

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

async function verifyOtp(page: Page, request: Parameters<typeof latestCode>[0], phone: string, count = 1) {
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  const boxes = otpBoxes(popup)
  await expect(boxes[0]!).toBeFocused({ timeout: 10_000 })
  await paste(boxes[0]!, await latestCode(request, phone, count))
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
}

async function saveQuote(page: Page, request: Parameters<typeof latestCode>[0], phone: string) {
  await openPage(page, PLAN)
  await page
    .getByRole('link', { name: /Buy now/ })
    .first()
    .click()
  await expect(page).toHaveURL(`${PLAN}/quote`)
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  const form = page.locator('#quote-form')
  await form.getByLabel('Date of birth').fill(`01/01/${year() - 30}`)
  await form.getByRole('radio', { name: 'Male', exact: true }).check()
  await form.getByRole('radio', { name: 'No', exact: true }).check()
  await form.getByLabel('Yearly income (₹)').fill('1200000')
  await form.getByLabel('Sum assured (₹)').fill('10000000')
  await form.getByLabel('Cover till age').selectOption('55')
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('#quote-result').getByTestId('quote-premium')).toHaveText('₹10,500 a year')
  await page.getByRole('button', { name: 'Save my quote' }).click()
  const save = page.locator('#save-quote')
  await save.getByLabel('Full name').fill('Kavya Menon')
  await save.getByLabel('Email ID').fill('kavya.menon@example.in')
  await save.getByLabel('Mobile number').fill(phone)
  await save.getByLabel('Preferred language').selectOption('English')
  await save.getByRole('checkbox').check()
  await save.getByRole('button', { name: 'Verify and save' }).click()
  await verifyOtp(page, request, phone)
  await page.locator('#quote-saved').getByRole('link', { name: 'Open my quote' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote for Sahyog Smart Term')
}

const step = (page: Page) => page.getByRole('heading', { level: 2 }).first()
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })

test('from a saved quote to a paid proposal and its application number, resumed on a second device by OTP', async ({
  page,
  request,
  browser,
}) => {
  oneWidth()
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const phone = freshPhone()
  await saveQuote(page, request, phone)
  await shoot(page, '0-saved-quote')

  // Buy this plan: the mobile was proved by saving the quote, so no second code.
  const buy = page.locator('#buy-plan')
  await expect(buy.getByLabel('Mobile number')).toHaveCount(0)
  await buy.getByRole('button', { name: 'Start the proposal' }).click()
  await expect(page).toHaveURL(/\/proposal\/[a-hj-np-z2-9]{12}$/)
  const address = new URL(page.url()).pathname
  let number = ''
  await expect(step(page)).toHaveText('Your details')
  await expect(page.getByTestId('proposal-premium')).toHaveText('₹10,500 a year')

  // Step 1: the name and e-mail of the quote are there; a wrong PAN is refused beside the field, which takes focus.
  await expect(field(page, 'Full name (as on your PAN)')).toHaveValue('Kavya Menon')
  await expect(field(page, 'E-mail')).toHaveValue('kavya.menon@example.in')
  await field(page, 'PAN').fill('ABCD1234')
  await field(page, 'Address').fill('12, Lakshmi Nivas, FC Road')
  await field(page, 'PIN code').fill('411004')
  // The PIN code fills the city and state from the branch near it.
  await expect(field(page, 'City')).toHaveValue('Pune')
  await expect(field(page, 'State')).toHaveValue('Maharashtra')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.locator('#proposal-pan-error')).toHaveText('PAN Format Incorrect')
  await expect(field(page, 'PAN')).toBeFocused()
  await expect(field(page, 'PAN')).toHaveAttribute('aria-describedby', /proposal-pan-error/)
  await shoot(page, '1-details-error')
  await field(page, 'PAN').fill('abcpm1234k')
  await expect(field(page, 'PAN')).toHaveValue('ABCPM1234K')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // Step 2: the income the cover needs, from the plan's multiple (25 × ₹4,00,000 = ₹1 crore).
  await expect(step(page)).toHaveText('Occupation and income')
  await expect(step(page)).toBeFocused()
  await field(page, 'Occupation').selectOption('salaried')
  await field(page, 'Employer or business name').fill('Deccan Software Ltd')
  await field(page, 'Yearly income (₹)').fill('300000')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.locator('#proposal-annual_income-error')).toHaveText(
    'For cover of ₹1,00,00,000 your yearly income should be at least ₹4,00,000',
  )
  await shoot(page, '2-occupation-income')
  await field(page, 'Yearly income (₹)').fill('1200000')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(step(page)).toHaveText('Nominee')

  // A second device: nothing opens without the mobile and an OTP; then the proposal goes on at its next step.
  const forwarder = await startForwarder(freshAddress())
  const other = await browser.newContext({
    proxy: { server: forwarder.url },
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    await skipPopups(other)
    const phone2 = await other.newPage()
    await openPage(phone2, address)
    await expect(step(phone2)).toHaveText('Verify your mobile number to open this proposal')
    await expect(phone2.locator('main')).not.toContainText('Kavya')
    await shoot(phone2, '3-resume-otp')
    await phone2.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
    await phone2.getByRole('button', { name: 'Verify and continue' }).click()
    await verifyOtp(phone2, request, phone, 2)
    await expect(step(phone2)).toHaveText('Nominee')

    // Step 3: a nominee under 18 needs an adult appointee.
    await field(phone2, 'Nominee’s full name').fill('Ira Menon')
    await field(phone2, 'Relationship to you').selectOption('daughter')
    await field(phone2, 'Nominee’s date of birth').fill(`0403${year() - 6}`)
    await expect(field(phone2, 'Nominee’s date of birth')).toHaveValue(`04/03/${year() - 6}`)
    await phone2.getByRole('button', { name: 'Save and continue' }).click()
    await expect(phone2.locator('#proposal-appointee_name-error')).toHaveText(
      'The nominee is under 18: please name an appointee',
    )
    await field(phone2, 'Appointee’s full name').fill('Arjun Menon')
    await field(phone2, 'Appointee’s relationship to the nominee').fill('Father')
    await field(phone2, 'Appointee’s date of birth').fill(`15/06/${year() - 33}`)
    await shoot(phone2, '4-nominee-appointee')
    await phone2.getByRole('button', { name: 'Save and continue' }).click()

    // Step 4: health and lifestyle; a yes asks for details.
    await expect(step(phone2)).toHaveText('Health and lifestyle')
    await field(phone2, 'Height (cm)').fill('165')
    await field(phone2, 'Weight (kg)').fill('62')
    for (const name of ['tobacco', 'alcohol', 'hazard', 'conditions', 'hospitalised', 'declined'])
      await phone2.locator(`input[name="answer_${name}"][value="no"]`).check()
    await phone2.locator('input[name="answer_hospitalised"][value="yes"]').check()
    await phone2.getByRole('button', { name: 'Save and continue' }).click()
    await expect(phone2.locator('#proposal-details_hospitalised-error')).toHaveText(
      'Please give details of your Yes answer',
    )
    await field(phone2, 'Please give details: what, when, and the treatment').fill(
      'Appendix removed in 2023, no treatment since',
    )
    await shoot(phone2, '5-health')
    await phone2.getByRole('button', { name: 'Save and continue' }).click()

    // Review: the premium again with its GST and total, and each step's answers; the declaration is needed.
    await expect(step(phone2)).toHaveText('Review and pay')
    await expect(phone2.getByTestId('review-premium')).toHaveText('₹10,500 a year')
    await expect(phone2.getByTestId('pay-premium')).toHaveText('₹10,500')
    await expect(phone2.getByTestId('pay-gst')).toHaveText('₹0')
    await expect(phone2.getByTestId('pay-total')).toHaveText('₹10,500')
    const main = phone2.locator('main')
    await expect(main).toContainText('ABCPM1234K')
    await expect(main).toContainText('Pune, Maharashtra 411004')
    await expect(main).toContainText('₹12,00,000')
    await expect(main).toContainText('Ira Menon (Daughter), 100 %')
    await expect(main).toContainText('Arjun Menon (Father)')
    await phone2.getByRole('button', { name: 'Pay ₹10,500' }).click()
    await expect(phone2.locator('#proposal-declaration-error')).toHaveText(
      'Please accept the declaration before submitting',
    )
    await shoot(phone2, '6-review')
    await phone2.getByRole('checkbox').check()
    await phone2.getByRole('button', { name: 'Pay ₹10,500' }).click()

    // The gateway's checkout (the sandbox, a page of this site standing in for Razorpay's): pay.
    await expect(phone2).toHaveURL(/\/renewal-payment\/sandbox\?order=order_/)
    await expect(phone2.getByTestId('sandbox-amount')).toContainText('10,500')
    await shoot(phone2, '7-checkout')
    await phone2.locator('main').getByRole('button', { name: /^Pay / }).click()

    // Back on the proposal: the application number, and the proposal as submitted to download.
    await expect(phone2).toHaveURL(address)
    await expect(step(phone2)).toHaveText('Your application is received')
    await expect(phone2.getByTestId('application-number')).toHaveText(/^SLA-\d{4}-\d{7}$/)
    await expect(phone2.locator('main')).toContainText('An underwriter reviews your health answers')
    const pdfPath = `/api/v1/proposals/${address.split('/').pop()}/pdf`
    await expect(phone2.getByTestId('proposal-pdf')).toHaveAttribute('href', pdfPath)
    // The visitor's browser, holding the proposal's credential, downloads it.
    const pdf = await phone2.request.get(pdfPath)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    number = (await phone2.getByTestId('application-number').textContent()) ?? ''
    await shoot(phone2, '8-application-received')
  } finally {
    await other.close()
    await forwarder.close()
  }

  // The first device sees it paid too (the state is the database's, not a process's).
  await page.reload()
  await expect(step(page)).toHaveText('Your application is received')
  await expect(page.getByTestId('application-number')).toHaveText(number)

  // Staff move the application to "issued" (the admin's save, through the CMS's REST API as the administrator).
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get(`/cms/api/proposals?where[applicationNumber][equals]=${number}&depth=0`, {
    headers,
  })
  const [record] = ((await found.json()) as { docs: { id: number | string; applicationStatus: string }[] })
    .docs
  expect(record!.applicationStatus).toBe('submitted')
  const moved = await request.patch(`/cms/api/proposals/${record!.id}`, {
    headers,
    data: { applicationStatus: 'issued' },
  })
  expect(moved.ok(), await moved.text()).toBeTruthy()
  // The visitor is told by SMS, under the application status template.
  const outbox = await request.get(`/api/dev/sms-outbox?phone_number=${phone}`)
  const told = ((await outbox.json()) as { text: string; dltTemplateId?: string }[]).filter((sms) =>
    sms.text.includes(' is now '),
  )
  expect(told).toEqual([
    {
      to: phone,
      text: `Sahyog Life: your application ${number} is now "Issued". Track it on our website under Track my application.`,
      sentAt: expect.any(String),
      dltTemplateId: process.env.SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS || '1107000000000000105',
    },
  ])

  // The tracking page, reached from the confirmation, says so once the mobile is proved by OTP.
  await page.getByRole('link', { name: 'Track my application' }).click()
  await expect(page).toHaveURL('/track-application')
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  await field(page, 'Application number').fill(number.toLowerCase())
  await field(page, 'Mobile number').fill(phone)
  await shoot(page, '9-track')
  await page.getByRole('button', { name: 'Verify and see the status' }).click()
  // Five messages by now: two codes, the application received, the status, and this code.
  await verifyOtp(page, request, phone, 5)
  const status = page.locator('section[aria-labelledby="tracked-heading"]')
  await expect(status.getByRole('heading', { level: 2 })).toHaveText(`Status of application ${number}`)
  await expect(status.locator('[data-status]')).toHaveText('Issued')
  await expect(status).toContainText('Your policy has been issued.')
  await shoot(page, '10-tracked-issued')
})

test('the continue page lists a mobile’s unfinished proposals after its OTP', async ({ page, request }) => {
  oneWidth()
  test.setTimeout(90_000)
  const phone = freshPhone()
  await saveQuote(page, request, phone)
  await page.locator('#buy-plan').getByRole('button', { name: 'Start the proposal' }).click()
  await expect(page).toHaveURL(/\/proposal\/[a-hj-np-z2-9]{12}$/)
  await expect(step(page)).toHaveText('Your details')
  const address = new URL(page.url()).pathname

  await page.context().clearCookies()
  await openPage(page, '/proposal')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await verifyOtp(page, request, phone, 2)
  const list = page.locator('section[aria-labelledby="open-proposals-heading"]')
  await expect(list).toContainText('Sahyog Smart Term')
  await expect(list).toContainText('Next: Your details')
  await list.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(address)
  await expect(step(page)).toHaveText('Your details')
})
