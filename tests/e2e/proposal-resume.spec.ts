import { type Locator, type Page } from '@playwright/test'

import { freshAddress } from '../support/client'
import { adminLogin } from './support/admin'
import { expect, startForwarder, test } from './support/address'
import { freshPhone, latestCode, otpBoxes, paste } from './support/otp'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Buy online (issue 43), resumed: on a phone, Buy now → quote → saved quote → the proposal's first steps saved in one
// browser (context A); then a second browser with nothing of the first (context B) opens the continue page, proves
// the mobile by OTP, goes on from the saved step with the answers saved in A there, finishes the steps, pays through
// the local payment sandbox (the fake gateway) and tracks the application; staff see it in the admin. Every field's
// refusal is checked beside its field on the way. Each step is photographed (360 × 740, the admin at 1280 × 800)
// into the test's output folder: the pictures of docs/screenshots (buy-*.webp).

const PLAN = '/life-insurance/sahyog-smart-term'
const year = () => new Date(Date.now() + 330 * 60_000).getUTCFullYear()

test.beforeEach(async ({ context }) => skipPopups(context))

/** The page from its top to the end of its content (the footer left out), once its fonts have arrived. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready)
  const bottom = await page.evaluate(() => {
    const main = document.querySelector('main')!.getBoundingClientRect()
    return Math.ceil(main.bottom + window.scrollY)
  })
  const width = page.viewportSize()!.width
  await page.screenshot({
    path: test.info().outputPath(`buy-${name}.png`),
    fullPage: true,
    clip: { x: 0, y: 0, width, height: bottom },
  })
}

async function verifyOtp(
  page: Page,
  request: Parameters<typeof latestCode>[0],
  phone: string,
  count: number,
) {
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  const boxes = otpBoxes(popup)
  await expect(boxes[0]!).toBeFocused({ timeout: 10_000 })
  await paste(boxes[0]!, await latestCode(request, phone, count))
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
}

const step = (page: Page) => page.getByRole('heading', { level: 2 }).first()
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click()

/** Each field's refusal sits beside it: its message under it, named by the field's aria-describedby. */
async function refusedBeside(page: Page, refusals: [string, string, string | RegExp][]) {
  for (const [label, name, message] of refusals) {
    const error = page.locator(`#proposal-${name}-error`)
    await expect(error, name).toHaveText(message)
    if (label)
      await expect(field(page, label), name).toHaveAttribute(
        'aria-describedby',
        new RegExp(`proposal-${name}-error`),
      )
  }
}

