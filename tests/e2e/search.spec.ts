import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { oneWidth, openPage, skipPopups } from './support/shell'

// Spec 2.3 (global search box), 4 ("Search box" states), 5 ("Search"), at 375 px and 1280 px.
// Seeded content: src/cms/seed/pages/plans.ts, withdrawn.ts, blog.ts and src/cms/seed/branches.ts.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

/** Opens the box from the header's search button; the input takes focus after 500 ms (spec 4). */
async function openSearch(page: Page, path = '/legal/privacy-policy') {
  await openPage(page, path)
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const box = page.getByRole('combobox', { name: 'Search plans, blogs and branches' })
  await expect(box).toBeFocused()
  return box
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' })

test('two characters show nothing; three open the grouped suggestions in the spec order', async ({
  page,
}) => {
  const box = await openSearch(page)
  await box.pressSequentially('sa')
  await page.waitForTimeout(600)
  await expect(listbox(page)).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.fill('Sahyog Wealth Builder')
  await expect(listbox(page)).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const groups = listbox(page).getByRole('group')
  await expect(groups).toHaveCount(3)
  await expect(groups.nth(0)).toHaveAccessibleName('Life insurance Plans')
  await expect(groups.nth(1)).toHaveAccessibleName('Withdrawn Plans')
  await expect(groups.nth(2)).toHaveAccessibleName('Blogs')
  await expect(groups.nth(1).getByRole('option')).toHaveText(['Sahyog Wealth Builder'])
  await expect(page.getByRole('status').filter({ hasText: /3 suggestions available/ })).toHaveCount(1)

  // Back below three characters: the list is cleared and closed.
  await box.fill('Sa')
  await expect(listbox(page)).toBeHidden()
  await expect(listbox(page).getByRole('option')).toHaveCount(0)
})

test('the open box, its grouped list and an active option have no axe violations', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('Sahyog Wealth Builder')
  await expect(listbox(page).getByRole('option').first()).toBeVisible()
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .include('[role="search"]')
    .include('[role="listbox"]')
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
})

test('arrow keys move through the options and Enter opens the active one', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('sahyog smart term')
  await expect(listbox(page).getByRole('option').first()).toHaveText('Sahyog Smart Term')
  await box.press('ArrowDown')
  const active = await box.getAttribute('aria-activedescendant')
  expect(active).toBeTruthy()
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/life-insurance\/sahyog-smart-term$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sahyog Smart Term' })).toBeVisible()
  await expect(page.getByRole('combobox')).toHaveCount(0)
})

test('ArrowUp wraps to the last option and Escape closes the list, then the box', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('tax')
  const options = listbox(page).getByRole('option')
  await expect(options.first()).toBeVisible()
  await box.press('ArrowUp')
  const last = options.last()
  await expect(last).toHaveAttribute('aria-selected', 'true')
  await box.press('Escape')
  await expect(listbox(page)).toBeHidden()
  await box.press('Escape')
  await expect(page.getByRole('combobox')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused()
})

test('a click elsewhere on the page closes the list', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('plan')
  await expect(listbox(page)).toBeVisible()
  // The bottom-left corner of the window: outside the box and its list at both widths.
  const height = page.viewportSize()!.height
  await page.mouse.click(4, height - 4)
  await expect(listbox(page)).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
})

test('the close button closes the search', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('retirement')
  await expect(listbox(page)).toBeVisible()
  await page.getByRole('button', { name: 'Close search' }).click()
  await expect(page.getByRole('combobox')).toHaveCount(0)
  await expect(listbox(page)).toHaveCount(0)
})

test('choosing a blog suggestion with the pointer opens the post', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('section 80c')
  await listbox(page).getByRole('option', { name: 'Section 80C and your life insurance premium' }).click()
  await expect(page).toHaveURL(/\/blog\/tax-planning\/section-80c-and-life-insurance$/)
})

