import fs from 'node:fs'

import { expect, type Page, type Request, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue 7: nav-history and bonus-information, at 375 px and 1280 px, against the seeded funds and bonus rates
// (src/cms/seed/funds.ts). Both are GET forms: the choice lives in the address. With script the NAV form holds the
// navHistory form token (decision 65): it asks GET /api/v1/nav-history with x-csrf-token and x-csrf-id first, shows
// a bad choice in place and opens the page for a good one.

/** The NAV form's token-holding request, with the id of the cookie named after the page (nav-history). */
const navCheck = (page: Page) =>
  page.waitForRequest((req) => req.url().includes('/api/v1/nav-history?') && req.method() === 'GET')

async function expectToken(request: Request) {
  const headers = await request.allHeaders()
  expect(headers['x-csrf-token']).toBeTruthy()
  expect(headers['x-csrf-id']).toMatch(/^nav-history_[A-Za-z0-9]{20}$/)
}

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const MIDCAP = 'Sahyog Midcap Opportunities Fund'

test('NAV history: choose a fund and a period, page the table, download the CSV', async ({ page }) => {
  await openPage(page, '/nav-history')
  await expect(page.getByRole('heading', { level: 1, name: 'NAV history' })).toBeVisible()
  // The first view: a fund's last year, with a table and a described chart.
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByRole('img', { name: /^NAV of .* from .* to 30 Oct 2026/ })).toBeVisible()

  await page.getByLabel('Fund', { exact: true }).selectOption({ label: MIDCAP })
  await page.getByLabel('From date', { exact: true }).fill('2024-01-01')
  await page.getByLabel('To date', { exact: true }).fill('2024-03-31')
  const checked = navCheck(page)
  await page.getByRole('button', { name: 'Show NAV' }).click()
  await expectToken(await checked)
  await expect(page).toHaveURL(/\/nav-history\?fund=[^&]*MIDCAP[^&]*&from=2024-01-01&to=2024-03-31$/)
  await expect(page.getByRole('heading', { level: 2, name: MIDCAP })).toBeVisible()
  await expect(page.getByText('65 NAVs from 1 Jan 2024 to 31 Mar 2024, newest first.')).toBeVisible()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(26)
  await expect(rows.nth(1)).toContainText('29 Mar 2024')

  const pager = page.getByRole('navigation', { name: 'NAV table pages' })
  await expect(pager).toContainText('Page 1 of 3')
  await pager.getByRole('link', { name: 'Older' }).click()
  await expect(pager).toContainText('Page 2 of 3')
  await expect(page.getByLabel('Fund', { exact: true })).toHaveValue(/MIDCAP/)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download CSV/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^nav-history-ULIF\w+MIDCAP\w+-2024-01-01-to-2024-03-31\.csv$/)
  const text = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '')
  const lines = text.trimEnd().split('\r\n')
  expect(lines[0]).toBe('Fund,SFIN,Date,NAV (₹)')
  expect(lines).toHaveLength(66)
  expect(lines[1]).toContain(`${MIDCAP},`)
})

test('NAV history: a wrong period shows the messages under the fields', async ({ page }) => {
  await openPage(page, '/nav-history')
  await page.getByLabel('Fund', { exact: true }).selectOption({ label: MIDCAP })
  await page.getByLabel('From date', { exact: true }).fill('2024-05-01')
  await page.getByLabel('To date', { exact: true }).fill('2024-04-01')
  const checked = navCheck(page)
  await page.getByRole('button', { name: 'Show NAV' }).click()
  await expectToken(await checked)
  // Next's route announcer is also an alert (once the router has announced a page): pick the form's own.
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the valid inputs' })).toHaveText(
    'Please enter the valid inputs',
  )
  const from = page.getByLabel('From date', { exact: true })
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(from).toHaveAccessibleDescription('From date should not be after To date')
  await expect(page.getByRole('table')).toHaveCount(0)

  await from.fill('2020-01-01')
  await page.getByLabel('To date', { exact: true }).fill('2021-12-31')
  await page.getByRole('button', { name: 'Show NAV' }).click()
  await expect(from).toHaveAccessibleDescription(
    'NAVs for this fund are available from 1 Jul 2021 to 30 Oct 2026',
  )
})

test('Bonus information: filter the declared rates by plan and year', async ({ page }) => {
  await openPage(page, '/bonus-information')
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus information' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Declared bonus rates (₹ per ₹1,000 sum assured)' })
  await expect(table.getByRole('row')).toHaveCount(19)

  await page.getByLabel('Plan', { exact: true }).selectOption('Sahyog Endowment Plus')
  await page.getByLabel('Financial year').selectOption('2023-24')
  await page.getByRole('button', { name: 'Show rates' }).click()
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row', { name: /Sahyog Endowment Plus/ })
  await expect(row).toContainText('199N007V03')
  await expect(row).toContainText('47.50')
  await expect(row).toContainText('30')

  await page.getByLabel('Plan', { exact: true }).selectOption('')
  await page.getByRole('button', { name: 'Show rates' }).click()
  await expect(table.getByRole('row')).toHaveCount(5)
})
