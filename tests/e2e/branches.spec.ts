import { expect, type Page, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue 5 "Done means": "branch locator drill-down from state to branch". Spec 2.1: contact-us/branches with
// optional nesting {state}/{district}/{city}/{location}; the deepest level shows the branch (address, phone, hours,
// a directions link, LocalBusiness JSON-LD). Seeded in src/cms/seed/branches.ts; at 375 px and 1280 px.

const BRANCHES = '/contact-us/branches'

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const main = (page: Page) => page.locator('main')
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** Every JSON-LD object on the page, arrays flattened. */
const schemas = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.flatMap((node) => [JSON.parse(node.textContent ?? 'null') as Record<string, unknown>].flat()),
    )

const isLocalBusiness = (item: Record<string, unknown> | null) =>
  [item?.['@type']].flat().includes('LocalBusiness')

test('a visitor walks from the states down to one branch, and back up by the breadcrumb', async ({
  page,
}) => {
  await openPage(page, BRANCHES)
  await expect(heading(page, 'Branch locator')).toBeVisible()
  const states = page.getByRole('region', { name: 'Choose your state' })
  // Branches across many Indian states, each with its count.
  expect(await states.getByRole('link').count()).toBeGreaterThanOrEqual(7)

  await states.getByRole('link', { name: /^Maharashtra\s*\d+ branches$/ }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra$/)
  await expect(heading(page, 'Branches in Maharashtra')).toBeVisible()
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Maharashtra')

  await page
    .getByRole('region', { name: 'Choose your district' })
    .getByRole('link', { name: /^Pune\s*2 branches$/ })
    .click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune$/)
  await expect(heading(page, 'Branches in Pune')).toBeVisible()

  const cities = page.getByRole('region', { name: 'Choose your city' })
  await expect(cities.getByRole('link')).toHaveText([/^Pimpri-Chinchwad/, /^Pune/])
  await cities.getByRole('link', { name: /^Pune\s*1 branch$/ }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune\/pune$/)
  await expect(heading(page, 'Branches in Pune')).toBeVisible()
  // A city's page carries a LocalBusiness for each branch it lists.
  expect((await schemas(page)).filter(isLocalBusiness).map((item) => item.name)).toEqual([
    'Sahyog Life Insurance, Pune Shivajinagar',
  ])

  await page
    .getByRole('region', { name: 'Branches', exact: true })
    .getByRole('link', { name: 'Pune Shivajinagar', exact: true })
    .click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune\/pune\/pune-shivajinagar$/)
  await expect(heading(page, 'Pune Shivajinagar branch')).toBeVisible()

  // The branch: address, phone, e-mail, hours and directions.
  const branch = main(page).getByRole('article', { name: 'Pune Shivajinagar' })
  await expect(branch.locator('address')).toHaveText(
    'Office 301, 3rd Floor, Deccan Chambers, Fergusson College Road, Shivajinagar, Pune, Pune, Maharashtra 411005',
  )
  await expect(branch.getByRole('link', { name: 'Call 020 4000 1400' })).toHaveAttribute(
    'href',
    'tel:02040001400',
  )
  await expect(branch.getByRole('link', { name: 'pune-shivajinagar@sahyoglife.in' })).toHaveAttribute(
    'href',
    'mailto:pune-shivajinagar@sahyoglife.in',
  )
  await expect(branch).toContainText(
    'Open Monday to Friday, 9:30 am to 5:30 pm; Saturday, 9:30 am to 1:30 pm',
  )
  const directions = branch.getByRole('link', { name: 'View on map (opens in a new tab)' })
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('rel', /noopener/)
  const map = new URL((await directions.getAttribute('href'))!)
  expect(map.hostname).toBe('www.google.com')
  expect(map.searchParams.get('query')).toBe('18.5236,73.8414')

  // Its structured data: one LocalBusiness with the same details, and the breadcrumb trail.
  const data = await schemas(page)
  const business = data.filter(isLocalBusiness)
  expect(business).toHaveLength(1)
  expect(business[0]).toMatchObject({
    name: 'Sahyog Life Insurance, Pune Shivajinagar',
    telephone: '020 4000 1400',
    openingHours: 'Monday to Friday, 9:30 am to 5:30 pm; Saturday, 9:30 am to 1:30 pm',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Pune',
      addressRegion: 'Maharashtra',
      postalCode: '411005',
      addressCountry: 'IN',
    },
    geo: { latitude: 18.5236, longitude: 73.8414 },
  })
  expect(String(business[0]!.url)).toMatch(
    /\/contact-us\/branches\/maharashtra\/pune\/pune\/pune-shivajinagar$/,
  )
  const trail = data.find((item) => item?.['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined
  expect(trail?.itemListElement.map((item) => item.name)).toEqual([
    'Home',
    'Branches',
    'Maharashtra',
    'Pune',
    'Pune',
    'Pune Shivajinagar',
  ])

  // Back up the breadcrumb: the city, the district, the state, the locator.
  await expect(crumbs(page).getByRole('link')).toHaveText(['Home', 'Branches', 'Maharashtra', 'Pune', 'Pune'])
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Pune Shivajinagar')
  await crumbs(page).getByRole('link', { name: 'Pune' }).last().click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune\/pune$/)
  await crumbs(page).getByRole('link', { name: 'Pune' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra\/pune$/)
  await crumbs(page).getByRole('link', { name: 'Maharashtra' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/maharashtra$/)
  await crumbs(page).getByRole('link', { name: 'Branches' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches$/)
  await expect(heading(page, 'Branch locator')).toBeVisible()
})

test('the branch links reach the same page by keyboard', async ({ page }) => {
  await openPage(page, `${BRANCHES}/maharashtra/pune/pune`)
  const link = page
    .getByRole('region', { name: 'Branches', exact: true })
    .getByRole('link', { name: 'Pune Shivajinagar', exact: true })
  await link.focus()
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pune\/pune-shivajinagar$/)
  await expect(heading(page, 'Pune Shivajinagar branch')).toBeVisible()
})

test('an unknown state, district, city or branch is the 404 page', async ({ page }) => {
  for (const path of [
    `${BRANCHES}/atlantis`,
    `${BRANCHES}/maharashtra/atlantis`,
    `${BRANCHES}/maharashtra/pune/atlantis`,
    `${BRANCHES}/maharashtra/pune/pune/atlantis`,
    // A real city under the wrong state.
    `${BRANCHES}/karnataka/pune`,
  ]) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
  }
})
