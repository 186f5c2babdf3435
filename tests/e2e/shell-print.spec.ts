import { expect, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue "A first visit a customer trusts", item 10: "print styles for product pages, calculator results and
// receipts". On paper a page is its logo, its content, its disclaimer and the legal line: none of the screen's
// controls, and no white text on a background the printer leaves out.

test.beforeEach(async ({ context }) => skipPopups(context))

test('a product page prints its content and legal line, not the menus, search, login or floating buttons', async ({
  page,
}) => {
  await openPage(page, '/life-insurance/sahyog-smart-term')
  await page.emulateMedia({ media: 'print' })

  await expect(page.locator('main h1')).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sahyog Life Insurance home' }),
  ).toBeVisible()
  for (const control of [
    page.getByRole('button', { name: 'Search' }),
    page.getByRole('link', { name: 'Customer login' }),
    page.getByRole('navigation', { name: 'Main' }),
    page.locator('#contact-tab'),
    page.locator('.scroll-top'),
  ])
    await expect(control).toBeHidden()

  const footer = page.getByRole('contentinfo')
  const footerLinks = page.locator('.site-footer > div').first()
  const cookieSettings = footer.getByRole('button', { name: 'Cookie settings' })
  const legal = footer.getByText('© 2026 Sahyog Life Insurance Company Limited. All rights reserved.')
  await expect(legal).toBeVisible()
  await expect(footerLinks).toBeHidden()
  await expect(cookieSettings).toBeHidden()
  // Dark on paper: the footer's white-on-blue text is printed black.
  expect(await legal.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(0, 0, 0)')

  // Back on screen, everything is where it was.
  await page.emulateMedia({ media: 'screen' })
  await expect(footerLinks).toBeVisible()
  await expect(cookieSettings).toBeVisible()
  await expect(page.locator('#contact-tab')).toBeVisible()
})
