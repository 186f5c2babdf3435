import { expect, test } from '@playwright/test'

import { SHELL } from '../../src/domain/shell/constants'
import { POPUP_IDLE_MS } from '../../src/domain/shell/overlays'

import { openLeadPanel } from './support/otp'
import { bodyOverflow, onlyNarrow, openPage, useThePage, viewportWidth } from './support/shell'

/** Long enough for a popup that was going to show to have shown. */
const AFTER_POPUP_DELAY = SHELL.popupDelay + 1_000
/** How long to wait for a popup that must show. */
const POPUP = { timeout: SHELL.popupDelay + 6_000 }

// Spec 2.2: first-visit zero-GST popup, welcome popup on the home page with its know-more popup.
// Every test starts in a fresh browser context: a first visit. Seeded texts: src/cms/seed/settings.ts.
// A popup waits for the visitor's first input (decision 79): tests use the page first with useThePage.

const ZERO_GST = 'Life insurance premiums now carry 0% GST'

// One overlay at a time (issue: a visitor who opened the lead form at once lost it to the welcome popup).
test.describe('a first-visit popup never takes over something the visitor opened', () => {
  test('the lead panel opened at once keeps its focus and its typing; no popup for the rest of the session', async ({
    page,
  }) => {
    await openPage(page, '/')
    const panel = await openLeadPanel(page)
    const name = panel.getByLabel('Full name')
    await name.fill('Asha Devi Rao')
    await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('Asha Devi Rao')

    // Closed again, the visitor is not interrupted later in this page view, nor on the next page.
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(panel).toBeHidden()
    await page.waitForTimeout(AFTER_POPUP_DELAY)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.locator('main a[href="/contact-us"]').first().click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await page.waitForTimeout(AFTER_POPUP_DELAY)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a popup waits while a field has focus, and shows once the visitor leaves the page alone', async ({
    page,
  }) => {
    // A page a visitor browses, with a field (a calculator is work: no popup there at all).
    await openPage(page, '/search')
    const field = page.locator('main input').first()
    await field.click()
    await page.waitForTimeout(AFTER_POPUP_DELAY)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(field).toBeFocused()

    await field.blur()
    await expect(page.getByRole('dialog', { name: ZERO_GST })).toBeVisible({ timeout: POPUP_IDLE_MS + 4_000 })
  })

  test('no popup on a service journey page', async ({ page }) => {
    await openPage(page, '/renewal-payment')
    await useThePage(page)
    await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('no popup over a quote or a calculator, and it still comes on a page browsed after', async ({
    page,
  }) => {
    await openPage(page, '/life-insurance/sahyog-smart-term/quote')
    await useThePage(page)
    await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await openPage(page, '/retirement-calculator')
    await useThePage(page)
    await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The visitor was busy there, not here: the plan they browse next may greet them.
    await openPage(page, '/life-insurance/sahyog-smart-term')
    await useThePage(page)
    await expect(page.getByRole('dialog', { name: ZERO_GST })).toBeVisible(POPUP)
  })
})

// Decision 79. The browser measures a page's largest contentful paint until the visitor's first input; a popup
// painted before that, seconds after the page, was measured as the page's load (5 s here against 0.2 s).
test('a popup waits for the visitor to use the page, so it is never measured as the page having loaded late', async ({
  page,
}) => {
  await openPage(page, '/benefits-of-life-insurance')
  await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await useThePage(page)
  const popup = page.getByRole('dialog', { name: ZERO_GST })
  await expect(popup).toBeVisible(POPUP)
  // What the browser measured as the largest paint, entry by entry: whether each is inside the popup. Never.
  const inPopup = await page.evaluate(
    () =>
      new Promise<boolean[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as LargestContentfulPaint[]).map(
              (entry) => entry.element?.closest('[role="dialog"]') != null,
            ),
          ),
        ).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  expect(inPopup.length).toBeGreaterThan(0)
  expect(inPopup).not.toContain(true)
})

test('on a phone the popup is a sheet along the bottom, at most a third of the screen, and leaves the page usable', async ({
  page,
}) => {
  onlyNarrow(page, SHELL.desktopMinWidth, 'phones get the sheet; wider screens the dialog')
  await openPage(page, '/legal/privacy-policy')
  await useThePage(page)
  const sheet = page.getByRole('dialog', { name: ZERO_GST })
  await expect(sheet).toBeVisible(POPUP)
  const box = (await sheet.boundingBox())!
  const height = page.viewportSize()!.height
  expect(box.height).toBeLessThanOrEqual(height / 3 + 1)
  expect(box.y + box.height).toBeCloseTo(height, 0)
  // Focus stays where the visitor had it, and the page still scrolls.
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(false)
  expect(await bodyOverflow(page)).not.toBe('hidden')
  await expect(sheet.getByRole('link', { name: 'Explore plans' })).toHaveAttribute('href', '/life-insurance')

  // The contact tab stays in reach above the sheet, and reaching for the lead form puts the sheet away: one
  // overlay at a time.
  const tab = (await page.locator('#contact-tab').boundingBox())!
  expect(tab.y + tab.height).toBeLessThanOrEqual(box.y)
  await openLeadPanel(page)
  await expect(sheet).toBeHidden()
})

