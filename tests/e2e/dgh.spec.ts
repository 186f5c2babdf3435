import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './support/address'
import { latestCode, otpBoxes, outboxCodes, paste } from './support/otp'
import { createPolicy, fillPolicyLookup } from './support/policy'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Issue 7: online-dgh-submission at 375 px and 1280 px. Each run creates its own policy (own registered mobile)
// through the admin API; the OTP comes from the dev outbox.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

const createTestPolicy = (request: APIRequestContext, status: 'lapsed' | 'in-force') =>
  createPolicy(request, 'TD', {
    holderName: 'Sunita Deshpande',
    dateOfBirth: '1981-04-17',
    productName: 'Sahyog Smart Term Plan',
    productKind: 'term',
    sumAssured: 2500000,
    premium: 14500,
    frequency: 'yearly',
    commencementDate: '2021-05-10',
    nextDueDate: '2025-05-10',
    status,
  })

async function verifyPolicy(
  page: Page,
  request: APIRequestContext,
  policy: { policyNumber: string; dateOfBirth: string; mobile: string },
) {
  await openPage(page, '/online-dgh-submission')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter policy number')).toBeVisible()
  await fillPolicyLookup(page, policy)
  await page.getByRole('button', { name: 'Submit' }).click()
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  const boxes = otpBoxes(popup)
  await expect(boxes[0]!).toBeFocused({ timeout: 15_000 })
  await paste(boxes[0]!, await latestCode(request, policy.mobile))
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByTestId('policy-summary')).toContainText(policy.policyNumber)
}

test('a lapsed policy: the spec messages, a renamed file refused, then the declaration with its reference', async ({
  page,
  request,
}) => {
  // The longest journey of the suite (lookup, OTP, every question, both height units, two files, axe): more time.
  test.slow()
  const policy = await createTestPolicy(request, 'lapsed')
  await verifyPolicy(page, request, policy)
  const form = page.locator('#dgh-form')
  const submit = form.getByRole('button', { name: 'Submit declaration' })

  await submit.click()
  await expect(form.getByText('Please answer Yes or No').first()).toBeVisible()
  await expect(form.getByText('File is required')).toBeVisible()
  await expect(form.getByText('Please accept the terms before proceeding')).toBeVisible()
  await expect(form.locator('input[name="answer_hospitalised"]').first()).toBeFocused()

  const questions = form.locator('ol > li fieldset')
  const count = await questions.count()
  for (let i = 0; i < count; i++) await questions.nth(i).getByLabel('No').check()
  await questions.nth(2).getByLabel('Yes').check()
  await submit.click()
  await expect(form.getByText('Please give details of your Yes answer')).toBeVisible()
  await form.getByLabel('Details').fill('Thyroxine 50 mcg daily since 2022 for hypothyroidism.')

  await form.getByLabel('Height in cm').fill('120')
  await form.getByLabel('Weight in kg').fill('25')
  await submit.click()
  await expect(form.getByText('Enter Height between 137 to 213 cm')).toBeVisible()
  await expect(form.getByText('Enter weight between 30 to 150 kg')).toBeVisible()
  await form.getByLabel('Feet and inches').check()
  await form.getByRole('textbox', { name: 'Feet', exact: true }).fill('7')
  await form.getByRole('textbox', { name: 'Inches' }).fill('3')
  await expect(form.getByText('Enter Height between 4.6 to 7 feet')).toBeVisible()
  await form.getByRole('textbox', { name: 'Inches' }).fill('')
  await form.getByRole('textbox', { name: 'Feet', exact: true }).fill('5')
  await form.getByRole('textbox', { name: 'Inches' }).fill('4')
  await form.getByLabel('Weight in kg').fill('61.5')
  await expect(form.getByText(/Enter (Height|weight) between/)).toHaveCount(0)

  const report = form.getByLabel(/Medical report/)
  await report.setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf'),
  })
  await expect(form.getByText(/not a real PDF file/)).toBeVisible()
  await report.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(form.getByText(/not a real PDF file/)).toHaveCount(0)
  await form.getByRole('checkbox').check()

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])

  await submit.click()
  const done = page.locator('#dgh-received')
  await expect(
    done.getByRole('heading', { name: 'Your declaration of good health is received' }),
  ).toBeFocused()
  await expect(done.locator('#dgh-reference')).toHaveText(/^DGH\d{6}[A-Z0-9]{6}$/)
  await expect(done).toContainText('We have sent an acknowledgement by SMS')
  await expect.poll(async () => (await outboxCodes(request, policy.mobile)).length).toBe(2)
})

test('a policy that is not lapsed is told so and gets no form', async ({ page, request }) => {
  oneWidth()
  const policy = await createTestPolicy(request, 'in-force')
  await verifyPolicy(page, request, policy)
  await expect(page.locator('#dgh-not-lapsed')).toContainText('This policy is not in lapsed status')
  await expect(page.locator('#dgh-form')).toHaveCount(0)
})
