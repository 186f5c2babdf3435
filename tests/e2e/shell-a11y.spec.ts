import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { SHELL } from '../../src/domain/shell/constants'

import {
  onlyNarrow,
  onlyWide,
  openChatPanel,
  openPage,
  skipPopups,
  useThePage,
  viewportWidth,
} from './support/shell'

// The shell has no WCAG 2.1 A/AA violations (axe), with its menus and popups open too.

const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    // The development server's own overlay is not part of the site.
    .exclude('nextjs-portal')

const summary = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )

async function loadFooter(page: Page) {
  await page.mouse.move(10, 10)
  await page.mouse.wheel(0, 400)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // On a phone the chat's launcher is not a floating control (the lead panel opens the chat).
  if (viewportWidth(page) >= 768)
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
}

test.describe('without popups', () => {
  test.beforeEach(async ({ context }) => {
    await skipPopups(context)
  })

  for (const path of ['/', '/legal/privacy-policy']) {
    test(`${path} has no axe violations, footer and chat loaded`, async ({ page }) => {
      await openPage(page, path)
      await loadFooter(page)
      const { violations } = await axe(page).analyze()
      expect(summary(violations)).toEqual([])
    })
  }

  test('no axe violations with the side menu open and a submenu expanded', async ({ page }) => {
    onlyNarrow(page, 768, 'the side menu exists below 768px')
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const side = page.locator('#side-menu')
    await expect(side).toHaveClass(/\bactive\b/)
    await side.getByRole('button', { name: 'Life Insurance' }).click()
    await page.waitForTimeout(400) // the slide-in transition
    const { violations } = await axe(page).analyze()
    expect(summary(violations)).toEqual([])
  })

  test('no axe violations with a mega menu open', async ({ page }) => {
    onlyWide(page, 768, 'the menu bar exists from 768px')
    await openPage(page, '/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Life Insurance submenu' })
      .click()
    await expect(page.locator('.menu-panel-life-insurance')).toBeVisible()
    const { violations } = await axe(page).analyze()
    expect(summary(violations)).toEqual([])
  })

  test('no axe violations with the footer accordions and the disclaimer open, and the chat panel open', async ({
    page,
  }) => {
    await openPage(page, '/legal/privacy-policy')
    await loadFooter(page)
    await page.getByRole('button', { name: 'Privacy notice' }).click()
    const legal = page.getByRole('contentinfo').getByRole('button', { name: 'Legal' })
    if (await legal.count()) await legal.click()
    await openChatPanel(page)
    const { violations } = await axe(page).analyze()
    expect(summary(violations)).toEqual([])
  })
})

test('no axe violations with the welcome popup open (first visit)', async ({ page }) => {
  await openPage(page, '/')
  await useThePage(page)
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({
    timeout: SHELL.popupDelay + 6_000,
  })
  await page.waitForTimeout(300)
  const { violations } = await axe(page).analyze()
  expect(summary(violations)).toEqual([])
})
