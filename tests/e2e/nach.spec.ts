import { randomInt } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminCreate } from './support/admin'
import { latestCode, otpBoxes } from './support/otp'
import { createPolicy, fillPolicyLookup } from './support/policy'
import { oneWidth, openPage, skipPopups } from './support/shell'

// Issue 7: NACH activation and de-activation at 375 px and 1280 px, the OTP read from the dev outbox. Each run
// creates its own policy (own registered mobile) through the admin API.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const createTestPolicy = (request: APIRequestContext, premium = 2400) =>
  createPolicy(request, 'TN', {
    holderName: 'Lakshmi Narayan',
    dateOfBirth: '1968-02-28',
    productName: 'Sahyog Retirement Income Plan',
    productKind: 'pension',
    sumAssured: 1500000,
    premium,
    frequency: 'monthly',
    commencementDate: '2024-01-20',
    nextDueDate: '2027-01-20',
    status: 'in-force',
  })

async function verify(
  page: Page,
  request: APIRequestContext,
  policy: { policyNumber: string; dateOfBirth: string; mobile: string },
) {
  await fillPolicyLookup(page, policy)
  await page.getByRole('button', { name: 'Proceed' }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  await expect(popup).toContainText(`+91 ${policy.mobile[0]}XXXXXX${policy.mobile.slice(-3)}`)
  const code = await latestCode(request, policy.mobile)
  const boxes = otpBoxes(popup)
  for (const [index, digit] of [...code].entries()) await boxes[index]!.fill(digit)
  await popup.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByTestId('policy-summary')).toContainText(policy.policyNumber, { timeout: 15_000 })
}

test('NACH activation: lookup, OTP, premium details, e-NACH with the IFSC filled in, authorised', async ({
  page,
  request,
}) => {
  const policy = await createTestPolicy(request)
  await openPage(page, '/services/nach-mandate-activation')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByText('Please enter policy number')).toBeVisible()
  await verify(page, request, policy)

  const form = page.getByTestId('enach-form')
  await form.getByLabel('Account holder name').fill('Lakshmi Narayan')
  await form.getByLabel('Account type').selectOption('savings')
  await form.getByLabel('Account number', { exact: true }).fill('123456789012')
  await form.getByLabel('Confirm account number').fill('123456789013')
  await form.getByLabel('IFSC').fill('HDFC0000123')
  await expect(form.getByLabel('Bank name')).toHaveValue('HDFC Bank')
  await expect(form.getByLabel('MICR')).toHaveValue('400240015')
  await form.getByRole('button', { name: 'Register e-NACH' }).click()
  await expect(form.getByText('Account numbers do not match')).toBeVisible()
  await form.getByLabel('Confirm account number').fill('123456789012')
  await form.getByRole('button', { name: 'Register e-NACH' }).click()
  await expect(page).toHaveURL(/mandate=active/, { timeout: 20_000 })
  await expect(page.getByRole('status')).toHaveText('Your auto-debit mandate is active.')
})

test('UPI autopay: the spec messages for a malformed and an unverifiable UPI id', async ({
  page,
  request,
}) => {
  oneWidth()
  const policy = await createTestPolicy(request)
  await openPage(page, '/services/nach-mandate-activation')
  await verify(page, request, policy)
  await page.getByLabel('UPI autopay').check()
  const form = page.getByTestId('upi-form')
  await form.getByLabel('UPI ID').fill('lakshmi')
  await form.getByRole('button', { name: 'Set up UPI autopay' }).click()
  await expect(form.getByText('Enter a Valid UPI ID')).toBeVisible()
  await form.getByLabel('UPI ID').fill('lakshmi@nobank')
  await form.getByRole('button', { name: 'Set up UPI autopay' }).click()
  await expect(page.getByTestId('nach-notice')).toHaveText(
    'Sorry! We could not verify the UPI ID. Please try again',
  )
  // The third failure in a row breaches the attempts.
  const activation = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/nach/activation') && r.request().method() === 'POST',
    )
  await Promise.all([activation(), form.getByRole('button', { name: 'Set up UPI autopay' }).click()])
  await expect(page.getByTestId('nach-notice')).toHaveText(
    'Sorry! We could not verify the UPI ID. Please try again',
  )
  await Promise.all([activation(), form.getByRole('button', { name: 'Set up UPI autopay' }).click()])
  await expect(page.getByTestId('nach-notice')).toHaveText(
    'Max number of attempts breached, Kindly refresh to proceed further',
  )
})

test('NACH de-activation: the mandate with its UMRN, confirm, the success view', async ({
  page,
  request,
}) => {
  const policy = await createTestPolicy(request)
  const umrn = `SAHY7${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`
  await adminCreate(request, 'nach-mandates', {
    policyNumber: policy.policyNumber,
    method: 'upi',
    status: 'active',
    umrn,
    upiId: 'lakshmi@okhdfc',
    amount: 2400,
    effectiveFrom: '2025-01-01',
    debitDay: 20,
    providerReference: `SEED${umrn}`,
  })
  await openPage(page, '/nach-mandate-deactivation')
  await verify(page, request, policy)
  await expect(page.getByTestId('mandate-details')).toContainText(umrn)
  await page.getByRole('button', { name: 'Confirm de-activation' }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toContainText('NACH De-Activation Successful')
  await expect(popup).toContainText('NACH Mandate De-Activation request accepted successfully.')
  await popup.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible()
})

test('NACH de-activation: a policy with no active mandate gets "Enter valid policy details"', async ({
  page,
  request,
}) => {
  oneWidth()
  const policy = await createTestPolicy(request)
  await openPage(page, '/nach-mandate-deactivation')
  await verify(page, request, policy)
  const popup = page.locator('#otpModal')
  await expect(popup).toContainText('Enter valid policy details')
  await expect(page.getByRole('button', { name: 'Confirm de-activation' })).toHaveCount(0)
})
