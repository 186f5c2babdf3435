import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/address'
import { checkHindiPage } from './support/hindi'
import { latestCode } from './support/otp'
import { createPolicy } from './support/policy'
import { openPage, skipPopups } from './support/shell'

// More service pages in Hindi, on a phone: renewal payment, NACH activation and de-activation, the declaration of
// good health and the Aadhaar e-KYC revocation. Every text the site itself writes there is Hindi: headings,
// intros, labels, hints, buttons, the forms' rules and the steps after the OTP; the holder's and the plan's names,
// which the policy system has only in English, are marked lang="en" (checkHindiPage leaves them out).

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone journey, run once')
  await skipPopups(context)
})

const indianDay = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

const testPolicy = (request: APIRequestContext, prefix: string, status: 'in-force' | 'lapsed') =>
  createPolicy(request, prefix, {
    holderName: 'Kavita Deshmukh',
    dateOfBirth: '1984-03-17',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 5000000,
    premium: 2400,
    frequency: 'monthly',
    commencementDate: '2024-01-01',
    nextDueDate: indianDay(5),
    status,
  })

/** The policy lookup sent empty: its rules in Hindi, the policy number field focused. */
async function sendEmpty(page: Page, button: string) {
  const form = page.getByTestId('policy-lookup')
  await form.getByRole('button', { name: button }).click()
  for (const text of ['कृपया पॉलिसी नंबर दर्ज करें', 'कृपया जन्म तिथि दर्ज करें', 'मोबाइल नंबर दर्ज करना ज़रूरी है'])
    await expect(form.getByText(text, { exact: true })).toBeVisible()
  await expect(form.getByLabel('पॉलिसी नंबर')).toBeFocused()
}

/** The lookup filled in Hindi, the OTP from the dev outbox typed into the Hindi popup: the policy's summary. */
async function verify(
  page: Page,
  request: APIRequestContext,
  policy: { policyNumber: string; dateOfBirth: string; mobile: string },
  button: string,
) {
  const form = page.getByTestId('policy-lookup')
  await form.getByLabel('पॉलिसी नंबर').fill(policy.policyNumber)
  await form.getByLabel('जन्म तिथि').fill(policy.dateOfBirth)
  await form.getByLabel('मोबाइल नंबर').fill(policy.mobile)
  await form.getByRole('button', { name: button }).click()
  const popup = page.locator('#otpModal')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  const code = await latestCode(request, policy.mobile)
  // The boxes named in Hindi: '4 में से अंक 1'.
  for (const [index, digit] of [...code].entries())
    await popup.getByRole('textbox', { name: `4 में से अंक ${index + 1}`, exact: true }).fill(digit)
  await popup.getByRole('button', { name: 'OTP सत्यापित करें' }).click()
  await expect(page.getByTestId('policy-summary')).toContainText(policy.policyNumber, { timeout: 15_000 })
  await expect(popup).toBeHidden()
}

test('renewal payment in Hindi: the lookup, its rules, then the premium due in Hindi', async ({
  page,
  request,
}) => {
  await openPage(page, '/hi/renewal-payment')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना नवीनीकरण प्रीमियम भरें')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  const offline = page.getByRole('complementary', { name: 'शाखा में भुगतान' })
  await expect(offline).toContainText('₹49,999 तक नकद प्रीमियम लिया जाता है')
  await expect(offline.getByRole('link', { name: 'प्रीमियम भरने के दूसरे तरीके' })).toHaveAttribute(
    'href',
    '/hi/renewal-payment-options-offline',
  )
  await checkHindiPage(page)
  await sendEmpty(page, 'जमा करें')
  await checkHindiPage(page)

  await verify(page, request, await testPolicy(request, 'HR', 'in-force'), 'जमा करें')
  const due = page.getByRole('region', { name: 'देय प्रीमियम' })
  await expect(due).toBeVisible({ timeout: 15_000 })
  await expect(due.getByRole('columnheader')).toHaveText(['देय तिथि', 'छूट अवधि की अंतिम तिथि', 'राशि'])
  await expect(due.getByRole('rowheader')).toHaveText('कुल (मासिक प्रीमियम)')
  await expect(due.getByRole('button', { name: /^₹[\d,]+ का भुगतान करें$/ })).toBeVisible()
  await checkHindiPage(page)
})

test('NACH activation in Hindi: the lookup, then the e-NACH form and its rules in Hindi', async ({
  page,
  request,
}) => {
  await openPage(page, '/hi/services/nach-mandate-activation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NACH और UPI ऑटोपे रजिस्ट्रेशन')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)
  await sendEmpty(page, 'आगे बढ़ें')

  await verify(page, request, await testPolicy(request, 'HN', 'in-force'), 'आगे बढ़ें')
  await expect(page.getByRole('heading', { name: 'चुनें कि आपके प्रीमियम अपने-आप कैसे भरे जाएं' })).toBeVisible()
  const form = page.getByTestId('enach-form')
  for (const label of [
    'खाताधारक का नाम',
    'खाते का प्रकार',
    'IFSC कोड',
    'बैंक का नाम',
    'डेबिट की तारीख (महीने का दिन)',
  ])
    await expect(form.getByLabel(label)).toBeVisible()
  await form.getByRole('button', { name: 'e-NACH रजिस्टर करें' }).click()
  for (const text of ['कृपया खाताधारक का नाम दर्ज करें', 'कृपया खाते का प्रकार चुनें', 'कृपया खाता नंबर दर्ज करें'])
    await expect(form.getByText(text, { exact: true })).toBeVisible()
  await checkHindiPage(page)

  await page.getByLabel('UPI ऑटोपे').check()
  const upi = page.getByTestId('upi-form')
  await expect(upi.getByLabel('UPI आईडी')).toBeVisible()
  await expect(upi.getByRole('button', { name: 'UPI ऑटोपे शुरू करें' })).toBeVisible()
  await checkHindiPage(page)
})

