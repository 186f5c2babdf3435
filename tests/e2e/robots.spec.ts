import { expect, test } from '@playwright/test'

import { skipPopups } from './support/shell'

// Spec 4: "Robots: forced to noindex, nofollow on partner-variant pages and on preview URLs (query contains _preview=)."
test.beforeEach(async ({ context }) => skipPopups(context))

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
  // The page says it too, though it was rendered once for every address (issue 20, row 1).
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.getByTestId('preview-bar')).toHaveCount(0)
})

test('a preview address of a prerendered service page says noindex, nofollow in its robots tag', async ({
  page,
}) => {
  const response = await page.goto('/premium-paid-certificate?_preview=shared-link')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  // The same page at its own address stays as it was.
  await page.goto('/premium-paid-certificate')
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/)
})

test('the product page itself stays indexable', async ({ page }) => {
  const response = await page.goto('/life-insurance/sahyog-smart-term')
  expect(response?.headers()['x-robots-tag']).toBeUndefined()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
})
