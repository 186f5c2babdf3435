import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test, type Page } from '@playwright/test'

import { adminApi } from './support/admin'

type TAdminApi = Awaited<ReturnType<typeof adminApi>>
import { skipPopups } from './support/shell'

// Spec 3 (base settings): "GA head/body code injected only when ga_tag is Yes". Issue "A first visit a customer
// trusts", item 9: "A consent banner (accept, reject, choose) before any analytics or marketing script loads;
// 'Cookie settings' in the footer withdraws as easily as it gave; the choice is remembered and recorded."
// Decision 60.

type Settings = { ga_tag: 'Yes' | 'No'; ga_head_code?: string | null; ga_body_code?: string | null }
const HEAD_CODE = '<script>window.__gaHeadRan = (window.__gaHeadRan || 0) + 1</script>'
const BODY_CODE = '<img src="/icons/icon-192.png" alt="" id="ga-body-marker" width="1" height="1">'

const headRuns = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gaHeadRan?: number }).__gaHeadRan ?? 0)
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'sahyog_consent')?.value ?? null

test.beforeEach(async ({ context }) => skipPopups(context))

/** Runs `body` with the test's analytics code in the settings and `ga_tag` as given; the settings come back after. */
async function withAnalytics(
  request: APIRequestContext,
  body: (api: TAdminApi, switchOn: (on: boolean) => Promise<void>) => Promise<void>,
) {
  const api = await adminApi(request)
  const settings = await api.getGlobal<Settings>('site-settings')
  const switchOn = (on: boolean) =>
    api.updateGlobal('site-settings', {
      ...settings,
      ga_tag: on ? 'Yes' : 'No',
      ga_head_code: HEAD_CODE,
      ga_body_code: BODY_CODE,
    })
  try {
    await body(api, switchOn)
  } finally {
    await api.updateGlobal('site-settings', settings)
  }
}

test('the analytics code is rendered only while the analytics tag is switched on, and runs only after a yes', async ({
  page,
  request,
}) => {
  await withAnalytics(request, async (api, switchOn) => {
    await switchOn(false)
    await page.goto('/')
    expect(await headRuns(page)).toBe(0)
    expect(await page.content()).not.toContain('__gaHeadRan')
    // Nothing needs consent, so nothing is asked.
    await expect(banner(page)).toHaveCount(0)

    await switchOn(true)
    await expect.poll(async () => (await page.goto('/'), page.content())).toContain('__gaHeadRan')

    // In the page, but waiting: no script has run and the pixel is not loaded until the visitor says yes.
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible()
    expect(await headRuns(page)).toBe(0)
    await expect(page.locator('img#ga-body-marker')).toHaveCount(0)

    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => headRuns(page)).toBe(1)
    await expect(page.locator('img#ga-body-marker')).toHaveCount(1)
    const accepted = await consentCookie(page)
    expect(accepted).toMatch(/analytics%3D1|analytics=1/)

    // Remembered: the next page runs it at once, and asks nothing.
    await page.goto('/life-insurance')
    await expect.poll(() => headRuns(page)).toBe(1)
    await expect(banner(page)).toHaveCount(0)

    // Withdrawn from the footer as easily as given: the page reloads without it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    const analytics = banner(page).getByRole('checkbox', { name: /Analytics/ })
    await expect(analytics).toBeChecked()
    await analytics.uncheck()
    await Promise.all([
      page.waitForEvent('load'),
      banner(page).getByRole('button', { name: 'Save my choices' }).click(),
    ])
    expect(await headRuns(page)).toBe(0)
    await expect(page.locator('img#ga-body-marker')).toHaveCount(0)
    expect(await consentCookie(page)).toMatch(/analytics%3D0|analytics=0/)

    // Recorded on the server under the cookie's id: given, then withdrawn. Nothing personal is kept with it.
    const id = decodeURIComponent(accepted!).split('.')[1]!
    type TRecord = { action: string; analytics: boolean; version: number; pageUrl: string | null }
    const records = await api.find<TRecord>(
      'consent-records',
      `where[consentId][equals]=${id}&sort=createdAt`,
    )
    expect(records.map((record) => [record.action, record.analytics])).toEqual([
      ['given', true],
      ['withdrawn', false],
    ])
    expect(records[0]!.version).toBe(1)
    expect(records[0]!.pageUrl).toBe('/')
    expect(Object.keys(records[0]!)).not.toContain('ip')
  })
})

test('"Reject all" runs nothing and is not asked again; "Choose" lists each purpose', async ({
  page,
  request,
}) => {
  await withAnalytics(request, async (_api, switchOn) => {
    await switchOn(true)
    await expect.poll(async () => (await page.goto('/'), page.content())).toContain('__gaHeadRan')

    // The banner and the chooser meet WCAG 2.1 AA (axe), like the rest of the shell.
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .include('.cookie-consent')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze()
      ).violations.map((violation) => violation.id)
    expect(await violations()).toEqual([])
    await banner(page).getByRole('button', { name: 'Choose' }).click()
    expect(await violations()).toEqual([])
    await expect(banner(page).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled()
    await expect(banner(page).getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked()
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await consentCookie(page)).toMatch(/analytics%3D0|analytics=0/)

    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(await headRuns(page)).toBe(0)
  })
})
