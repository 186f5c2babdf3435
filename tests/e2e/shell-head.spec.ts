import { expect, test } from '@playwright/test'

import { isDevServer, openPage, skipPopups } from './support/shell'

// Spec 2.2 / 3: site-wide JSON-LD from the settings, the analytics tag only when ga_tag is 'Yes' (the seed says
// 'No'), the service worker (spec 7).

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

test('the site-wide JSON-LD is present, parseable and escaped', async ({ page, request }) => {
  await openPage(page, '/')
  const scripts = page.locator('script[type="application/ld+json"]')
  await expect(scripts).not.toHaveCount(0)
  const texts = await scripts.allTextContents()
  const values = texts.map((text) => JSON.parse(text) as Record<string, unknown>)
  const organization = values.find((value) => value['@type'] === 'Organization')
  expect(organization).toBeTruthy()
  expect(organization!.name).toBe('Sahyog Life Insurance')
  expect(organization!['@context']).toBe('https://schema.org')

  // In the HTML every '<' inside the JSON is written as \u003c, so no value can end the script element.
  const html = await (await request.get('/')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  )
  expect(blocks.length).toBeGreaterThan(0)
  for (const block of blocks) expect(block).not.toContain('<')
})

test("no analytics code while ga_tag is 'No'", async ({ page, request }) => {
  const thirdParty: string[] = []
  page.on('request', (r) => {
    if (/googletagmanager|google-analytics/.test(r.url())) thirdParty.push(r.url())
  })
  await openPage(page, '/')
  await page.mouse.move(100, 100)
  await page.waitForTimeout(800)
  expect(thirdParty).toEqual([])
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
  for (const path of ['/', '/legal/privacy-policy']) {
    const html = await (await request.get(path)).text()
    expect(html).not.toContain('googletagmanager')
    expect(html).not.toContain('gtag(')
  }
})

test('the service worker script is served, and registered in production builds', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toMatch(/javascript/)
  const text = await sw.text()
  expect(text).toContain("'/_next/static/'")
  expect(text).toContain("'/assets/'")

  await openPage(page, '/')
  test.skip(await isDevServer(page), 'the service worker registers in production builds only')
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? null),
      {
        timeout: 35_000,
      },
    )
    .toMatch(/\/$/)
})
