import { expect, test } from './support/address'
import { checkHindiPage } from './support/hindi'
import { openPage, skipPopups } from './support/shell'

// The service pages in Hindi, on a phone: the policy lookup (on the premium paid certificate page), the grievance
// form, the branch locator and the withdrawn plans. Every text the site itself writes there is Hindi: labels, hints,
// buttons, the forms' messages, headings and table headers; the branches' and plans' names and addresses, which the
// CMS has only in English, are marked lang="en" (checkHindiPage leaves them out).

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone journey, run once')
  await skipPopups(context)
})

test('the premium paid certificate in Hindi: the policy lookup, its rules in Hindi', async ({ page }) => {
  await openPage(page, '/hi/premium-paid-certificate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम भुगतान प्रमाणपत्र')
  // Every word of the screen is Hindi: no note that the page is shown in English.
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  const form = page.getByTestId('policy-lookup')
  for (const label of ['पॉलिसी नंबर', 'जन्म तिथि', 'मोबाइल नंबर'])
    await expect(form.getByLabel(label)).toBeVisible()
  await expect(form).toContainText('14 अक्षर या अंक, जैसे आपकी पॉलिसी पर छपे हैं')
  await expect(form).toContainText('आपकी पॉलिसी में दर्ज मोबाइल नंबर')
  await checkHindiPage(page)

  // Sent empty: each field's rule in Hindi, and no request leaves the page.
  let sent = false
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) sent = true
  })
  await form.getByRole('button', { name: 'जमा करें' }).click()
  for (const text of ['कृपया पॉलिसी नंबर दर्ज करें', 'कृपया जन्म तिथि दर्ज करें', 'मोबाइल नंबर दर्ज करना ज़रूरी है'])
    await expect(form.getByText(text, { exact: true })).toBeVisible()
  await expect(form.getByLabel('पॉलिसी नंबर')).toBeFocused()

  // Too short a policy number and mobile number: the spec's rules, in Hindi.
  await form.getByLabel('पॉलिसी नंबर').fill('SL2024')
  await form.getByLabel('मोबाइल नंबर').fill('98765')
  await form.getByRole('button', { name: 'जमा करें' }).click()
  await expect(form.getByText('पॉलिसी नंबर कम से कम 14 अक्षरों का होना चाहिए', { exact: true })).toBeVisible()
  await expect(form.getByText('मोबाइल नंबर कम से कम 10 अंकों का होना चाहिए', { exact: true })).toBeVisible()
  expect(sent).toBe(false)
  await checkHindiPage(page)
})

test('the grievance form in Hindi: its labels, categories and rules', async ({ page }) => {
  await openPage(page, '/hi/register-grievance')
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  const form = page.locator('#register-grievance-form')
  const category = form.getByLabel('श्रेणी')
  // The categories, from the static file, in Hindi once loaded.
  await expect(category.locator('option').first()).toHaveText('श्रेणी चुनें')
  await expect(category.locator('option')).toHaveCount(10)
  await expect(category.locator('option[value="claims"]')).toHaveText('दावे (मृत्यु, परिपक्वता, उत्तरजीविता लाभ)')
  await expect(form.getByLabel('पॉलिसी नंबर (वैकल्पिक)')).toBeVisible()
  await expect(form.getByLabel('अपनी शिकायत बताएं')).toBeVisible()
  await expect(form).toContainText('क्या हुआ, और आप चाहते हैं कि हम क्या करें (2000 अक्षरों तक)')
  await expect(form).toContainText('JPG, JPEG, PNG, PDF या XLS, 5 MB तक')
  await checkHindiPage(page)

  await form.getByRole('button', { name: 'शिकायत दर्ज करें' }).click()
  for (const text of ['कृपया एक श्रेणी चुनें', 'कृपया अपनी शिकायत का विवरण दें', 'मोबाइल नंबर दर्ज करना ज़रूरी है'])
    await expect(form.getByText(text, { exact: true })).toBeVisible()
  await expect(category).toBeFocused()

  await category.selectOption('claims')
  await form.getByLabel('अपनी शिकायत बताएं').fill('बहुत देर')
  await form.getByLabel('मोबाइल नंबर').fill('98765')
  await form.getByRole('button', { name: 'शिकायत दर्ज करें' }).click()
  await expect(form.getByText('कृपया अपनी शिकायत कम से कम 20 अक्षरों में बताएं', { exact: true })).toBeVisible()
  await expect(form.getByText('मोबाइल नंबर कम से कम 10 अंकों का होना चाहिए', { exact: true })).toBeVisible()

  // The status lookup beside it: its own rules in Hindi.
  const status = page.locator('#grievance-status-form')
  await status.getByRole('button', { name: 'स्थिति देखें' }).click()
  await expect(status.getByLabel('संदर्भ नंबर')).toBeFocused()
  await checkHindiPage(page)
  await form.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await page.screenshot({ path: test.info().outputPath('hindi-grievance-360.png') })
})

