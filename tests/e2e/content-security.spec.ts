import { expect, test } from '@playwright/test'

import { watchCsp } from './support/csp'
import { openPage, skipPopups } from './support/shell'

// Production hardening, headers: every page carries a Content-Security-Policy whose scripts need a hash (no bare
// 'unsafe-inline'), and the site's own pages run under it without a single violation.

const PAGES = [
  '/',
  '/life-insurance/sahyog-smart-term',
  '/blog/term-insurance/how-much-term-insurance-do-you-need',
  '/income-tax-calculator',
  '/contact-us/branches/maharashtra/mumbai-city/mumbai/mumbai-lower-parel',
  '/services/nach-mandate-activation',
  '/register-grievance',
  '/renewal-payment',
  '/discover/videos',
  '/does-not-exist',
]

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

for (const path of PAGES) {
  test(`${path} runs under its policy with no violation`, async ({ page }) => {
    const violations = await watchCsp(page)
    const answer = await page.goto(path)
    const policy = answer!.headers()['content-security-policy'] ?? ''
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    expect(policy).toContain("frame-ancestors 'self'")
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
    // Scrolling and pointer movement load the footer, the chat and the widgets: they run under the policy too.
    await page.mouse.move(100, 200)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(500)
    expect(await violations()).toEqual([])
  })
}

test('a script that found its way into a page does not run', async ({ page }) => {
  // The policy of a real page, applied to a page that carries an extra inline script: the browser refuses it.
  const answer = await page.request.get('/', { headers: { accept: '*/*' } })
  const policy = answer.headers()['content-security-policy']!
  await page.route('**/csp-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': policy },
      body: '<!doctype html><title>probe</title><script>document.title = "ran"</script>',
    }),
  )
  await page.goto('/csp-probe')
  await expect(page).toHaveTitle('probe')
})

test('the lead form and the OTP popup work under the policy', async ({ page }) => {
  const violations = await watchCsp(page)
  await openPage(page, '/')
  await page.locator('#contact-tab').click()
  await expect(page.getByRole('dialog', { name: 'Talk to an advisor' })).toBeVisible()
  expect(await violations()).toEqual([])
})