test('choosing a branch suggestion opens the branch page', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('Pune')
  const branches = listbox(page).getByRole('group', { name: 'Branches' })
  await branches.getByRole('option', { name: 'Pune, Maharashtra' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Branches in Pune' })).toBeVisible()
})

// Issue "a visitor who came to buy": the search finds the plan through a slip, a synonym or Hinglish, products and
// tools first, and says what it read (decision 82).
test('"term insurence" shows the term plans first, a calculator, and what the search read', async ({
  page,
}) => {
  const box = await openSearch(page)
  await box.fill('term insurence')
  await expect(listbox(page)).toBeVisible()
  const groups = listbox(page).getByRole('group')
  await expect(groups.first()).toHaveAccessibleName('Life insurance Plans')
  const plans = groups.first().getByRole('option')
  await expect(plans.filter({ hasText: 'Sahyog Smart Term' })).toHaveCount(1)
  await expect(plans.filter({ hasText: 'Term plans' })).toHaveCount(1)
  await expect(
    listbox(page)
      .getByRole('group', { name: 'Calculators' })
      .getByRole('option', { name: 'Human life value calculator' }),
  ).toBeVisible()
  await expect(page.getByTestId('search-corrected')).toHaveText('Showing results for term insurance')
  // The words found are marked in the titles.
  await expect(plans.filter({ hasText: 'Sahyog Smart Term' }).locator('mark')).toHaveText(['Term'])
})

test('"claim setlement" on the results page: the claims pages, snippets with the words marked, did you mean', async ({
  page,
}) => {
  oneWidth()
  await openPage(page, '/search?q=claim%20setlement')
  const help = page.getByRole('region', { name: 'Help and services' })
  await expect(help.getByRole('link').first()).toHaveText(/Claims (intimation|FAQs)/)
  await expect(page.getByRole('main').getByRole('link', { name: 'claim settlement' })).toHaveAttribute(
    'href',
    '/search?q=claim+settlement',
  )
  await expect(help.locator('li').first().locator('p mark').first()).toBeVisible()
})

test('a text that matches nothing keeps the list closed and says so', async ({ page }) => {
  const box = await openSearch(page)
  await box.fill('zzqxv')
  await expect(page.getByRole('status').filter({ hasText: 'No suggestions found.' })).toHaveCount(1)
  await expect(listbox(page)).toBeHidden()
})

test.describe('branch pages', () => {
  test('a city lists its branches with address, phone and map links, under breadcrumbs', async ({ page }) => {
    oneWidth()
    await openPage(page, '/contact-us/branches/maharashtra/pune/pune')
    await expect(page.getByRole('heading', { level: 1, name: 'Branches in Pune' })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Branches', 'Maharashtra', 'Pune'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Pune')
    const branch = page.getByRole('article', { name: 'Pune Shivajinagar' })
    await expect(branch.locator('address')).toContainText('411005')
    await expect(branch.getByRole('link', { name: /020 4000 1400/ })).toHaveAttribute(
      'href',
      'tel:02040001400',
    )
    await expect(branch.getByRole('link', { name: /View on map/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    )

    await branch.getByRole('link', { name: 'Pune Shivajinagar' }).click()
    await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune\/pune\/pune-shivajinagar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pune Shivajinagar branch' })).toBeVisible()
  })

  test('the branch locator walks down from states to a city', async ({ page }) => {
    oneWidth()
    await openPage(page, '/contact-us/branches')
    await expect(page.getByRole('heading', { level: 1, name: 'Branch locator' })).toBeVisible()
    await page.getByRole('link', { name: /^Karnataka/ }).click()
    await expect(page).toHaveURL(/\/contact-us\/branches\/karnataka$/)
    await page
      .getByRole('link', { name: /^Mysuru/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact-us\/branches\/karnataka\/mysuru$/)
  })

  test('an unknown place is the 404 page', async ({ page }) => {
    oneWidth()
    const res = await page.goto('/contact-us/branches/atlantis')
    expect(res?.status()).toBe(404)
  })
})

// Issue "a first visit a customer trusts", item 6: Enter opens /search?q= (server-rendered, grouped as the
// suggestions are, works without JavaScript); one slip forgiven; nothing typed while the box loads is lost.
test.describe('the results page', () => {
  test('Enter in the box opens every result on /search, grouped as the suggestions are, one slip forgiven', async ({
    page,
  }) => {
    oneWidth()
    const box = await openSearch(page)
    await box.fill('pention')
    await expect(listbox(page).getByRole('option').first()).toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=pention$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “pention”' })).toBeVisible()
    const plans = page.getByRole('region', { name: 'Life insurance Plans' })
    await expect(plans.getByRole('link', { name: 'Sahyog Deferred Pension Plan' })).toBeVisible()
    await expect(page.getByRole('combobox')).toHaveCount(0)
    // The box on the page holds the text, to refine it.
    await expect(page.getByRole('searchbox', { name: 'Search plans, blogs and branches' })).toHaveValue(
      'pention',
    )
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
    await plans.getByRole('link', { name: 'Sahyog Deferred Pension Plan' }).click()
    await expect(page).toHaveURL(/\/life-insurance\/sahyog-deferred-pension-plan$/)
  })

  test('what is typed as the box opens is kept, even before its input has focus', async ({ page }) => {
    await openPage(page, '/legal/privacy-policy')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    // At once: the box's code may still be loading, and its input takes focus only after 500 ms (spec 4).
    await page.keyboard.type('pension')
    const box = page.getByRole('combobox', { name: 'Search plans, blogs and branches' })
    await expect(box).toHaveValue('pension')
    await expect(box).toBeFocused()
    await page.keyboard.type(' plan')
    await expect(box).toHaveValue('pension plan')
    await expect(listbox(page).getByRole('option', { name: 'Sahyog Deferred Pension Plan' })).toBeVisible()
  })

  test('nothing found offers the main sections; too short asks for 3 characters', async ({ page }) => {
    oneWidth()
    await openPage(page, '/search?q=zebra%20crossing')
    await expect(
      page.getByRole('status').filter({ hasText: 'Nothing found for “zebra crossing”' }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Popular pages' }).getByRole('link', { name: /Life insurance plans/ }),
    ).toBeVisible()
    await openPage(page, '/search?q=pe')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Type at least 3 characters to search.',
    )
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the results page works', async ({ page }) => {
      await page.goto('/search')
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
      const box = page.getByRole('searchbox', { name: 'Search plans, blogs and branches' })
      await box.fill('term')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=term$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Search results for “term”' })).toBeVisible()
      await expect(
        page
          .getByRole('region', { name: 'Life insurance Plans' })
          .getByRole('link', { name: 'Sahyog Smart Term' }),
      ).toBeVisible()
    })
  })
})
