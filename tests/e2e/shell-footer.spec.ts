import { expect, test } from '@playwright/test'

import { onlyNarrow, onlyWide, openPage, skipPopups } from './support/shell'

// Spec 2.2 (footer), 3 (footer response), 4 (footer loads lazily on first scroll), 9 (accordion below 1200px).
// Seeded content: src/cms/seed/footer.ts.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

/** Opens a page, checks the footer is not there yet, then scrolls once and waits for it. */
async function scrollToLoadFooter(page: import('@playwright/test').Page) {
  await page.mouse.move(10, 10)
  await page.mouse.wheel(0, 400)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  return footer
}

test('the footer is not in the page until the first scroll, then it is fetched from /api/v1/footer', async ({
  page,
}) => {
  const footerRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/footer') footerRequests.push(request.url())
  })
  await openPage(page, '/legal/privacy-policy')
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
  expect(footerRequests).toHaveLength(0)

  const footer = await scrollToLoadFooter(page)
  expect(footerRequests).toHaveLength(1)
  await expect(footer).toContainText('© 2026 Sahyog Life Insurance Company Limited. All rights reserved.')

  // Later scrolls do not fetch it again.
  await page.mouse.wheel(0, 400)
  await page.waitForTimeout(300)
  expect(footerRequests).toHaveLength(1)
})

test('the footer shows contact, Bima Bharosa, social and app links, and dropdown menus', async ({ page }) => {
  await openPage(page, '/')
  const footer = await scrollToLoadFooter(page)

  await expect(footer.getByRole('link', { name: /1800-000-1234/ })).toHaveAttribute('href', 'tel:18000001234')
  await expect(footer.getByRole('link', { name: 'care@sahyoglife.example' })).toHaveAttribute(
    'href',
    'mailto:care@sahyoglife.example',
  )
  await expect(footer.getByText('Monday to Saturday, 9 am to 7 pm (except national holidays)')).toBeVisible()

  const bima = footer.locator('.bima-bharosa')
  await expect(bima.getByRole('heading', { name: 'Bima Bharosa' })).toBeVisible()
  await expect(bima.getByRole('link', { name: /Visit Bima Bharosa/ })).toHaveAttribute(
    'href',
    'https://bimabharosa.irdai.gov.in',
  )

  for (const network of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn', 'YouTube']) {
    const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
  }
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    'https://example.com/google-play/sahyog-life',
  )
  await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible()

  // A dropdown menu opens on its label.
  const otherLinks = footer.locator('details', { hasText: 'Other links' })
  const premiumTables = otherLinks.getByRole('link', { name: 'Premium rate tables' })
  await expect(premiumTables).toBeHidden()
  await otherLinks.locator('summary').click()
  await expect(premiumTables).toBeVisible()
  await expect(premiumTables).toHaveAttribute('href', '/discover/premium-rate-tables')
})

test('below 1200px each footer section is an accordion, collapsed at first', async ({ page }) => {
  onlyNarrow(page, 1200, 'the footer accordion exists below 1200px')
  await openPage(page, '/')
  const footer = await scrollToLoadFooter(page)

  const sections = footer.locator('.footer-section')
  await expect(sections).toHaveCount(6) // three category sections and three link groups
  const legal = footer.getByRole('button', { name: 'Legal' })
  const privacy = footer.getByRole('link', { name: 'Privacy policy', exact: true })
  await expect(legal).toHaveAttribute('aria-expanded', 'false')
  await expect(privacy).toBeHidden()

  await legal.click()
  await expect(legal).toHaveAttribute('aria-expanded', 'true')
  await expect(privacy).toBeVisible()
  await expect(privacy).toHaveAttribute('href', '/legal/privacy-policy')
  // The others stay closed.
  await expect(footer.getByRole('button', { name: 'Term plans' })).toHaveAttribute('aria-expanded', 'false')

  await legal.click()
  await expect(legal).toHaveAttribute('aria-expanded', 'false')
  await expect(privacy).toBeHidden()
})

test('from 1200px every footer section is open and has no toggle', async ({ page }) => {
  onlyWide(page, 1200, 'the footer is fully open from 1200px')
  await openPage(page, '/')
  const footer = await scrollToLoadFooter(page)

  await expect(footer.locator('.footer-section button')).toHaveCount(0)
  for (const heading of [
    'Term plans',
    'Savings plans',
    'ULIP plans',
    'Company',
    'Customer service',
    'Legal',
  ]) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(footer.getByRole('link', { name: 'Privacy policy', exact: true })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Sahyog Smart Term' })).toBeVisible()
  await expect(footer.getByRole('link', { name: "Citizens' charter" })).toBeVisible()
})

test('GET /api/v1/footer answers a list whose first item is the footer, revalidated on every use', async ({
  request,
}) => {
  const response = await request.get('/api/v1/footer')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  // An editor's save must show within seconds, so caches revalidate each time (a cheap 304 with the ETag).
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(response.headers()['etag']).toBeTruthy()
  const body = (await response.json()) as Record<string, unknown>[]
  expect(Array.isArray(body)).toBe(true)
  const first = body[0]!
  for (const key of [
    'category_section',
    'copy_rights',
    'bima_bharosa',
    'menu_group',
    'contact_info',
    'social_media_group',
    'app_group',
    'dropdowns',
  ]) {
    expect(first, key).toHaveProperty(key)
  }
  expect(first.copy_rights).toContain('Sahyog Life Insurance Company Limited')
  expect(
    (first.category_section as { category_group: string }[]).map((section) => section.category_group),
  ).toEqual(['Term plans', 'Savings plans', 'ULIP plans'])
})
