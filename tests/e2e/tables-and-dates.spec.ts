import { expect, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue "a visitor who came to buy", small things: on a 360 px phone no table is cut off at the right edge without a
// word (a table wider than its box must scroll in it and say so), and every date a visitor reads is in the site's
// one format, "24 Nov 2026" (src/domain/format/date.ts): no ISO "2026-11-24", no "24/11/2026", no "01 Dec 2026".

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone check, run once')
  await skipPopups(context)
})

const PAGES = [
  '/',
  '/life-insurance',
  '/life-insurance/sahyog-smart-term',
  '/life-insurance/sahyog-guaranteed-income-plan',
  '/life-insurance/withdrawn-plan/sahyog-term-shield',
  '/legal/withdrawn-plan',
  '/group-life-insurance/sahyog-group-term-life',
  '/discover/premium-rate-tables',
  '/about-us/public-disclosures',
  '/services/claims-intimation',
  '/citizens-charter',
  '/legal/privacy-policy',
  '/blog',
  '/blog/term-insurance/how-much-term-insurance-do-you-need',
  '/retirement-calculator',
  '/income-tax-calculator',
  '/nav-history',
  '/bonus-information',
  '/discover/media',
  '/discover/careers',
  '/testimonials',
]

/** Tables wider than the box they sit in, without a scroll box or without the cue above it. */
const clippedTables = () =>
  [...document.querySelectorAll('main table')].flatMap((table) => {
    const box = table.closest('[data-table-scroll]') as HTMLElement | null
    const room = (box ?? table.parentElement!).clientWidth
    if (table.scrollWidth <= room + 1 && table.getBoundingClientRect().right <= window.innerWidth + 1)
      return []
    const cue = box?.parentElement?.querySelector('[data-scroll-cue]') as HTMLElement | null
    const scrolls = box && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)
    if (scrolls && cue?.checkVisibility()) return []
    const name = table.querySelector('caption, th')?.textContent?.trim() ?? 'a table'
    return [`${name}: ${table.scrollWidth}px in ${room}px, ${scrolls ? 'no cue' : 'not scrollable'}`]
  })

/** Visible dates not written as "24 Nov 2026". */
const strayDates = () => {
  const text = document.querySelector('main')?.innerText ?? ''
  const wrong = [
    /\b\d{4}-\d{2}-\d{2}\b/g, // 2026-11-24
    /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, // 24/11/2026, 24.11.26
    /\b0\d (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4}\b/g, // 01 Dec 2026
    /\b\d{1,2} (?:January|February|March|April|June|July|August|September|October|November|December) \d{4}\b/g,
    /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2}, \d{4}\b/g, // Dec 1, 2026
  ]
  return wrong.flatMap((pattern) => text.match(pattern) ?? [])
}

for (const path of PAGES) {
  test(`${path}: no table cut off without a cue, every date as "24 Nov 2026"`, async ({ page }) => {
    await openPage(page, path)
    await page.waitForTimeout(300)
    expect(await page.evaluate(clippedTables), 'tables').toEqual([])
    expect(await page.evaluate(strayDates), 'dates').toEqual([])
  })
}

test('the check itself: a table wider than its box without a cue, and an ISO date, are caught', async ({
  page,
}) => {
  await openPage(page, '/disclaimer')
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    const div = document.createElement('div')
    div.style.width = '200px'
    div.innerHTML =
      '<table><tr><th>Plan</th><td style="min-width:400px">wide</td></tr></table><p>Valid until 2026-12-01</p>'
    main.appendChild(div)
  })
  expect(await page.evaluate(clippedTables)).toHaveLength(1)
  expect(await page.evaluate(strayDates)).toEqual(['2026-12-01'])
})
