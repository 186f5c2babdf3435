#!/usr/bin/env node
/**
 * `node scripts/editor-screenshots.mjs <site address> <folder>`: the admin as an editor and the service desk see it,
 * at 1280×800 in Debian's Chromium, for docs/editors.md: the dashboard and its speed card, the page editor with its sections, live
 * preview at phone width, scheduling a publish, a page in review as a reviewer sees it, a page's versions, a plan page
 * edited in Hindi with the English under each text, the
 * maintenance switch's confirmation, the analytics ids with one refused, the lead list, its export and a lead
 * revealed, and the personal data log. Signs in with ADMIN_EMAIL and ADMIN_PASSWORD. Files are named `admin-<screen>.png`.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const [base, folder] = process.argv.slice(2)
const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD
if (!base || !folder || !email || !password) {
  console.error(
    'usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… node scripts/editor-screenshots.mjs <site address> <folder>',
  )
  process.exit(2)
}
mkdirSync(folder, { recursive: true })

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
})
const shot = async (page, name) => {
  await page.waitForTimeout(800)
  await page.screenshot({ path: path.join(folder, `admin-${name}.png`) })
  console.log(`  ${name}`)
}
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-IN',
  })
  const page = await context.newPage()
  const url = (p) => new URL(p, base).toString()
  await page.goto(url('/admin/login'))
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
  await shot(page, 'dashboard')

  // The speed card: reports as pages send them (POST /api/v1/vitals), a few visits to three pages, then the card.
  const visits = [
    ['/', [1_480, 64, 0.002]],
    ['/', [2_140, 112, 0.004]],
    ['/life-insurance/sahyog-smart-term', [1_720, 88, 0]],
    ['/life-insurance/sahyog-smart-term', [2_960, 240, 0.012]],
    ['/benefits-of-life-insurance', [1_310, 48, 0]],
  ]
  for (const [path, [lcp, inp, cls]] of visits)
    await page.request.post(url('/api/v1/vitals'), {
      data: {
        path,
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'INP', value: inp },
          { name: 'CLS', value: cls },
        ],
      },
    })
  await page.reload()
  const speed = page.getByRole('region', { name: 'Speed for real visitors' })
  await speed.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await speed.screenshot({ path: path.join(folder, 'admin-field-vitals.png') })
  console.log('  field-vitals')

  const api = async (p) => (await page.request.get(url(p))).json()
  const { docs } = await api('/cms/api/pages?where[path][equals]=/&depth=0&limit=1')
  const home = docs[0]
  await page.goto(url(`/admin/collections/pages/${home.id}`))
  await page.locator('#field-layout .row-label').first().waitFor()
  await page.getByRole('button', { name: 'Collapse All' }).first().click()
  await shot(page, 'page-sections')

  await page.getByRole('button', { name: /live preview/i }).click()
  await page.frameLocator('#live-preview-iframe').locator('h1').first().waitFor({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Responsive' }).click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await page.waitForTimeout(2_000)
  await shot(page, 'live-preview')
  await page.getByRole('button', { name: /exit live preview/i }).click()

  // Scheduling: 9:00 tomorrow, India time, typed as the drawer reads it (the browser's own zone does not matter).
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
  await page.getByRole('button', { name: 'Schedule publishing' }).click()
  await page.getByRole('heading', { name: 'Schedule publishing' }).waitFor()
  const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10)
  await page.locator('#schedule-day').fill(tomorrow)
  await page.locator('#schedule-time').fill('09:00')
  await shot(page, 'schedule')
  await page.keyboard.press('Escape')

  // A page's versions, the newest opened: what changed, and who saved it (Last changed by).
  await page.goto(url(`/admin/collections/pages/${home.id}/versions`))
  await page.waitForLoadState('networkidle')
  await page.locator('tbody tr a').first().click()
  await page.waitForLoadState('networkidle')
  await shot(page, 'versions')

  // A plan page in Hindi, its SEO tab: the English of each text under the Hindi one (decision 116). The admin
  // remembers the language and the tab chosen, so the Content tab and English are chosen again after.
  const plans = await api(
    '/cms/api/pages?where[path][equals]=/life-insurance/sahyog-smart-term&depth=0&limit=1',
  )
  await page.goto(url(`/admin/collections/pages/${plans.docs[0].id}?locale=hi`))
  await page.locator('#english-beside-title').waitFor()
  await page.locator('.tabs-field__tab-button', { hasText: 'SEO' }).click()
  await page.locator('#english-beside-meta__title').waitFor()
  await shot(page, 'hindi-beside-english')
  await page.locator('.tabs-field__tab-button', { hasText: 'Content' }).click()
  await page.goto(url(`/admin/collections/pages/${plans.docs[0].id}?locale=en`))
  await page.waitForLoadState('networkidle')

  // A change in review, as a reviewer sees it: who submitted it, and Approve or Send back. The administrator makes a
  // draft of a page and submits it; a reviewer (made here) opens it; the change is then sent back, leaving the live
  // page as it was.
  const login = await (
    await page.request.post(url('/cms/api/users/login'), { data: { email, password } })
  ).json()
  const admin = { Authorization: `JWT ${login.token}` }
  const reviewer = { email: `reviewer-${Date.now()}@sahyoglife.example`, password: `review-${Date.now()}-A1` }
  await page.request.post(url('/cms/api/users'), {
    headers: admin,
    data: { ...reviewer, name: 'Rekha Iyer', roles: ['reviewer'] },
  })
  const { docs: dnc } = await api('/cms/api/pages?where[path][equals]=/do-not-call&depth=0&limit=1')
  const target = dnc[0]
  await page.request.patch(url(`/cms/api/pages/${target.id}?draft=true`), {
    headers: admin,
    data: { title: `${target.title}: registering with the NCPR` },
  })
  await page.request.post(url(`/cms/api/pages/${target.id}/review`), {
    headers: admin,
    data: { action: 'submit' },
  })
  const checker = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  const checkerPage = await checker.newPage()
  await checkerPage.goto(url('/admin/login'))
  await checkerPage.locator('input[name="email"]').fill(reviewer.email)
  await checkerPage.locator('input[name="password"]').fill(reviewer.password)
  await checkerPage.getByRole('button', { name: /log ?in/i }).click()
  await checkerPage.waitForURL(/\/admin\/?$/)
  await checkerPage.goto(url(`/admin/collections/pages/${target.id}`))
  await checkerPage.locator('[data-review-state="in_review"]').waitFor()
  await checkerPage.locator('#review-note').fill('Please add the NCPR helpline number.')
  await shot(checkerPage, 'review')
  await checkerPage.locator('#review-return').click()
  await checkerPage.locator('[data-review-state="draft"]').waitFor()
  await checker.close()

  // Maintenance: an end time at 23:59 India time today, and the confirmation it asks for, cancelled.
  await page.goto(url('/admin/globals/site-settings'))
  await page.getByRole('button', { name: 'Modes and popups', exact: true }).click()
  const today = new Date(Date.now() + 330 * 60_000 + 3_600_000).toISOString().slice(0, 10)
  await page.locator('#maintenance-end-date').fill(today)
  await page.locator('#maintenance-end-time').fill('23:59')
  await page.locator('#maintenance-on').click()
  await page.getByRole('dialog').waitFor()
  await shot(page, 'maintenance')
  await page.getByRole('button', { name: 'Cancel' }).click()

  // Analytics: a Tag Manager id typed, a GA4 id that is not one refused on Save (nothing is saved), the code boxes.
  await page.goto(url('/admin/globals/site-settings'))
  await page.getByRole('button', { name: 'Analytics and schema', exact: true }).click()
  await page.locator('#field-gtm_id').fill('GTM-AB12CDE')
  await page.locator('#field-ga4_id').fill('UA-1234567-1')
  // Save is pressed again until the field shows its message: one pressed as the admin checks the typing shows none.
  const refused = page.locator('.field-error').getByText(/Enter G- and 10 letters or digits/)
  for (let attempt = 0; attempt < 5 && !(await refused.isVisible()); attempt++) {
    await page.locator('#action-save').click()
    await refused.waitFor({ timeout: 3_000 }).catch(() => undefined)
  }
  await page.locator('#field-ga_tag').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -120))
  await shot(page, 'analytics')

  await page.goto(url('/admin/collections/leads'))
  await page.waitForLoadState('networkidle')
  await shot(page, 'leads')

  // The export asks why, and masks unless asked whole; a lead opened shows its mobile masked until revealed.
  await page.locator('#leads-export').click()
  await page.locator('#leads-export-reason').fill('Calling back this week’s campaign leads')
  await shot(page, 'leads-export')
  await page.getByRole('button', { name: 'Cancel' }).click()
  const lead = page.locator('tbody tr a').first()
  if (await lead.count()) {
    await lead.click()
    await page.locator('#reveal-personal-data').click()
    await page.locator('[data-revealed]').waitFor()
    await shot(page, 'lead-revealed')
    await page.goto(url('/admin/collections/personal-data-log'))
    await page.waitForLoadState('networkidle')
    await shot(page, 'personal-data-log')
  }
  await context.close()
} finally {
  await browser.close()
}
