import { expect, test } from '@playwright/test'

import { onlyNarrow, onlyWide, openPage, skipPopups } from './support/shell'

// Spec 2.2 (footer), 3 (footer response), 9 (accordion below 1200px). The footer is rendered with the page rather
// than fetched on the first scroll (spec 4): decision 56.
// Seeded content: src/cms/seed/footer.ts.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

/** The footer is part of the page as the server sends it. */
async function footerOf(page: import('@playwright/test').Page) {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer).toBeVisible()
  return footer
}

test('the footer and its legal links are in the HTML the server sends, before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/blog')).text()
  expect(html).toContain('<footer')
  expect(html).toContain('© 2026 Sahyog Life Insurance Company Limited. All rights reserved.')
  for (const href of ['/legal/privacy-policy', '/terms-and-conditions', '/disclaimer', '/do-not-call'])
    expect(html, href).toContain(`href="${href}"`)
})

test('with JavaScript off the footer is still there, and its links are reachable', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = await context.newPage()
    await page.goto('/legal/privacy-policy')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('the footer shows contact, Bima Bharosa and dropdown menus, and no social or app links until they are set', async ({
  page,
}) => {
  await openPage(page, '/')
  const footer = await footerOf(page)

  await expect(footer.getByRole('link', { name: /1800-000-1234/ })).toHaveAttribute('href', 'tel:18000001234')
  await expect(footer.getByRole('link', { name: 'care@sahyoglife.in' })).toHaveAttribute(
    'href',
    'mailto:care@sahyoglife.in',
  )
  await expect(footer.getByText('Monday to Saturday, 9 am to 7 pm (except national holidays)')).toBeVisible()

  const bima = footer.locator('.bima-bharosa')
  await expect(bima.getByRole('heading', { name: 'Bima Bharosa' })).toBeVisible()
  await expect(bima.getByRole('link', { name: /Visit Bima Bharosa/ })).toHaveAttribute(
    'href',
    'https://bimabharosa.irdai.gov.in',
  )

  // Social and app-store links are the insurer's own accounts: none are seeded, so neither group is shown
  // (shell-links.edit.spec.ts adds them and sees them).
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toHaveCount(0)
  await expect(footer.getByRole('heading', { name: 'Get our app' })).toHaveCount(0)

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
  const footer = await footerOf(page)

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
  const footer = await footerOf(page)

  await expect(footer.locator('.footer-section button:visible')).toHaveCount(0)
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
