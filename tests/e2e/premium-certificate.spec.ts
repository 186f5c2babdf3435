import fs from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'

import { pdfText } from '../support/pdf'

import { freshPhone, latestCode, otpBoxes } from './support/otp'
import { createPolicy, fillPolicyLookup } from './support/policy'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Issue 7: premium-paid-certificate at 375 px and 1280 px: lookup, the OTP from the dev outbox, the year, the PDF.
// Each run creates its own policy (own registered mobile) through the admin API, so the two widths never share an
// OTP countdown.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const createTestPolicy = (request: APIRequestContext) =>
  createPolicy(request, 'TE', {
    holderName: 'Farhan Qureshi',
    dateOfBirth: '1987-09-23',
    productName: 'Sahyog Guaranteed Savings Plan',
    productKind: 'savings',
    sumAssured: 600000,
    premium: 30000,
    frequency: 'yearly',
    commencementDate: '2023-08-01',
    nextDueDate: '2027-08-01',
    status: 'in-force',
    premiumsPaid: [
      { financialYear: '2023-24', amount: 30000, paidOn: '2023-08-01' },
      { financialYear: '2024-25', amount: 30000, paidOn: '2024-07-29' },
    ],
  })

test('premium paid certificate: verify by OTP, choose a year, download the PDF', async ({
  page,
  request,
}) => {
  const policy = await createTestPolicy(request)
  await openPage(page, '/premium-paid-certificate')
  await expect(page.getByRole('heading', { level: 1, name: 'Premium paid certificate' })).toBeVisible()

  // The spec's policy number messages first.
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter policy number')).toBeVisible()

  await fillPolicyLookup(page, policy)
  await page.getByRole('button', { name: 'Submit' }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  const code = await latestCode(request, policy.mobile)
  const boxes = otpBoxes(popup)
  for (const [index, digit] of [...code].entries()) await boxes[index]!.fill(digit)
  await popup.getByRole('button', { name: 'Verify OTP' }).click()

  const section = page.getByRole('region', { name: 'Download your certificate' })
  await expect(section).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('policy-summary')).toContainText(policy.policyNumber)
  const year = section.getByLabel('Financial year')
  await expect(year.locator('option')).toHaveText(['2024-25', '2023-24'])
  await year.selectOption('2023-24')

  const download = page.waitForEvent('download')
  await section.getByRole('link', { name: 'Download certificate (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`premium-paid-certificate-${policy.policyNumber}-2023-24.pdf`)
  const text = await pdfText(fs.readFileSync((await file.path())!))
  expect(text).toContain('Farhan Qureshi')
  expect(text).toContain('1 Aug 2023')
  expect(text).toContain('₹30,000')
  // Received on 1 Aug 2023, in the savings plan's first year, before 22 Sep 2025: GST 4.5 %, 30,000 × 0.045 = 1,350;
  // 31,350 paid.
  expect(text).toContain('₹1,350')
  expect(text).toContain('₹31,350')
})

test('details with a number that is not the registered one: the code comes, then "Enter valid policy details"', async ({
  page,
  request,
}) => {
  oneWidth()
  const policy = await createTestPolicy(request)
  const typed = freshPhone()
  await openPage(page, '/premium-paid-certificate')
  await fillPolicyLookup(page, { ...policy, mobile: typed })
  await page.getByRole('button', { name: 'Submit' }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  // The code goes to the typed number, shown masked.
  await expect(popup).toContainText(`+91 ${typed[0]}XXXXXX${typed.slice(-3)}`)
  const code = await latestCode(request, typed)
  const boxes = otpBoxes(popup)
  for (const [index, digit] of [...code].entries()) await boxes[index]!.fill(digit)
  await popup.getByRole('button', { name: 'Verify OTP' }).click()

  // Spec 2.4's failure view; closing it returns to the form, with nothing verified.
  await expect(popup.getByRole('heading', { name: 'Failure' })).toBeVisible({ timeout: 15_000 })
  await expect(popup.getByText('Enter valid policy details')).toBeVisible()
  await popup.getByRole('button', { name: 'Done' }).click()
  await expect(popup).toBeHidden()
  await expect(page.getByTestId('policy-lookup')).toBeVisible()
  await expect(page.getByTestId('policy-summary')).toHaveCount(0)
})
