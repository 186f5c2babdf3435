import { expect, test } from '@playwright/test'

import { adminApi, adminLogin } from './support/admin'
import { skipPopups } from './support/shell'

// Issue "Editors at a big insurer": "Maintenance is one unguarded switch. No confirmation, no banner in the admin
// while the site is down, no message, toll-free number or payment link for visitors, no end time; the page's 'Go to
// the home page' leads back to itself." Done when "maintenance needs a confirmation and ends by itself at its end
// time", with the browser in UTC.
test.use({ timezoneId: 'UTC' })

const IST_MS = 330 * 60_000

/** The clock in India at `at` (UTC + 5:30, worked out here and not by the site's code): date and time inputs' values. */
function indiaInputs(at: number): { day: string; time: string; shown: string } {
  const wall = new Date(at + IST_MS).toISOString()
  const day = wall.slice(0, 10)
  const time = wall.slice(11, 16)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const shown = `${Number(day.slice(8, 10))} ${months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}, ${time} IST`
  return { day, time, shown }
}

const MESSAGE = 'We are moving to a new system. Renewal payments stay open.'

test('maintenance asks first, tells visitors what to do, and ends by itself at its end time in India time', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const api = await adminApi(request)
  const visitorContext = await browser.newContext()
  await skipPopups(visitorContext)
  const visitor = await visitorContext.newPage()
  try {
    await api.updateGlobal('site-settings', { maintenance_message: MESSAGE })
    await adminLogin(page)
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: 'Modes and popups', exact: true }).click()
    const control = page.locator('.site-maintenance')
    await expect(control).toHaveAttribute('data-maintenance', 'off')

    // An end time already past in India (five minutes ago; hours ahead by the browser's UTC clock) is refused.
    const past = indiaInputs(Date.now() - 5 * 60_000)
    await page.locator('#maintenance-end-date').fill(past.day)
    await page.locator('#maintenance-end-time').fill(past.time)
    await expect(control.getByText(/That end time has already passed: it is now/)).toBeVisible()
    await expect(page.locator('#maintenance-on')).toBeDisabled()

    // The next whole minute at least 40 s away, as the clock in India reads it.
    const end = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
    const when = indiaInputs(end)
    await page.locator('#maintenance-end-date').fill(when.day)
    await page.locator('#maintenance-end-time').fill(when.time)

    // The confirmation names the effect; cancelling changes nothing.
    await page.locator('#maintenance-on').click()
    const dialog = page.getByRole('dialog', { name: 'Put the whole site under maintenance?' })
    await expect(dialog).toContainText(
      `Every page of the site will show visitors "Page under maintenance" instead of its content, until ${when.shown}, when it switches itself off. Only the renewal premium payment stays open.`,
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect((await request.get('/life-insurance')).status()).toBe(200)

    await page.locator('#maintenance-on').click()
    await dialog.getByRole('button', { name: 'Yes, show the maintenance page' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The site is now under maintenance' }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await expect(control).toHaveAttribute('data-maintenance', 'on')
    // A banner on every admin screen while it is on, and the home screen says until when.
    await expect(page.locator('[data-maintenance-banner]')).toContainText(`until ${when.shown}`)
    await page.goto('/admin')
    await expect(page.locator('[data-maintenance-banner]')).toBeVisible()
    await expect(page.locator('[data-publishing="site-status"]')).toContainText(
      `Under maintenance: visitors see the maintenance page until ${when.shown}, when it switches itself off`,
    )

    // Visitors: the message, the toll-free lines and the renewal payment, which stays open; no link back home.
    await expect
      .poll(async () => (await request.get('/life-insurance')).status(), { timeout: 5_000 })
      .toBe(503)
    const response = await visitor.goto('/life-insurance')
    expect(response?.status()).toBe(503)
    await expect(visitor.getByRole('heading', { name: 'Page under maintenance' })).toBeVisible()
    await expect(visitor.locator('[data-maintenance-message]')).toHaveText(MESSAGE)
    await expect(visitor.getByRole('link', { name: /^1800/ }).first()).toHaveAttribute('href', /^tel:1800/)
    await expect(visitor.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0)
    await visitor.getByRole('link', { name: 'Pay your renewal premium' }).click()
    await expect(visitor).toHaveURL(/\/renewal-payment$/)
    expect((await request.get('/renewal-payment')).status()).toBe(200)

    // Still on just before its end time…
    await page.waitForTimeout(Math.max(0, end - Date.now() - 3_000))
    expect((await request.get('/life-insurance')).status()).toBe(503)
    // …live again within seconds after it, and the switch reads Off.
    await expect
      .poll(async () => (await request.get('/life-insurance')).status(), {
        timeout: 15_000,
        intervals: [250, 500, 1_000],
      })
      .toBe(200)
    await expect
      .poll(
        async () => (await api.getGlobal<{ show_maintenance?: string }>('site-settings')).show_maintenance,
        { timeout: 30_000 },
      )
      .toBe('No')
    await page.goto('/admin')
    await expect(page.locator('[data-maintenance-banner]')).toHaveCount(0)
    await expect(page.locator('[data-publishing="site-status"]')).toContainText('Live')
  } finally {
    await visitorContext.close()
    await api.updateGlobal('site-settings', {
      show_maintenance: 'No',
      maintenance_ends_at: null,
      maintenance_message: null,
    })
  }
})
