import { expect, test } from './support/address'
import { fillLead, freshPhone, SERVICES_URL } from './support/otp'
import { openPage, skipPopups } from './support/shell'

// Issue 5 item 2: the plan list filtered by need, a plan page's details and its call to action opening the lead
// form with the plan's name, the withdrawn plans list from the data. Seeded in src/cms/seed/pages/plans.ts,
// products.ts and withdrawn.ts; at 375 px and 1280 px.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const cards = (page: import('@playwright/test').Page) => page.getByTestId('plan-card')

test('the plan list filters by need with links, marks the chosen need and says how many plans it shows', async ({
  page,
}) => {
  await openPage(page, '/life-insurance')
  const filter = page.getByRole('navigation', { name: 'Filter plans by need' })
  await expect(filter.getByRole('link', { name: 'All plans' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('plan-count')).toHaveText('12 plans')
  await expect(cards(page)).toHaveCount(12)

  await filter.getByRole('link', { name: 'Term', exact: true }).click()
  await expect(page).toHaveURL(/\/life-insurance\?need=term$/)
  await expect(page.getByTestId('plan-count')).toHaveText('3 plans for Term')
  await expect(page.getByTestId('plan-count')).toHaveAttribute('role', 'status')
  await expect(filter.getByRole('link', { name: 'Term', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(filter.getByRole('link', { name: 'All plans' })).not.toHaveAttribute('aria-current', /.*/)
  await expect(cards(page).getByRole('link', { name: 'Sahyog Smart Term', exact: true })).toBeVisible()
  await expect(cards(page).getByRole('link', { name: 'Sahyog Wealth Builder ULIP' })).toHaveCount(0)

  await filter.getByRole('link', { name: 'ULIP', exact: true }).click()
  await expect(page.getByTestId('plan-count')).toHaveText('2 plans for ULIP')
  await expect(cards(page)).toHaveCount(2)
  await expect(cards(page).getByRole('link', { name: 'Sahyog Wealth Builder ULIP' })).toBeVisible()
  await expect(cards(page).getByRole('link', { name: 'Sahyog Fortune Plus ULIP' })).toBeVisible()
})

test('the filter works without script, from the address alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const answer = await page.goto('/life-insurance?need=child')
  expect(answer?.status()).toBe(200)
  await expect(page.getByTestId('plan-count')).toHaveText('2 plans for Child')
  await expect(cards(page).getByRole('link', { name: 'Sahyog Child Future Plan' })).toBeVisible()
  // An unknown need shows every plan rather than an error.
  await page.goto('/life-insurance?need=space-travel')
  await expect(page.getByTestId('plan-count')).toHaveText('12 plans')
  await context.close()
})

test('a plan page shows its benefits, eligibility, premium examples and downloads', async ({ page }) => {
  await openPage(page, '/life-insurance/sahyog-smart-term')
  await expect(page.getByRole('heading', { level: 1, name: 'Sahyog Smart Term' })).toBeVisible()
  await expect(page.getByText('000N052V03')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Key benefits' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cover up to age 85' })).toBeVisible()
  const eligibility = page.getByRole('region', { name: 'Eligibility' })
  await expect(eligibility).toContainText('18 to 65 years')
  await expect(eligibility).toContainText('₹25 lakh')
  const premiums = page.getByRole('table', { name: /Indicative yearly premiums/ })
  await expect(premiums.getByRole('row', { name: /Man, 25, non-smoker/ })).toContainText('₹9,800')
  // Individual life premiums carry no GST from 22 Sep 2025, and the page says so beside its figures.
  await expect(page.getByTestId('premium-gst')).toHaveText(
    'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
  )
  const brochure = page.getByRole('link', { name: /^Brochure of Sahyog Smart Term \(PDF, \d+ KB\)$/ })
  await expect(brochure).toHaveAttribute('href', /sahyog-smart-term-brochure-2026\.pdf$/)
  const download = await page.request.get((await brochure.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toContain('application/pdf')
  await expect(page.getByRole('link', { name: /^Policy wording of Sahyog Smart Term/ })).toBeVisible()
  // The plan's questions come after its details.
  await expect(page.getByText('Can I increase my cover later?')).toBeVisible()
})

test('a group plan’s premium examples say that 18 % GST is added: group cover is not exempt', async ({
  page,
}) => {
  await openPage(page, '/group-life-insurance/sahyog-group-term-life')
  await expect(page.getByRole('table', { name: /Indicative yearly premiums/ })).toBeVisible()
  await expect(page.getByTestId('premium-gst')).toHaveText('GST of 18% is added to these premiums.')
})

test('"Buy now" on a plan without online quotes opens the lead form with the plan in the lead', async ({
  page,
}) => {
  await openPage(page, '/life-insurance/sahyog-wealth-builder-ulip')
  await page.getByRole('link', { name: 'Buy now Sahyog Wealth Builder ULIP' }).click()
  const panel = page.getByRole('dialog', { name: 'Talk to an advisor' })
  await expect(panel).toBeVisible()
  await expect(page).toHaveURL(/\/life-insurance\/sahyog-wealth-builder-ulip$/)
  await expect(panel.getByTestId('lead-panel-about')).toContainText('Sahyog Wealth Builder ULIP')

  const phone = freshPhone()
  await fillLead(panel, { phone })
  const sent = page.waitForRequest((req) => SERVICES_URL.test(req.url()) && req.method() === 'POST')
  const answered = page.waitForResponse((res) => SERVICES_URL.test(res.url()))
  await panel.getByRole('button', { name: 'Call me back' }).click()
  const body = (await sent).postDataJSON() as { data: Record<string, unknown> }
  expect(body.data).toMatchObject({
    phone_number: phone,
    planName: 'Sahyog Wealth Builder ULIP',
    form_type: 'product',
    Comments: 'Wants to buy Sahyog Wealth Builder ULIP',
  })
  expect((await answered).status()).toBe(200)
  await expect(page.getByRole('dialog', { name: 'OTP Verification' })).toBeVisible({ timeout: 15_000 })
})

test('"Talk to an advisor" opens the same form, and is a link to the contact page without script', async ({
  page,
  browser,
}) => {
  await openPage(page, '/group-life-insurance/sahyog-group-term-life')
  await page.getByRole('main').getByRole('link', { name: 'Talk to an advisor' }).click()
  const panel = page.getByRole('dialog', { name: 'Talk to an advisor' })
  await expect(panel.getByTestId('lead-panel-about')).toContainText('Sahyog Group Term Life')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/group-life-insurance/sahyog-group-term-life')
  await expect(plain.getByRole('main').getByRole('link', { name: 'Talk to an advisor' })).toHaveAttribute(
    'href',
    '/contact-us',
  )
  await context.close()
})

test('the withdrawn plans list comes from the plans, with their dates and replacements', async ({ page }) => {
  await openPage(page, '/legal/withdrawn-plan')
  const rows = page.getByTestId('withdrawn-plan')
  await expect(rows).toHaveCount(2)
  // Most recently withdrawn first.
  await expect(rows.nth(0)).toContainText('Sahyog Wealth Builder')
  await expect(rows.nth(0)).toContainText('31 Mar 2023')
  await expect(rows.nth(0).getByRole('link', { name: 'Sahyog Wealth Builder ULIP' })).toHaveAttribute(
    'href',
    '/life-insurance/sahyog-wealth-builder-ulip',
  )
  await expect(rows.nth(1)).toContainText('30 Sep 2020')
  await rows.nth(1).getByRole('link', { name: 'Sahyog Term Shield' }).click()
  await expect(page).toHaveURL(/\/life-insurance\/withdrawn-plan\/sahyog-term-shield$/)
  await expect(page.getByText('Withdrawn from sale:')).toBeVisible()
  await expect(page.getByRole('link', { name: /Buy now/ })).toHaveCount(0)
})

test('unknown plans answer the 404 page', async ({ page }) => {
  for (const path of [
    '/life-insurance/sahyog-no-such-plan',
    '/group-life-insurance/no-such-plan',
    '/life-insurance/withdrawn-plan/no-such-plan',
  ]) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
  }
})
