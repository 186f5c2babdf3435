import { expect, test } from '@playwright/test'

import { openPage, scrollWindowTo, skipPopups } from './support/shell'

// Spec 2.2 and 4: scroll-to-top button, sticky contact tab, disclaimer strip, main area, scroll after navigation.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

test('the scroll-to-top button appears only past 700px and takes the page back to the top', async ({
  page,
}) => {
  await openPage(page, '/legal/privacy-policy')
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expect(button).toHaveCount(0)
  // The first scroll loads the footer; wait for it so the page has its full height.
  await scrollWindowTo(page, 100)
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await expect(button).toHaveCount(0)

  await scrollWindowTo(page, 650)
  await page.waitForTimeout(200)
  await expect(button).toHaveCount(0)

  // The overlay policy: back-to-top on a reading page three screens long or more. The privacy policy is that long on
  // a phone; on a desktop's 800 px screen it is not, and there the button never comes.
  const long = await page.evaluate(() => document.documentElement.scrollHeight >= 3 * window.innerHeight)
  await scrollWindowTo(page, 760)
  if (!long) {
    await page.waitForTimeout(300)
    await expect(button).toHaveCount(0)
    return
  }
  await expect(button).toBeVisible()

  await scrollWindowTo(page, 690)
  await expect(button).toHaveCount(0)

  await scrollWindowTo(page, 900)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)
})

test('the sticky contact tab carries the first quick link and opens the lead panel', async ({ page }) => {
  await openPage(page, '/legal/privacy-policy')
  const tab = page.locator('#contact-tab')
  await expect(tab).toBeVisible()
  await expect(tab).toHaveText('Talk to an advisor')
  expect(await tab.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  await tab.click()
  await expect(page.getByRole('dialog', { name: 'Talk to an advisor' })).toBeVisible()
})

test.describe('disclaimer strip', () => {
  test("shows the page's own disclaimer, collapsed; the heading expands it and scrolls it into view", async ({
    page,
  }) => {
    await openPage(page, '/legal/privacy-policy')
    const heading = page.getByRole('button', { name: 'Privacy notice' })
    const content = page.locator('#disclaimer-content')
    await expect(heading).toHaveAttribute('aria-expanded', 'false')
    await expect(content).toBeHidden()

    await heading.scrollIntoViewIfNeeded()
    const before = await page.locator('.disclaimer-strip').boundingBox()
    await heading.click()
    await expect(heading).toHaveAttribute('aria-expanded', 'true')
    await expect(content).toBeVisible()
    await expect(content).toContainText('This privacy policy applies to this website')
    // After 500 ms the strip is scrolled to the top of the window.
    await expect
      .poll(async () => (await page.locator('.disclaimer-strip').boundingBox())!.y, { timeout: 4_000 })
      .toBeLessThan(20)
    expect(before!.y).toBeGreaterThan(100)

    await heading.click()
    await expect(heading).toHaveAttribute('aria-expanded', 'false')
    await expect(content).toBeHidden()
  })

  test('falls back to the default disclaimer of the site settings', async ({ page }) => {
    await openPage(page, '/terms-and-conditions')
    const heading = page.getByRole('button', { name: 'Disclaimer', exact: true })
    await heading.click()
    await expect(page.locator('#disclaimer-content')).toContainText(
      'Insurance is the subject matter of solicitation',
    )
  })

  test('is not shown on the disclaimer page', async ({ page }) => {
    await openPage(page, '/disclaimer')
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('.disclaimer-strip')).toHaveCount(0)
    await expect(page.locator('#disclaimer-content')).toHaveCount(0)
  })

  test('collapses after a navigation', async ({ page }) => {
    await openPage(page, '/legal/privacy-policy')
    await page.getByRole('button', { name: 'Privacy notice' }).click()
    await expect(page.locator('#disclaimer-content')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Sahyog Life Insurance home' }).click()
    await expect(page).toHaveURL(/\/$/)
    const heading = page.getByRole('button', { name: 'Disclaimer', exact: true })
    await expect(heading).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#disclaimer-content')).toBeHidden()
  })
})

test.describe('main area', () => {
  const minHeight = (page: import('@playwright/test').Page) =>
    page.locator('main#main').evaluate((element) => getComputedStyle(element).minHeight)

  test('keeps a minimum height except on the pages listed by the spec', async ({ page }) => {
    await openPage(page, '/benefits-of-life-insurance')
    expect(await minHeight(page)).not.toBe('0px')
    await openPage(page, '/disclaimer')
    expect(await minHeight(page)).toBe('0px')
    await openPage(page, '/contact-us')
    expect(await minHeight(page)).toBe('0px')
  })

  test('draws the revamped style on the home, benefits and premium-rate-table pages only', async ({
    page,
  }) => {
    for (const [path, revamped] of [
      ['/', 1],
      ['/benefits-of-life-insurance', 1],
      ['/discover/premium-rate-tables', 1],
      ['/disclaimer', 0],
      ['/legal/privacy-policy', 0],
    ] as const) {
      await openPage(page, path)
      await expect(page.locator('main#main .revamped'), path).toHaveCount(revamped)
    }
  })

  test('a skip link leads keyboard users to the main area', async ({ page }) => {
    await openPage(page, '/legal/privacy-policy')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test('after a client navigation the new page starts at the top', async ({ page }) => {
  await openPage(page, '/legal/privacy-policy')
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.mouse.move(10, 10)
  await page.mouse.wheel(0, 400)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  const link = footer.getByRole('link', { name: 'Terms and conditions' })
  if (!(await link.isVisible())) await footer.getByRole('button', { name: 'Legal' }).click()
  await link.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await link.click()
  await expect(page).toHaveURL(/\/terms-and-conditions$/)
  await expect(page.locator('h1')).toContainText(/Terms/i)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // It was a client navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  )
})
