import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { formatDate } from '../../src/domain/format/date'

import { latestCode, otpBoxes } from './support/otp'
import { createPolicy, fillPolicyLookup } from './support/policy'
import { oneWidth, openPage, skipPopups } from './support/shell'

const NO_GST = 'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.'

// Issue 7: renewal-payment at 375 px and 1280 px with the local sandbox gateway: lookup, the OTP from the dev
// outbox, the premium due, the sandbox checkout (pay, or fail and retry), the receipt. Each run creates its own
// policy (own registered mobile), its premium due in a few days.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const indianDay = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

const createTestPolicy = (request: APIRequestContext) =>
  createPolicy(request, 'TR', {
    holderName: 'Kavita Deshmukh',
    dateOfBirth: '1984-03-17',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 5000000,
    premium: 2400,
    frequency: 'monthly',
    commencementDate: '2024-01-01',
    nextDueDate: indianDay(5),
    status: 'in-force',
  })

async function verify(
  page: Page,
  request: APIRequestContext,
  policy: Awaited<ReturnType<typeof createTestPolicy>>,
) {
  await openPage(page, '/renewal-payment')
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your renewal premium' })).toBeVisible()
  // Spec 9: the cash limit for paying at a branch, with the offline options.
  const offline = page.getByRole('complementary', { name: 'Paying at a branch' })
  await expect(offline).toContainText('₹49,999')
  await expect(offline.getByRole('link', { name: 'Other ways to pay your premium' })).toHaveAttribute(
    'href',
    '/renewal-payment-options-offline',
  )

  await fillPolicyLookup(page, policy)
  await page.getByRole('button', { name: 'Submit' }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  const code = await latestCode(request, policy.mobile)
  const boxes = otpBoxes(popup)
  for (const [index, digit] of [...code].entries()) await boxes[index]!.fill(digit)
  await popup.getByRole('button', { name: 'Verify OTP' }).click()

  const due = page.getByRole('region', { name: 'Premium due' })
  await expect(due).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('policy-summary')).toContainText(policy.policyNumber)
  await expect(due.getByTestId('renewal-total')).toHaveText('₹2,400')
  // Due after 22 Sep 2025: the premium is the amount, and the page says why there is no GST.
  await expect(due.getByTestId('renewal-gst')).toHaveText(NO_GST)
  await expect(due.getByRole('columnheader')).toHaveText(['Due date', 'Grace period ends', 'Amount'])
  // The site's one date format: "3 Dec 2026".
  await expect(due.getByRole('row').nth(1)).toContainText(formatDate(policy.nextDueDate)!)
  return due
}

test('renewal payment: verify by OTP, see the premium due, pay in the sandbox, get the receipt', async ({
  page,
  request,
}) => {
  const policy = await createTestPolicy(request)
  const due = await verify(page, request, policy)
  await due.getByRole('button', { name: 'Pay ₹2,400' }).click()

  await expect(page).toHaveURL(/\/renewal-payment\/sandbox\?order=order_/)
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹2,400')
  await page.getByRole('button', { name: 'Pay ₹2,400' }).click()

  await expect(page).toHaveURL(/\/renewal-payment\/receipt\?ref=RP\d{8}[0-9A-F]{16}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Premium receipt' })).toBeVisible()
  const receipt = page.getByTestId('receipt')
  await expect(receipt).toContainText(policy.policyNumber)
  await expect(receipt).toContainText('₹2,400')
  await expect(receipt).not.toContainText('GST')
  await expect(page.getByTestId('receipt-gst')).toHaveText(NO_GST)
  await expect(receipt).toContainText(/pay_/)
  const reference = new URL(page.url()).searchParams.get('ref')!
  await expect(receipt).toContainText(reference)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download receipt (PDF)' }).click()
  expect((await download).suggestedFilename()).toBe(`premium-receipt-${reference}.pdf`)
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible()
})

test('renewal payment: a failed sandbox payment says so, and paying again completes the same payment', async ({
  page,
  request,
}) => {
  oneWidth()
  const policy = await createTestPolicy(request)
  const due = await verify(page, request, policy)
  await due.getByRole('button', { name: 'Pay ₹2,400' }).click()
  await expect(page).toHaveURL(/\/renewal-payment\/sandbox\?order=order_/)
  const order = new URL(page.url()).searchParams.get('order')
  await page.getByRole('button', { name: 'Fail the payment' }).click()

  await expect(page).toHaveURL(/\/renewal-payment\?payment=failed&ref=RP/)
  await expect(
    page.getByText('Your payment did not go through. No premium has been recorded; you can try again.'),
  ).toHaveAttribute('role', 'alert')
  // The verification is still valid: the premium due is shown again, and the retry uses the same order.
  const again = page.getByRole('region', { name: 'Premium due' })
  await expect(again).toBeVisible({ timeout: 15_000 })
  await again.getByRole('button', { name: 'Pay ₹2,400' }).click()
  await expect(page).toHaveURL(new RegExp(`/renewal-payment/sandbox\\?order=${order}$`))
  await page.getByRole('button', { name: 'Pay ₹2,400' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Premium receipt' })).toBeVisible()
})