test('NACH de-activation in Hindi: the lookup and its rules', async ({ page }) => {
  await openPage(page, '/hi/nach-mandate-deactivation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NACH मैंडेट बंद करें')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)
  await sendEmpty(page, 'आगे बढ़ें')
  await checkHindiPage(page)
})

test('the declaration of good health in Hindi: the questions, the fields and their rules', async ({
  page,
  request,
}) => {
  await openPage(page, '/hi/online-dgh-submission')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अच्छे स्वास्थ्य की घोषणा')
  await expect(page.getByRole('heading', { name: 'शुरू करने से पहले' })).toBeVisible()
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)
  await sendEmpty(page, 'जमा करें')

  await verify(page, request, await testPolicy(request, 'HD', 'lapsed'), 'जमा करें')
  const form = page.locator('#dgh-form')
  await expect(form.getByRole('heading', { name: 'आपका स्वास्थ्य' })).toBeVisible()
  await expect(form.getByRole('group').first()).toContainText('पिछले पांच वर्षों में')
  await expect(form.getByLabel('वज़न (किलो में)')).toBeVisible()
  await form.getByRole('button', { name: 'घोषणा जमा करें' }).click()
  await expect(form.getByText('कृपया हाँ या नहीं में उत्तर दें', { exact: true }).first()).toBeVisible()
  await expect(form.getByText('आगे बढ़ने से पहले कृपया शर्तें स्वीकार करें', { exact: true })).toBeVisible()
  // The height and weight rules, the BMI calculator's, in Hindi too.
  await expect(form.getByText('लंबाई 137 से 213 सेमी के बीच दर्ज करें', { exact: true })).toBeVisible()
  await checkHindiPage(page)
})

test('the Aadhaar e-KYC revocation in Hindi: the lookup and its rules', async ({ page }) => {
  await openPage(page, '/hi/aadhaar-ekyc-consent-revoking')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आधार e-KYC की सहमति वापस लें')
  await expect(page.getByRole('heading', { name: 'क्या बदलेगा' })).toBeVisible()
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)
  await sendEmpty(page, 'जमा करें')
  await checkHindiPage(page)
})

test('register for WhatsApp in Hindi: the choice, the consent and the rules', async ({ page }) => {
  await openPage(page, '/hi/register-for-whatsapp')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WhatsApp पर अपडेट के लिए रजिस्टर करें')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  const form = page.locator('#register-whatsapp-form')
  await expect(form.getByRole('group', { name: 'आप क्या करना चाहते हैं?' })).toBeVisible()
  await expect(form.locator('#whatsapp-consent')).toContainText('आगे बढ़कर मैं सहमति देता/देती हूँ')
  // The word to send back stays as it is typed, marked English.
  await expect(page.locator('aside [lang="en"]')).toHaveText('STOP')
  await checkHindiPage(page)

  await form.getByRole('button', { name: 'रजिस्टर करें' }).click()
  await expect(form.getByText('मोबाइल नंबर दर्ज करना ज़रूरी है', { exact: true })).toBeVisible()
  await form.getByLabel('WhatsApp अपडेट बंद करें').check()
  await expect(form.getByRole('button', { name: 'बंद करें' })).toBeVisible()
  await checkHindiPage(page)
})

test('unclaimed amounts in Hindi: both searches and their rules', async ({ page }) => {
  await openPage(page, '/hi/unclaimed-amounts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दावा न की गई राशि')
  await expect(page.getByRole('heading', { name: 'ज़रूरी दस्तावेज़' })).toBeVisible()
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)

  const form = page.locator('#unclaimed-amounts-form')
  await form.getByRole('button', { name: 'खोजें' }).click()
  await expect(form.getByText('कृपया पॉलिसी नंबर दर्ज करें', { exact: true })).toBeVisible()
  await form.getByLabel('नाम और जन्म तिथि').check()
  await form.getByRole('button', { name: 'खोजें' }).click()
  await expect(form.getByText('नाम दर्ज करना ज़रूरी है', { exact: true })).toBeVisible()
  await expect(form.getByText('कृपया सही जन्म तिथि दर्ज करें', { exact: true })).toBeVisible()
  await expect(form.getByLabel('पैन (वैकल्पिक)')).toBeVisible()
  await checkHindiPage(page)
})

test('bonus information in Hindi: the filter, the table, a wrong filter', async ({ page }) => {
  await openPage(page, '/hi/bonus-information')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बोनस की जानकारी')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await expect(page.getByLabel('वित्तीय वर्ष')).toBeVisible()
  await checkHindiPage(page)

  await openPage(page, '/hi/bonus-information?year=1999-00')
  await expect(page.locator('main').getByRole('alert')).toHaveText('कृपया सही जानकारी दर्ज करें')
  await checkHindiPage(page)
})

test('track application in Hindi: the page and the rules of its lookup', async ({ page }) => {
  await openPage(page, '/hi/track-application')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'आप यहां हैं' }).getByRole('link')).toHaveText('होम')
  await checkHindiPage(page)
  await page.locator('main form').getByRole('button').last().click()
  await expect(page.locator('main form [aria-invalid="true"]').first()).toBeFocused()
  await checkHindiPage(page)
})
