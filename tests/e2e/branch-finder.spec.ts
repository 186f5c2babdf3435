import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// The branch locator's finder: a PIN code search (a plain GET form, so it works without script) and "Use my
// location", both answered by /contact-us/branches/near, nearest branch first with its distance. The PIN code
// messages are the spec's ('Pincode is required', 'Enter valid Pincode'). Seeded in src/cms/seed/branches.ts; at
// 375 px and 1280 px. Distances quoted were worked out apart, by the spherical law of cosines (R = 6371.0088 km).

const BRANCHES = '/contact-us/branches'
const NEAR = `${BRANCHES}/near`

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const finder = (page: Page) => page.getByRole('search', { name: 'Find a branch near you' })
const pinField = (page: Page) => finder(page).getByLabel('PIN code', { exact: true })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const results = (page: Page) => page.getByRole('region', { name: 'Nearest branches' })
const cards = (page: Page) => results(page).getByRole('article')
const line = (page: Page) => page.getByTestId('branch-finder-line')

/** The names of the listed branches, in order (each card is named by its heading). */
const listed = (page: Page) => cards(page).getByRole('heading').allTextContents()

const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test("a seeded branch's PIN code, typed on the locator, finds that branch first", async ({ page }) => {
  await openPage(page, BRANCHES)
  await expect(heading(page, 'Branch locator')).toBeVisible()
  const field = pinField(page)
  await expect(field).toHaveAttribute('inputmode', 'numeric')
  await expect(field).toHaveAttribute('autocomplete', 'postal-code')
  await expect(field).toHaveAttribute('maxlength', '6')
  await expect(field).toHaveAttribute('pattern', '[1-9][0-9]{5}')

  await field.fill('411005')
  await finder(page).getByRole('button', { name: 'Find branches' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?pin=411005$/)
  await expect(heading(page, 'Branches near PIN code 411005')).toBeVisible()
  await expect(pinField(page)).toHaveValue('411005')
  await expect(line(page)).toHaveText(
    'Pune Shivajinagar has PIN code 411005; the others are the nearest branches to that area.',
  )
  await expect(cards(page)).toHaveCount(5)
  const first = cards(page).first()
  await expect(first).toHaveAccessibleName('Pune Shivajinagar')
  // A PIN code is an area: the branch that has it gets no made-up distance.
  await expect(first).toContainText('In PIN code 411005')
  await expect(first.getByRole('link', { name: 'Pune Shivajinagar', exact: true })).toHaveAttribute(
    'href',
    `${BRANCHES}/maharashtra/pune/pune/pune-shivajinagar`,
  )
  // Next, Pimpri Chinchwad: 12.600 km from Shivajinagar.
  await expect(cards(page).nth(1)).toHaveAccessibleName('Pimpri Chinchwad')
  await expect(cards(page).nth(1)).toContainText('13 km away')
})

test('an unknown PIN code in a sorting district with branches lists the nearest, and says so', async ({
  page,
}) => {
  await openPage(page, BRANCHES)
  await pinField(page).fill('560099')
  await pinField(page).press('Enter')
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?pin=560099$/)
  await expect(heading(page, 'Branches near PIN code 560099')).toBeVisible()
  await expect(line(page)).toHaveText('No branch has PIN code 560099; these are the nearest to that area.')
  // From the middle of the two 560 branches both are 2.854 km away; Mysuru 124.794 km.
  const names = await listed(page)
  expect(names.slice(0, 2).sort()).toEqual(['Bengaluru Jayanagar', 'Bengaluru MG Road'])
  expect(names[2]).toBe('Mysuru Saraswathipuram')
  await expect(cards(page).first()).toContainText('2.9 km away')
  await expect(cards(page).nth(2)).toContainText('125 km away')
  expect(await axeViolations(page)).toEqual([])
})

