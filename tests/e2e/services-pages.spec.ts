import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { adminLogin } from './support/admin'
import { openPage, skipPopups } from './support/shell'

// Issue 7, at 375 px and 1280 px: the services landing lists every online service and every service page; a
// service page (what, who, documents, turnaround, how, FAQ accordion); resources and the citizens' charter link to
// them; api/redis-management purges for an administrator and is 403 for anyone else.

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

const ONLINE = [
  '/renewal-payment',
  '/services/nach-mandate-activation',
  '/nach-mandate-deactivation',
  '/premium-paid-certificate',
  '/online-dgh-submission',
  '/register-for-whatsapp',
  '/register-grievance',
  '/unclaimed-amounts',
  '/nav-history',
  '/bonus-information',
  '/aadhaar-ekyc-consent-revoking',
  '/services/meet-advisor',
]

const SERVICE_PAGES = [
  '/services/policy-loan',
  '/services/update-contact-details',
  '/services/change-of-nominee',
  '/services/surrender',
  '/services/claims-intimation',
  '/services/revival-of-lapsed-policy',
]

test('the services landing links every online service and every service page', async ({ page }) => {
  await openPage(page, '/services')
  const main = page.locator('main')
  for (const path of [...ONLINE, ...SERVICE_PAGES, '/citizens-charter', '/resources', '/download-forms'])
    await expect(main.locator(`a[href="${path}"]`).first(), path).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a service page: what it is, turnaround, how to ask, and an FAQ accordion that opens', async ({
  page,
}) => {
  await openPage(page, '/services/revival-of-lapsed-policy')
  const main = page.locator('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Revival of a lapsed policy/)
  await expect(main.getByRole('heading', { name: 'Documents you need' })).toBeVisible()
  await expect(main.getByRole('table')).toContainText('7 days')
  await expect(main.locator('a[href="/online-dgh-submission"]')).toBeVisible()
  const asked = 'Why do you need a declaration of good health?'
  const item = main.locator('details', { has: page.locator('summary', { hasText: asked }) })
  const question = item.locator('summary')
  const answer = item.getByText('The declaration tells us whether anything has changed')
  await question.scrollIntoViewIfNeeded()
  await expect(item).not.toHaveAttribute('open', /.*/)
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(item).toHaveAttribute('open', /.*/)
  await expect(answer).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("resources and the citizens' charter are complete and link to the services", async ({ page }) => {
  await openPage(page, '/resources')
  const main = page.locator('main')
  for (const path of ['/services', '/citizens-charter', '/download-forms', '/nav-history'])
    await expect(main.locator(`a[href="${path}"]`).first(), path).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await openPage(page, '/citizens-charter')
  const charter = page.locator('main')
  const table = charter.getByRole('table').first()
  await expect(table).toContainText('Decision on the revival of a lapsed policy')
  await expect(table).toContainText('Resolution of a grievance')
  await expect(charter.locator('a[href="/services"]').first()).toBeVisible()
  await expect(charter.locator('a[href="/register-grievance"]').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('api/redis-management: 403 for a visitor; an administrator purges a page', async ({ page }) => {
  const visitor = await page.goto('/api/redis-management')
  expect(visitor?.status()).toBe(403)

  await adminLogin(page)
  const purgePage = await page.goto('/api/redis-management')
  expect(purgePage?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Site cache' })).toBeVisible()
  await page.getByLabel('Pages by path (comma separated)').fill('/services')
  await page.getByRole('button', { name: 'Purge selected' }).click()
  await expect(page.getByRole('status')).toContainText('Purged')
  await expect(page.getByRole('status')).toContainText('/services')
})
