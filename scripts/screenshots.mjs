#!/usr/bin/env node
/**
 * `node scripts/screenshots.mjs <site address> <folder> [label] [--phone]`: the pages a first visit sees, as a
 * visitor sees them, on a 360×740 phone and a 1280×800 desktop (`--phone`: the phone only), in Debian's Chromium:
 * home, a plan, a quote with its result, a calculator with a result and its chart, and the lead form (its panel
 * opened from the contact tab). Files are named `<label>-<page>-<width>.png`. Used for docs/screenshots (before and
 * after a change to what visitors see).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const args = process.argv.slice(2).filter((arg) => arg !== '--phone')
const phoneOnly = process.argv.includes('--phone')
const [base, folder, label = 'now'] = args
if (!base || !folder) {
  console.error('usage: node scripts/screenshots.mjs <site address> <folder> [label]')
  process.exit(2)
}
mkdirSync(folder, { recursive: true })

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/life-insurance/sahyog-smart-term' },
  {
    name: 'quote',
    path: '/life-insurance/sahyog-smart-term/quote',
    // A man of 30, ₹1 crore for 25 years: the result as a buyer sees it.
    fill: async (page) => {
      const form = page.locator('#quote-form')
      const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear()
      await form.getByLabel('Date of birth').fill(`${year - 30}-01-01`)
      await form.getByRole('radio', { name: 'Male', exact: true }).check()
      await form.getByRole('radio', { name: 'No', exact: true }).check()
      await form.getByLabel('Yearly income (₹)').fill('1200000')
      await form.getByLabel('Sum assured (₹)').fill('10000000')
      await form.getByLabel('Policy term').selectOption('25')
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await page.locator('#quote-result').scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'calculator',
    path: '/retirement-calculator?age=35&retire=60&life=85&expense=40000&savings=500000&inflation=6&pre=10&post=7',
  },
  {
    name: 'calculator-chart',
    path: '/retirement-calculator?age=35&retire=60&life=85&expense=40000&savings=500000&inflation=6&pre=10&post=7',
    fill: async (page) => {
      await page
        .getByRole('figure')
        .first()
        .evaluate((figure) => figure.scrollIntoView({ block: 'center' }))
    },
  },
  { name: 'lead-form', path: '/legal/privacy-policy', open: '#contact-tab' },
]
const SIZES = [
  { width: 360, height: 740, mobile: true },
  { width: 1280, height: 800, mobile: false },
].filter((size) => !phoneOnly || size.mobile)

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
})
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
    })
    const page = await context.newPage()
    for (const shot of PAGES) {
      await page.goto(new URL(shot.path, base).toString(), { waitUntil: 'networkidle' })
      // A first visit: whatever greets the visitor after a few seconds is part of the picture.
      await page.waitForTimeout(5_000)
      if (shot.fill) {
        await shot.fill(page)
        await page.waitForTimeout(1_000)
      }
      if (shot.open) {
        await page.locator(shot.open).click()
        await page.waitForTimeout(1_500)
      }
      const file = path.join(folder, `${label}-${shot.name}-${size.width}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