test("a PIN code that is not one gets the spec's message beside the field, on a 200 page", async ({
  page,
}) => {
  await openPage(page, BRANCHES)
  await pinField(page).fill('abc')
  await finder(page).getByRole('button', { name: 'Find branches' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?pin=abc$/)
  const field = pinField(page)
  await expect(field).toHaveValue('abc')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAttribute('aria-describedby', 'branch-pin-error')
  await expect(page.locator('#branch-pin-error')).toHaveText('Enter valid Pincode')
  await expect(results(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Sent empty: the other message of the spec.
  await pinField(page).fill('')
  await finder(page).getByRole('button', { name: 'Find branches' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?pin=$/)
  await expect(page.locator('#branch-pin-error')).toHaveText('Pincode is required')

  // A form's answer, never a server error, whatever the address holds.
  for (const query of [
    'pin=abc',
    'pin=0123456',
    'pin=411005&pin=x',
    'pin=%E0%A5%AA',
    'lat=x&lng=1',
    'lat=51.5',
  ]) {
    const answer = await page.request.get(`${NEAR}?${query}`)
    expect(answer.status(), query).toBe(200)
  }
})

test('a location outside India is refused with a message', async ({ page }) => {
  const answer = await page.goto(`${NEAR}?lat=51.507&lng=-0.128`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByText('That location is outside India. Enter your PIN code instead.')).toBeVisible()
  await expect(results(page)).toHaveCount(0)
})

test('"Use my location" lands on the branches nearest to the browser\'s position', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'])
  // 210 m from Pune Shivajinagar (0.2145 km), 12.4 km from Pimpri Chinchwad.
  await context.setGeolocation({ latitude: 18.525, longitude: 73.84 })
  await openPage(page, BRANCHES)
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?lat=18\.525&lng=73\.84$/)
  await expect(heading(page, 'Branches near you')).toBeVisible()
  await expect(line(page)).toHaveText('These are the branches nearest to your location.')
  await expect(cards(page).first()).toHaveAccessibleName('Pune Shivajinagar')
  await expect(cards(page).first()).toContainText('210 m away')
  await expect(cards(page).nth(1)).toHaveAccessibleName('Pimpri Chinchwad')
  await expect(cards(page).nth(1)).toContainText('12 km away')
})

test('the position is sent only rounded to 3 decimals', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 12.975612, longitude: 77.606649 })
  await openPage(page, BRANCHES)
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page).toHaveURL(/\/contact-us\/branches\/near\?lat=12\.976&lng=77\.607$/)
  await expect(cards(page).first()).toHaveAccessibleName('Bengaluru MG Road')
})

test('when the browser gives no position, a polite message points to the PIN code', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = (_found: PositionCallback, failed?: PositionErrorCallback | null) =>
      setTimeout(() =>
        failed?.({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError),
      )
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: refuse, watchPosition: () => 0, clearWatch: () => {} },
    })
  })
  await openPage(page, BRANCHES)
  const button = page.getByRole('button', { name: 'Use my location' })
  await button.click()
  const message = page.getByText('We could not get your location. Enter your PIN code instead.')
  await expect(message).toBeVisible()
  await expect(message).toHaveAttribute('aria-live', 'polite')
  await expect(page).toHaveURL(/\/contact-us\/branches$/)
  await expect(button).toBeFocused()
})

test('without JavaScript the PIN code search still works, and the location button is not offered', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const answer = await page.goto(BRANCHES)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0)
    await pinField(page).fill('400013')
    await finder(page).getByRole('button', { name: 'Find branches' }).click()
    await expect(page).toHaveURL(/\/contact-us\/branches\/near\?pin=400013$/)
    await expect(heading(page, 'Branches near PIN code 400013')).toBeVisible()
    await expect(cards(page).first()).toHaveAccessibleName('Mumbai Lower Parel')
    await expect(cards(page).first()).toContainText('In PIN code 400013')
  } finally {
    await context.close()
  }
})

test('the results page is kept out of search engines and the sitemap', async ({ page }) => {
  await page.goto(`${NEAR}?pin=411005`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/contact-us/branches</loc>')
  expect(sitemap).not.toContain('/contact-us/branches/near')
})