test('a proposal saved on one phone is finished and paid on another after an OTP, then tracked and seen by staff', async ({
  page,
  request,
  browser,
}) => {
  oneWidth()
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const phone = freshPhone()

  // Context A. Buy now on the plan → its quote, worked out in the browser.
  await openPage(page, PLAN)
  await page
    .getByRole('link', { name: /Buy now/ })
    .first()
    .click()
  await expect(page).toHaveURL(`${PLAN}/quote`)
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  const quote = page.locator('#quote-form')
  await quote.getByLabel('Date of birth').fill(`01/01/${year() - 30}`)
  await quote.getByRole('radio', { name: 'Male', exact: true }).check()
  await quote.getByRole('radio', { name: 'No', exact: true }).check()
  await quote.getByLabel('Yearly income (₹)').fill('1200000')
  await quote.getByLabel('Sum assured (₹)').fill('10000000')
  await quote.getByLabel('Cover till age').selectOption('55')
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('#quote-result').getByTestId('quote-premium')).toHaveText('₹10,500 a year')
  await shoot(page, '01-quote')
  await page.getByRole('button', { name: 'Save my quote' }).click()
  const saving = page.locator('#save-quote')
  await saving.getByLabel('Full name').fill('Kavya Menon')
  await saving.getByLabel('Email ID').fill('kavya.menon@example.in')
  await saving.getByLabel('Mobile number').fill(phone)
  await saving.getByLabel('Preferred language').selectOption('English')
  await saving.getByRole('checkbox').check()
  await saving.getByRole('button', { name: 'Verify and save' }).click()
  await verifyOtp(page, request, phone, 1)
  await page.locator('#quote-saved').getByRole('link', { name: 'Open my quote' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote for Sahyog Smart Term')
  await shoot(page, '02-saved-quote')
  await page.locator('#buy-plan').getByRole('button', { name: 'Start the proposal' }).click()
  await expect(page).toHaveURL(/\/proposal\/[a-hj-np-z2-9]{12}$/)
  const address = new URL(page.url()).pathname

  // Step 1, sent empty: every field's message beside it.
  await expect(step(page)).toHaveText('Your details')
  await field(page, 'Full name (as on your PAN)').fill('')
  await field(page, 'E-mail').fill('')
  await save(page)
  await refusedBeside(page, [
    ['Full name (as on your PAN)', 'full_name', /\S/],
    ['E-mail', 'email', /\S/],
    ['PAN', 'pan', 'Please enter your PAN'],
    ['Address', 'address', 'Please enter your address'],
    ['PIN code', 'pincode', /\S/],
    ['City', 'city', 'Please enter the city and state'],
    ['State', 'state', 'Please enter the city and state'],
  ])
  await shoot(page, '03-details-refused')
  await field(page, 'Full name (as on your PAN)').fill('Kavya Menon')
  await field(page, 'E-mail').fill('kavya.menon@example.in')
  await field(page, 'PAN').fill('abcpm1234k')
  await field(page, 'Address').fill('12, Lakshmi Nivas, FC Road')
  await field(page, 'PIN code').fill('411004')
  await expect(field(page, 'City')).toHaveValue('Pune')
  await expect(field(page, 'State')).toHaveValue('Maharashtra')
  await shoot(page, '04-details')
  await save(page)

  // Step 2, sent empty, then saved.
  await expect(step(page)).toHaveText('Occupation and income')
  await save(page)
  await refusedBeside(page, [
    ['Occupation', 'occupation', 'Please choose your occupation'],
    ['Yearly income (₹)', 'annual_income', 'Please enter your yearly income in rupees'],
  ])
  await field(page, 'Occupation').selectOption('salaried')
  await save(page)
  await refusedBeside(page, [
    ['Employer or business name', 'employer', 'Please enter the name of your employer or business'],
  ])
  await field(page, 'Employer or business name').fill('Deccan Software Ltd')
  await field(page, 'Yearly income (₹)').fill('1200000')
  await shoot(page, '05-work-income')
  await save(page)
  await expect(step(page)).toHaveText('Nominee')

  // Context B: another phone, nothing of A's (its own cookies and address).
  const forwarder = await startForwarder(freshAddress())
  const other = await browser.newContext({
    proxy: { server: forwarder.url },
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  let number = ''
  try {
    await skipPopups(other)
    const b = await other.newPage()
    await openPage(b, '/proposal')
    await b.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
    await shoot(b, '06-continue')
    await b.getByRole('button', { name: 'Verify and continue' }).click()
    await verifyOtp(b, request, phone, 2)
    const list = b.locator('section[aria-labelledby="open-proposals-heading"]')
    await expect(list).toContainText('Sahyog Smart Term')
    await expect(list).toContainText('Next: Nominee')
    await list.getByRole('link', { name: 'Continue' }).click()
    await expect(b).toHaveURL(address)

    // On from the saved step, with A's answers there.
    await expect(step(b)).toHaveText('Nominee')
    await b.getByRole('button', { name: 'Back' }).click()
    await expect(step(b)).toHaveText('Occupation and income')
    await expect(field(b, 'Occupation')).toHaveValue('salaried')
    await expect(field(b, 'Employer or business name')).toHaveValue('Deccan Software Ltd')
    await expect(field(b, 'Yearly income (₹)')).toHaveValue('1200000')
    await save(b)

    // Step 3, sent empty, then an adult nominee.
    await expect(step(b)).toHaveText('Nominee')
    await save(b)
    await refusedBeside(b, [
      ['Nominee’s full name', 'nominee_name', /\S/],
      ['Relationship to you', 'nominee_relationship', 'Please choose how the nominee is related to you'],
      ['Nominee’s date of birth', 'nominee_dob', "Enter the nominee's date of birth as DD/MM/YYYY"],
    ])
    await field(b, 'Nominee’s full name').fill('Arjun Menon')
    await field(b, 'Relationship to you').selectOption('spouse')
    await field(b, 'Nominee’s date of birth').fill(`15/06/${year() - 31}`)
    await shoot(b, '07-nominee')
    await save(b)

    // Step 4, sent empty, then a declared condition (an underwriter's review, not a refusal).
    await expect(step(b)).toHaveText('Health and lifestyle')
    await save(b)
    await refusedBeside(b, [
      ['Height (cm)', 'height_cm', 'Enter your height in centimetres, 100 to 250'],
      ['Weight (kg)', 'weight_kg', 'Enter your weight in kilograms, 20 to 250'],
      ...['tobacco', 'alcohol', 'hazard', 'conditions', 'hospitalised', 'declined'].map(
        (id) => ['', `answer_${id}`, 'Please answer Yes or No'] as [string, string, string],
      ),
    ])
    await field(b, 'Height (cm)').fill('172')
    await field(b, 'Weight (kg)').fill('70')
    for (const id of ['tobacco', 'alcohol', 'hazard', 'conditions', 'hospitalised', 'declined'])
      await b.locator(`input[name="answer_${id}"][value="no"]`).check()
    await b.locator('input[name="answer_conditions"][value="yes"]').check()
    await field(b, 'Please give details: what, when, and the treatment').fill(
      'Type 2 diabetes since 2022, on metformin',
    )
    await shoot(b, '08-health')
    await save(b)

    // Review: the premium again, A's answers and B's; the declaration; pay.
    await expect(step(b)).toHaveText('Review and pay')
    await expect(b.getByTestId('pay-total')).toHaveText('₹10,500')
    const main = b.locator('main')
    await expect(main).toContainText('ABCPM1234K')
    await expect(main).toContainText('Pune, Maharashtra 411004')
    await expect(main).toContainText('Deccan Software Ltd')
    await expect(main).toContainText('Arjun Menon (Spouse), 100 %')
    await expect(main).toContainText('liver or lung disease? — Type 2 diabetes since 2022, on metformin')
    // A form page: on a phone the floating contact pill stays off it, here the review's answers where it sat over
    // the text at the bottom left of the screen while the visitor scrolled.
    await expect(b.locator('#contact-tab')).toHaveCount(1)
    await b.evaluate(() =>
      window.scrollTo(
        0,
        document.querySelector('#review-work')!.getBoundingClientRect().top - 200 + window.scrollY,
      ),
    )
    await b.mouse.wheel(0, 40)
    await expect(b.locator('html')).toHaveAttribute('data-floating', 'none')
    await expect(b.locator('#contact-tab')).toBeHidden()
    await b.getByRole('checkbox').check()
    await shoot(b, '09-review')
    await b.getByRole('button', { name: 'Pay ₹10,500' }).click()

    await expect(b).toHaveURL(/\/renewal-payment\/sandbox\?order=order_/)
    await expect(b.getByTestId('sandbox-amount')).toContainText('10,500')
    await shoot(b, '10-checkout')
    await b.locator('main').getByRole('button', { name: /^Pay / }).click()

    // The payment's return: the application number; the declared condition goes to an underwriter.
    await expect(b).toHaveURL(address)
    await expect(step(b)).toHaveText('Your application is received')
    await expect(b.getByTestId('application-number')).toHaveText(/^SLA-\d{4}-\d{7}$/)
    await expect(main).toContainText('An underwriter reviews your health answers')
    number = (await b.getByTestId('application-number').textContent()) ?? ''
    await shoot(b, '11-application-number')

    // Tracking, from the confirmation: the application number and an OTP.
    await b.getByRole('link', { name: 'Track my application' }).click()
    await expect(b).toHaveURL('/track-application')
    await expect(b.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
    await field(b, 'Application number').fill(number)
    await field(b, 'Mobile number').fill(phone)
    await b.getByRole('button', { name: 'Verify and see the status' }).click()
    // Four messages by now: the quote's code, the resume's code, the application received, and this code.
    await verifyOtp(b, request, phone, 4)
    const status = b.locator('section[aria-labelledby="tracked-heading"]')
    await expect(status.locator('[data-status]')).toHaveText('Submitted')
    await shoot(b, '12-tracking')
  } finally {
    await other.close()
    await forwarder.close()
  }

  // A sees the same proposal paid: the state is the database's.
  await page.reload()
  await expect(step(page)).toHaveText('Your application is received')
  await expect(page.getByTestId('application-number')).toHaveText(number)

  // Staff: the application in the admin, with its answers and payment.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const admin = await staff.newPage()
    await adminLogin(admin)
    await admin.goto('/admin/collections/proposals')
    await expect(admin.getByText(number)).toBeVisible({ timeout: 20_000 })
    await admin.screenshot({ path: test.info().outputPath('buy-13-staff-list.png') })
    await admin
      .getByRole('link', { name: address.split('/').pop()!, exact: true })
      .first()
      .click()
    await expect(admin).toHaveURL(/\/admin\/collections\/proposals\/[^/]+$/)
    // The answers as saved, readable to staff.
    await expect(admin.locator('textarea').first()).toHaveValue(/Deccan Software Ltd/)
    await expect(admin.locator('h1')).toContainText(address.split('/').pop()!)
    await admin.screenshot({ path: test.info().outputPath('buy-14-staff-proposal.png'), fullPage: true })
  } finally {
    await staff.close()
  }
})