test('the branch locator in Hindi: the country, a state, a city and a branch', async ({ page }) => {
  await openPage(page, '/hi/contact-us/branches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('शाखा खोजें')
  await expect(page.getByRole('heading', { name: 'अपना राज्य चुनें' })).toBeVisible()
  await expect(page.getByRole('search', { name: 'अपने पास की शाखा खोजें' }).getByLabel('पिन कोड')).toBeVisible()
  await checkHindiPage(page)

  await openPage(page, '/hi/contact-us/branches/maharashtra')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maharashtra में शाखाएं')
  await expect(page.getByRole('heading', { name: 'अपना ज़िला चुनें' })).toBeVisible()
  await checkHindiPage(page)

  await openPage(page, '/hi/contact-us/branches/maharashtra/mumbai-city/mumbai')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai में शाखाएं')
  await checkHindiPage(page)

  await openPage(page, '/hi/contact-us/branches/maharashtra/mumbai-city/mumbai/mumbai-lower-parel')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('शाखा')
  await expect(heading.locator('[lang="en"]')).toHaveCount(1)
  const card = page.locator('article.branch-card')
  await expect(card.getByRole('link', { name: /नक्शे पर देखें/ })).toBeVisible()
  await expect(card.locator('address')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation', { name: 'आप यहां हैं' })).toBeVisible()
  await expect(page.locator('.content-language-note')).toHaveCount(0)
  await checkHindiPage(page)
  await page.screenshot({ path: test.info().outputPath('hindi-branch-360.png') })
})

test('the withdrawn plans in Hindi: the table speaks Hindi, the plans keep their names', async ({ page }) => {
  await openPage(page, '/hi/legal/withdrawn-plan')
  const table = page.locator('table').filter({ has: page.getByTestId('withdrawn-plan') })
  await expect(table.locator('thead th')).toHaveText([
    'प्लान',
    'UIN',
    'शुरू होने की तिथि',
    'बिक्री बंद होने की तिथि',
    'इसकी जगह नया प्लान',
  ])
  await expect(table.getByTestId('withdrawn-plan').first()).toBeVisible()
  // The page's content has no Hindi yet and is shown marked English: the table's own words say they are Hindi.
  await expect(table.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'hi')
  await expect(table.locator('caption')).toHaveText(
    'वे प्लान जो अब नहीं बेचे जाते: हर प्लान का UIN, उसकी बिक्री बंद होने की तिथि और उसकी जगह दिया जाने वाला प्लान।',
  )
  await checkHindiPage(page)
})

test("the branch finder's answers in Hindi: a PIN code's branches, a wrong PIN code", async ({ page }) => {
  await openPage(page, '/hi/contact-us/branches/near?pin=400013')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पिन कोड 400013 के पास की शाखाएं')
  const line = page.getByTestId('branch-finder-line')
  await expect(line).toContainText('का पिन कोड 400013 है')
  await expect(line.locator('[lang="en"]')).toHaveText('Mumbai Lower Parel')
  await expect(page.locator('.branch-distance').first()).toHaveText('पिन कोड 400013 में')
  await expect(page.getByRole('heading', { name: 'सबसे पास की शाखाएं' })).toBeVisible()
  await checkHindiPage(page)

  await openPage(page, '/hi/contact-us/branches/near?pin=abc')
  await expect(page.getByText('सही पिनकोड दर्ज करें', { exact: true })).toBeVisible()
  await expect(page.getByLabel('पिन कोड')).toHaveValue('abc')
  await checkHindiPage(page)
})
