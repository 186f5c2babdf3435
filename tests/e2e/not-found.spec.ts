import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { USEFUL_LINKS } from '@/domain/shell/useful-links'

import { skipPopups } from './support/shell'

// Spec 2.1: "not-found and any unknown path (404)". Issue "a first visit a customer trusts", item 8: the 404 page
// comes inside the full shell, with a title, search and useful links, so a dead address is never a dead end.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const MISSING = '/life-insurance/sahyog-plan-that-never-was'

test('a missing page keeps its address and answers 404 inside the full shell', async ({ page }) => {
  const answer = await page.goto(MISSING)
  expect(answer?.status()).toBe(404)
  await expect(page).toHaveURL(new RegExp(`${MISSING}$`))
  await expect(page).toHaveTitle(/^Page not found \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  // The header and footer of every page, hydrated: its scripts run under the page's policy.
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`${MISSING}$`))
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('contentinfo').locator('.company-registration')).toContainText('IRDAI')
  const popular = page.getByRole('region', { name: 'Popular pages' })
  for (const link of USEFUL_LINKS) {
    await expect(popular.getByRole('link', { name: new RegExp(`^${link.label}`) })).toHaveAttribute(
      'href',
      link.path,
    )
  }
})

test('a client-side navigation to a missing page ends on the same full 404 page, at its address', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  // The router fetches a payload, never a document: a document request for the address is the boundary's reload.
  const reload = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith(MISSING),
  )
  await page.evaluate((path) => {
    ;(window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(path)
  }, MISSING)
  const answer = await (await reload).response()
  expect(answer?.status()).toBe(404)
  await expect(page).toHaveURL(new RegExp(`${MISSING}$`))
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Popular pages' })).toBeVisible()
})

test('its search finds what the visitor was after', async ({ page }) => {
  await page.goto(MISSING)
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search plans, blogs and branches' })
  await box.fill('smart term')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=smart\+term$/)
  await page
    .getByRole('region', { name: 'Life insurance Plans' })
    .getByRole('link', { name: 'Sahyog Smart Term' })
    .click()
  await expect(page).toHaveURL(/\/life-insurance\/sahyog-smart-term$/)
})

test('the header works on the 404 page: the search button opens the box', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('combobox', { name: 'Search plans, blogs and branches' })).toBeFocused()
})

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto(MISSING)
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
})
