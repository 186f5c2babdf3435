import { PDFDocument } from 'pdf-lib'
import { type Page } from '@playwright/test'

import { expect, test } from './support/address'
import { openPage, skipPopups, viewportWidth } from './support/shell'

// Issue "a first visit a customer trusts", item 5: "The result stays beside the inputs (side by side on desktop, a
// sticky summary on phones); charts have labelled axes, values, and a table for screen readers; 'Share' keeps the
// inputs in the URL; print gives a one-page summary." Figures: retirement case of calculators.spec.ts (corpus
// ₹2,90,400, worked out by hand in src/domain/calculators/retirement.test.ts).

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const RETIREMENT =
  '/retirement-calculator?age=58&retire=60&life=62&expense=10000&savings=0&inflation=10&pre=12&post=10'

const region = (page: Page) => page.getByRole('region', { name: 'Retirement calculator', exact: true })

test('the result is beside the inputs on a desktop, and in sight on a phone while the inputs change', async ({
  page,
}) => {
  await openPage(page, '/retirement-calculator')
  const calc = region(page)
  const form = calc.getByRole('form', { name: 'Retirement calculator' })
  const result = calc.getByRole('heading', { name: 'Your result' })
  await calc.getByLabel('Your age', { exact: true }).fill('58')
  const formBox = (await form.boundingBox())!
  const resultBox = (await result.boundingBox())!
  if (viewportWidth(page) >= 768) {
    // Side by side: the result starts at the top of the inputs, to their right.
    expect(resultBox.x).toBeGreaterThan(formBox.x + formBox.width - 1)
    expect(Math.abs(resultBox.y - formBox.y)).toBeLessThan(40)
    await expect(calc.locator('.calculator-summary')).toBeHidden()
  } else {
    // A phone: at the last input, the summary is pinned at the top of the screen with the current result.
    const last = calc.getByLabel('Return on the corpus after retirement', { exact: true })
    await last.scrollIntoViewIfNeeded()
    const summary = calc.locator('.calculator-summary')
    await expect(summary).toBeVisible()
    await expect(summary).toContainText(/Corpus needed at retirement ₹[\d,]+/)
    expect((await summary.boundingBox())!.y).toBeLessThan(2)
    await summary.getByRole('link', { name: 'Details' }).click()
    await expect(result).toBeInViewport()
  }
})

test('the chart has a value axis in lakh, values on its bars, and the figures as a table', async ({
  page,
}) => {
  await openPage(page, RETIREMENT)
  const calc = region(page)
  await expect(calc).toContainText('₹2,90,400')
  const chart = calc.locator('figure svg')
  // Value axis: 0 and round steps up to at least the corpus (₹2.9 lakh → ₹3L).
  const texts = await chart.locator('text').allTextContents()
  expect(texts).toEqual(expect.arrayContaining(['₹0', '₹3L']))
  // The tallest bar says its value.
  expect(texts).toContain('₹2.9L')
  await calc.getByText('Show the figures as a table').click()
  await expect(calc.getByRole('table', { name: 'Your retirement savings by age' })).toBeVisible()
})

test('Share gives an address that opens the calculator with the same figures', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openPage(page, '/retirement-calculator')
  const calc = region(page)
  for (const [label, value] of Object.entries({
    'Your age': '58',
    'Retirement age': '60',
    'Life expectancy': '62',
    'Monthly household expense today': '10000',
    'Savings set aside for retirement': '0',
    Inflation: '10',
    'Return on savings before retirement': '12',
    'Return on the corpus after retirement': '10',
  }))
    await calc.getByLabel(label, { exact: true }).fill(value)
  await expect(calc).toContainText('₹2,90,400')
  // No share sheet in a desktop browser: the address is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await calc.getByRole('button', { name: 'Share' }).click()
  await expect(calc.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(link).pathname).toBe('/retirement-calculator')
  const other = await context.newPage()
  await openPage(other, link)
  await expect(region(other)).toContainText('₹2,90,400')
  await other.close()
})

test('printing a calculator gives one page: the calculator, its assumptions and the legal line', async ({
  page,
}) => {
  test.skip(viewportWidth(page) < 768, 'paper is the same from any screen: run once')
  await openPage(page, RETIREMENT)
  const calc = region(page)
  await expect(calc).toContainText('₹2,90,400')
  await page.emulateMedia({ media: 'print' })
  await expect(calc.getByRole('heading', { name: 'Your result' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Assumptions used' })).toBeVisible()
  await expect(calc.getByRole('button', { name: 'Share' })).toBeHidden()
  await expect(calc.getByTestId('calculator-quote')).toBeHidden()
  // The page's other blocks (its hero, its questions) stay on screen.
  await expect(page.locator('main h1')).toBeHidden()
  const pdf = await PDFDocument.load(await page.pdf({ format: 'A4', printBackground: false }))
  expect(pdf.getPageCount()).toBe(1)
})
