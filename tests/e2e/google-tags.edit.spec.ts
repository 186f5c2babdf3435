import { type BrowserContext, expect, test, type Page } from '@playwright/test'

import { adminApi, adminLogin, publishInAdmin } from './support/admin'
import { watchCsp } from './support/csp'
import { skipPopups } from './support/shell'

// Issue "Editors at a big insurer", item 2: "Code fields that work under our CSP (the editor bundled and served by
// the site, not a CDN), plus validated fields for a GA4 measurement id and a Tag Manager id that render the right
// tag behind consent." Done when "a GA4 id typed in settings renders its tag only after consent", with the browser
// in UTC. Decisions 60 (consent) and 95 (the code editor).
test.use({ timezoneId: 'UTC' })

const GOOGLE = 'https://www.googletagmanager.com'
const GA4 = 'G-AB12CD34EF'
const GTM = 'GTM-AB12CDE'
const TYPED_HEAD = '<script>window.__typedHeadRan = 1</script>'

type TSettings = {
  ga_tag: 'Yes' | 'No'
  ga4_id?: string | null
  gtm_id?: string | null
  ga_head_code?: string | null
  meta?: { schema?: { schema_value: unknown }[] }[]
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })

/**
 * A visitor's browser in which Google's tag host answers with a small script of our own (the machine has no way
 * out), so what the page asks of it, and when, can be seen. The Content-Security-Policy is checked by the browser
 * before a request leaves, so a request seen here is one the page's policy let through.
 */
async function visitor(context: BrowserContext) {
  await skipPopups(context)
  const loads: string[] = []
  await context.route(`${GOOGLE}/**`, (route) => {
    loads.push(route.request().url().slice(GOOGLE.length))
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__googleLoads = (window.__googleLoads || 0) + 1',
    })
  })
  const page = await context.newPage()
  const violations = await watchCsp(page)
  return { page, loads, violations }
}

/**
 * Types a refused value, presses Save and waits for the field's message. A quarter of a second after a change the
 * admin sends the form to the server and merges the answer; when that answer, to a form sent before a refusal, is
 * merged after it, the field's message goes (the save is refused all the same, and a toast names the field), and
 * the admin greys Save out after any failed save until the next change (Payload's own behaviour). So, as an editor
 * would, the value is typed again while Save is greyed out, and Save pressed again, until the message shows.
 */
