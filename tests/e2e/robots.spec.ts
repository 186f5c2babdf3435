import { type Page, expect, test } from '@playwright/test'

import { skipPopups } from './support/shell'

// Spec 4: "Robots: forced to noindex, nofollow on partner-variant pages and on preview URLs (query contains _preview=)."
test.beforeEach(async ({ context }) => skipPopups(context))

/** What every robots tag of the page says, once React has run (it may render the head's tags again). */
const robotsSay = async (page: Page) =>
  new Set(
    await page
      .locator('meta[name="robots"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
  )

test('the partner variant of a product page is noindex, partner mode, canonical to the product', async ({
  page,
}) => {
  const response = await page.goto('/life-insurance/sahyog-smart-term/po')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/life-insurance\/sahyog-smart-term$/,
  )
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.locator('#contact-tab')).toHaveCount(0)
})

test('a preview address is noindex and sends no Referer, even without a preview session', async ({
  page,
}) => {
  const response = await page.goto('/life-insurance/sahyog-smart-term?_preview=shared-link')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  // The page says it too, though it was rendered once for every address.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow')
  expect(await robotsSay(page)).toEqual(new Set(['noindex, nofollow']))
  await expect(page.getByTestId('preview-bar')).toHaveCount(0)
})

test('a preview address of a prerendered service page says noindex, nofollow in its robots tag', async ({
  page,
}) => {
  const response = await page.goto('/premium-paid-certificate?_preview=shared-link')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow')
  expect(await robotsSay(page)).toEqual(new Set(['noindex, nofollow']))
  // The same page at its own address stays as it was.
  await page.goto('/premium-paid-certificate')
  expect([...(await robotsSay(page))].some((content) => content?.includes('noindex'))).toBe(false)
})

test('the product page itself stays indexable', async ({ page }) => {
  const response = await page.goto('/life-insurance/sahyog-smart-term')
  expect(response?.headers()['x-robots-tag']).toBeUndefined()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
})
