import { type BrowserContext, expect, type Page, test } from '@playwright/test'

/** The browser-storage flags the first-visit popups set (src/domain/shell/popups.ts). */
export const POPUP_KEYS = { zeroGst: 'sahyog.zero-gst.seen', welcome: 'sahyog.welcome.seen' } as const

/**
 * Marks the zero-GST and welcome popups as already seen in this context, for tests that are not about them: a
 * fresh context is a first visit, and a modal popup would cover the page.
 */
export async function skipPopups(context: BrowserContext) {
  await context.addInitScript((keys) => {
    try {
      window.localStorage.setItem(keys.zeroGst, '1')
      window.sessionStorage.setItem(keys.welcome, '1')
    } catch {
      // storage unavailable (e.g. about:blank): nothing to mark
    }
  }, POPUP_KEYS)
}

/** Opens a page and waits until the shell's client parts are hydrated and interactive. */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
}

/**
 * Uses the page as a visitor does, with a turn of the mouse wheel. A first-visit popup waits for the visitor's
 * first input (decision 79), so a test that expects one, or checks that none comes, uses the page first.
 */
export async function useThePage(page: Page) {
  await page.mouse.wheel(0, 120)
}

export const viewportWidth = (page: Page) => page.viewportSize()?.width ?? 0

/**
 * Runs the current test at one width only (375 px): for what does not change with the width, such as a calculator's
 * figures, a journey's refusals or a countdown, so the suite checks it once. The layout of every page type is
 * still checked at both widths (axe-pages.spec.ts, and each journey's main path).
 */
export const oneWidth = () =>
  test.skip(test.info().project.name === 'desktop', 'the same at every width: checked at 375 px')

/** Skips the current test unless the viewport is at least / below `px` wide. */
export const onlyWide = (page: Page, px: number, why: string) => test.skip(viewportWidth(page) < px, why)
export const onlyNarrow = (page: Page, px: number, why: string) => test.skip(viewportWidth(page) >= px, why)

/** Whether the server is `next dev` (its overlay is in the page): some behaviours exist only in production builds. */
export const isDevServer = async (page: Page) => (await page.locator('nextjs-portal').count()) > 0

/** Scrolls the window like a visitor (fires scroll events) and waits until it got there. */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

/** The body's computed overflow: 'hidden' while the shell's scroll lock is held. */
export const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

/**
 * Opens the chat assistant as a visitor would: its launcher on a wide screen; on a phone, where the contact tab is
 * the one floating control (the overlay policy), from the lead panel the tab opens.
 */
export async function openChatPanel(page: Page) {
  if (viewportWidth(page) >= 768) {
    await page.mouse.move(200, 300)
    await page.getByRole('button', { name: 'Chat with us' }).click()
  } else {
    // The pill keeps off the footer and forms: from the top of the page, where it shows.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator('#contact-tab').click()
    await page
      .getByRole('dialog', { name: 'Talk to an advisor' })
      .getByRole('button', { name: 'Chat with our assistant' })
      .click()
  }
  const panel = page.getByRole('dialog', { name: 'Sahyog Life assistant' })
  await expect(panel).toBeVisible()
  return panel
}