test('the zero-GST popup shows on the first visit only', async ({ page }) => {
  await openPage(page, '/legal/privacy-policy')
  await useThePage(page)
  const dialog = page.getByRole('dialog', { name: ZERO_GST })
  await expect(dialog).toBeVisible(POPUP)
  await expect(dialog).toContainText('exempt from GST')
  await expect(dialog.getByRole('link', { name: 'Explore plans' })).toHaveAttribute('href', '/life-insurance')
  // On a wider screen a modal: focus is inside. Escape closes it either way.
  if (viewportWidth(page) >= SHELL.desktopMinWidth)
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The next page view, and a reload, do not show it again.
  await openPage(page, '/terms-and-conditions')
  await useThePage(page)
  await page.waitForTimeout(AFTER_POPUP_DELAY)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await useThePage(page)
  await page.waitForTimeout(AFTER_POPUP_DELAY)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the zero-GST popup closes with its close button', async ({ page }) => {
  await openPage(page, '/disclaimer')
  await useThePage(page)
  const dialog = page.getByRole('dialog', { name: ZERO_GST })
  await expect(dialog).toBeVisible(POPUP)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the welcome popup shows on the home page, never with the zero-GST popup, which waits for a later page', async ({
  page,
}) => {
  await openPage(page, '/')
  await useThePage(page)
  const welcome = page.getByRole('dialog', { name: 'Welcome' })
  await expect(welcome).toBeVisible(POPUP)
  await expect(welcome.getByRole('heading', { name: 'Welcome to Sahyog Life' })).toBeVisible()
  await expect(welcome).toContainText('Sahyog Smart Term')
  await expect(page.getByRole('dialog', { name: ZERO_GST })).toHaveCount(0)

  await welcome.getByRole('button', { name: 'Close' }).click()
  await expect(welcome).toBeHidden()
  await page.waitForTimeout(AFTER_POPUP_DELAY)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The next page view (here a client navigation, after which the visitor's earlier use still counts) shows the
  // zero-GST popup.
  await page.locator('main a[href="/contact-us"]').first().click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.getByRole('dialog', { name: ZERO_GST })).toBeVisible(POPUP)
})

test('the know-more link opens the know-more popup', async ({ page }) => {
  await openPage(page, '/')
  await useThePage(page)
  const welcome = page.getByRole('dialog', { name: 'Welcome' })
  await expect(welcome).toBeVisible(POPUP)
  const knowMore = page.locator('#know-more-popup')
  await expect(knowMore).toBeVisible()
  await knowMore.click()
  const content = page.locator('#know-more-popupContent')
  await expect(content).toBeVisible()
  await expect(content).toHaveAttribute('role', 'dialog')
  await expect(content).toContainText(
    'non-linked, non-participating individual pure risk life insurance plan',
  )
  await expect(welcome).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(content).toBeHidden()
})

test('the welcome popup is only on the home page', async ({ page }) => {
  await openPage(page, '/benefits-of-life-insurance')
  await useThePage(page)
  // A first visit: the zero-GST popup shows instead.
  await expect(page.getByRole('dialog', { name: ZERO_GST })).toBeVisible(POPUP)
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0)
  await expect(page.locator('#know-more-popup')).toHaveCount(0)
})

test('a page without the welcome popup does not carry the know-more text it could never show', async ({
  request,
}) => {
  const text = 'non-linked, non-participating individual pure risk life insurance plan'
  expect(await (await request.get('/')).text()).toContain(text)
  expect(await (await request.get('/benefits-of-life-insurance')).text()).not.toContain(text)
})

test('no popup on the maintenance page', async ({ page }) => {
  await page.goto('/under-maintenance')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sahyog Life Insurance home' }),
  ).toBeVisible()
  await useThePage(page)
  await page.waitForTimeout(AFTER_POPUP_DELAY)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('no popup on the 404 page: a visitor there needs its search and links', async ({ page }) => {
  await openPage(page, '/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await useThePage(page)
  // Long enough for a popup that was going to show: its delay, then the idle wait.
  await page.waitForTimeout(AFTER_POPUP_DELAY + POPUP_IDLE_MS)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