async function saveRefused(page: Page, field: string, value: string, message: string) {
  const save = page.locator('#action-save')
  await page.locator(field).fill(value)
  await expect(async () => {
    if (await save.isDisabled()) {
      await page.locator(field).fill('')
      await page.locator(field).fill(value)
    }
    await save.click({ timeout: 3_000 })
    await expect(page.locator('.field-error').getByText(message, { exact: true })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 30_000 })
}

/** The Google tag scripts that run (not the inert copies waiting for consent). */
const runningGoogleScripts = (page: Page) =>
  page.locator(`script[src^="${GOOGLE}"]:not([type="text/plain"])`).count()

test('the code fields take typing under the admin’s policy; a GA4 and a Tag Manager id render their tags only after a yes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(request)
  const before = await api.getGlobal<TSettings>('site-settings')
  const adminViolations = await watchCsp(page)
  try {
    await api.updateGlobal('site-settings', { ga_tag: 'Yes', ga4_id: null, gtm_id: null })
    await adminLogin(page)
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: 'Analytics and schema', exact: true }).click()

    // The code fields show what is stored and take typing: no editor fetched from elsewhere.
    const head = page.locator('#field-ga_head_code')
    await expect(head).toBeVisible()
    await expect(head).toHaveValue(before.ga_head_code ?? '')
    const jsonLd = page.locator('#field-meta__0__schema__0__schema_value')
    await expect(jsonLd).toHaveValue(/"@type": "Organization"/)
    await head.fill('')
    await head.pressSequentially(TYPED_HEAD)
    await expect(head).toHaveValue(TYPED_HEAD)

    // JSON-LD that is not JSON is said to be wrong where it is typed, and is not saved.
    const organization = await jsonLd.inputValue()
    await jsonLd.fill('{ "@context": "https://schema.org", "@type": "Organization", ')
    await expect(page.getByText(/This is not valid JSON/)).toBeVisible()
    await jsonLd.fill(organization.replace('"Organization"', '"InsuranceAgency"'))
    await expect(page.getByText(/This is not valid JSON/)).toHaveCount(0)

    // An id that is not a GA4 measurement id is refused with what is expected, and nothing is saved.
    await saveRefused(
      page,
      '#field-ga4_id',
      'UA-1234567-1',
      'Enter G- and 10 letters or digits, e.g. G-AB12CD34EF',
    )
    expect((await api.getGlobal<TSettings>('site-settings')).ga4_id ?? null).toBeNull()
    await page.locator('#field-ga4_id').fill('g-ab12cd34ef ')
    await saveRefused(
      page,
      '#field-gtm_id',
      'G-AB12CD34EF',
      'Enter GTM- and 7 letters or digits, e.g. GTM-AB12CDE',
    )
    expect((await api.getGlobal<TSettings>('site-settings')).ga4_id ?? null).toBeNull()

    // The right ids save: the one typed in small letters is kept as Google writes it.
    await page.locator('#field-gtm_id').fill(GTM)
    await publishInAdmin(page)
    const saved = await api.getGlobal<TSettings>('site-settings')
    expect(saved.ga4_id).toBe(GA4)
    expect(saved.gtm_id).toBe(GTM)
    expect(saved.ga_head_code).toBe(TYPED_HEAD)
    expect(saved.meta?.[0]?.schema?.[0]?.schema_value).toMatchObject({ '@type': 'InsuranceAgency' })
    expect(await adminViolations()).toEqual([])

    // A visitor: the tags are in the page, waiting; nothing is fetched from Google before a yes.
    const yes = await visitor(await browser.newContext())
    let answer = await yes.page.goto('/')
    await expect
      .poll(async () => {
        answer = await yes.page.goto('/')
        return yes.page.content()
      })
      .toContain(`gtag/js?id=${GA4}`)
    const policy = answer!.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(new RegExp(`script-src [^;]*${GOOGLE.replace(/\./g, '\\.')}`))
    await expect(banner(yes.page)).toBeVisible()
    expect(yes.loads).toEqual([])
    expect(await runningGoogleScripts(yes.page)).toBe(0)
    expect(await yes.page.evaluate(() => 'dataLayer' in window)).toBe(false)

    await banner(yes.page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => yes.loads.toSorted()).toEqual([`/gtag/js?id=${GA4}`, `/gtm.js?id=${GTM}`])
    await expect
      .poll(() => yes.page.evaluate(() => (window as { __googleLoads?: number }).__googleLoads))
      .toBe(2)
    // What the tags told Google: Tag Manager's start, and the GA4 property's configuration (gtag's arguments).
    const dataLayer = await yes.page.evaluate(() =>
      ((window as { dataLayer?: object[] }).dataLayer ?? []).map((entry) =>
        '0' in entry ? Array.from(entry as unknown as ArrayLike<unknown>) : entry,
      ),
    )
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    expect(dataLayer).toContainEqual(['config', GA4])
    // The pasted code still runs beside the tags, on the same consent.
    await expect
      .poll(() => yes.page.evaluate(() => (window as { __typedHeadRan?: number }).__typedHeadRan))
      .toBe(1)
    expect(await yes.violations()).toEqual([])
    await yes.page.context().close()

    // A visitor who refused: no request to Google, no tag running, on this page or the next.
    const no = await visitor(await browser.newContext())
    await no.page.goto('/')
    await banner(no.page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(no.page)).toHaveCount(0)
    await no.page.goto('/life-insurance')
    await expect(no.page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(no.loads).toEqual([])
    expect(await runningGoogleScripts(no.page)).toBe(0)
    expect(await no.page.evaluate(() => 'dataLayer' in window)).toBe(false)
    await no.page.context().close()
  } finally {
    await api.updateGlobal('site-settings', {
      ga_tag: before.ga_tag,
      ga4_id: before.ga4_id ?? null,
      gtm_id: before.gtm_id ?? null,
      ga_head_code: before.ga_head_code ?? null,
      meta: before.meta,
    })
  }
})
