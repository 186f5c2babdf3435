import { expect, test } from '@playwright/test'

import { adminApi, adminLogin } from './support/admin'
import { openPage, skipPopups } from './support/shell'

// Spec 1 and 4: "a setting show_maintenance (Yes/No) puts the site under maintenance"; "meta, footer and contact form
// are hidden"; 503 'Page under maintenance'. The admin keeps working so an editor can switch it off.
test('maintenance on: every page answers 503 with the maintenance page; off again within 2 s', async ({
  page,
  context,
  request,
}) => {
  await skipPopups(context)
  const api = await adminApi(request)
  try {
    await api.updateGlobal('site-settings', { show_maintenance: 'Yes' })
    await expect
      .poll(async () => (await request.get('/legal/privacy-policy')).status(), { timeout: 2_000 })
      .toBe(503)
    const response = await page.goto('/life-insurance')
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBeTruthy()
    await expect(page.getByRole('heading', { name: 'Page under maintenance' })).toBeVisible()
    await expect(page.locator('#contact-tab')).toHaveCount(0)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(800)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    expect((await request.get('/under-maintenance')).status()).toBe(503)
    // The admin is outside maintenance: an editor can still sign in.
    expect((await request.get('/admin/login')).status()).toBe(200)
  } finally {
    await api.updateGlobal('site-settings', { show_maintenance: 'No' })
  }
  await expect.poll(async () => (await request.get('/life-insurance')).status(), { timeout: 2_000 }).toBe(200)
  await openPage(page, '/life-insurance')
  await expect(page.getByRole('banner')).toBeVisible()
})

// Spec 6: "when the page URL has a _preview= query value ... _preview is passed on in links". Our preview: the admin's
// Preview button signs the editor into a short-lived preview; the link alone shows nothing unpublished.
test('an editor previews a draft; _preview rides along internal links; others see the published page', async ({
  page,
  context,
  request,
  browser,
}) => {
  await skipPopups(context)
  const api = await adminApi(request)
  const doc = await api.findPage('/do-not-call')
  const draftTitle = `Do not call (draft ${Date.now()})`
  await api.updatePage(`${doc.id}?draft=true`, { title: draftTitle })

  try {
    await adminLogin(page)
    await page.goto('/api/preview?path=/do-not-call')
    await expect(page).toHaveURL(/\/do-not-call\?_preview=[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()
    await expect(page.getByTestId('preview-bar')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const previewUrl = page.url()

    // Following an internal link keeps the preview marker.
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
    await page.getByRole('banner').locator('a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/\?_preview=[\w-]+$/)

    // Someone else with the same address sees only what is published.
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    await other.goto(previewUrl)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(doc.title)
    await expect(other.getByTestId('preview-bar')).toHaveCount(0)
    await stranger.close()

    // Leaving the preview shows the published page again.
    await page.goto(previewUrl)
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(/\/do-not-call$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
  } finally {
    await api.publishPage(doc.id, { title: doc.title })
  }
})
