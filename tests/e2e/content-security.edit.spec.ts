import { expect, test } from '@playwright/test'

import { adminLogin } from './support/admin'
import { watchCsp } from './support/csp'

// Production hardening, headers: the admin works under the same kind of policy (hashes, no bare 'unsafe-inline').

test('the admin logs in, lists documents and opens an editor without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page)
  await adminLogin(page)
  await page.goto('/admin/collections/pages')
  await expect(page.locator('.collection-list, table').first()).toBeVisible()
  await page.locator('table a').first().click()
  await expect(page.locator('#field-title, [id^="field-"]').first()).toBeVisible()
  await page.goto('/admin/globals/site-settings')
  await expect(page.locator('[id^="field-"]').first()).toBeVisible()
  expect(await violations()).toEqual([])
})
