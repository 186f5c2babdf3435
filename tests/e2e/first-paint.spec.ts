import { expect, test, type Page } from '@playwright/test'

import { watchCsp } from './support/csp'
import { skipPopups } from './support/shell'

// Critical CSS (docs/performance.md): a page paints, styled, from the rules in its own HTML while its stylesheet is
// still on its way; when the stylesheet comes nothing moves; and the policy is kept without a single violation.

const PAGES = ['/', '/life-insurance/sahyog-smart-term', '/income-tax-calculator', '/hi']

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

/** Where the page's visible elements are and how they look: tag, box and the styles that show. */
function look(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('header *, main h1, main h2, main p, main a, main img')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.top < window.innerHeight
      })
      .slice(0, 80)
    return shown.map((el) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return [
        el.tagName,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.display,
      ].join(' ')
    })
  })
}

for (const path of PAGES) {
  test(`${path} paints styled before its stylesheet arrives, and nothing moves when it does`, async ({
    page,
  }) => {
    const violations = await watchCsp(page)
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route('**/_next/static/css/*.css', async (route) => {
      asked++
      await held
      await route.continue()
    })

    await page.goto(path, { waitUntil: 'commit' })
    // The first paint comes while the stylesheet is held back.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 20_000,
      },
    )
    expect(asked).toBeGreaterThan(0)
    const inline = await page.evaluate(
      () => document.querySelector('head style[data-critical]')?.textContent ?? '',
    )
    expect(inline.length).toBeGreaterThan(1000)
    // Styled already: the header is laid out by the site's rules, not the browser's defaults.
    const headerHeight = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(headerHeight).toBeGreaterThan(40)

    release()
    await page.waitForLoadState('load')
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1, { timeout: 20_000 })
    // The whole stylesheet changes nothing the visitor sees: the page looks the same with it and without it.
    const whole = await look(page)
    expect(whole.length).toBeGreaterThan(3)
    const external = (on: boolean) =>
      page.evaluate((on) => {
        const sheets = [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_next/static/css/'))
        for (const sheet of sheets) sheet.disabled = !on
        return sheets.length
      }, on)
    expect(await external(false)).toBeGreaterThan(0)
    expect(await look(page)).toEqual(whole)
    await external(true)
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    )
    expect(shift).toBeLessThanOrEqual(0.01)
    expect(await violations()).toEqual([])
  })
}

test('the critical rules are in the HTML only, and the stylesheet holds no first paint', async ({
  request,
}) => {
  const html = await (await request.get('/life-insurance/sahyog-smart-term')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const rules = /<style data-critical="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ''
  expect(rules).toContain('.menu-trigger')
  expect(head).not.toContain('rel="stylesheet"')
  expect(html).toMatch(
    /<link rel="stylesheet" href="\/_next\/static\/css\/[\w.-]+\.css"[^>]*><\/body><\/html>$/,
  )
  // The payload the client router reads carries no copy.
  const payload = await (
    await request.get('/life-insurance/sahyog-smart-term', { headers: { rsc: '1' } })
  ).text()
  expect(payload).not.toContain('data-critical')
  expect(payload).not.toContain(rules.slice(0, 200))
})

test('the stylesheet is kept a year under its content-hashed name', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const href = /<link rel="stylesheet" href="(\/_next\/static\/css\/[\w.-]+\.css)"/.exec(html)?.[1]
  expect(href).toBeDefined()
  const answer = await request.get(href!, { headers: { 'accept-encoding': 'br' } })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
