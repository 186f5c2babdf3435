import { type Page, expect, test } from '@playwright/test'

import { ADMIN, adminApi, adminLogin, submitAndApprove } from './support/admin'
import { skipPopups } from './support/shell'

// Issue "Editors at a big insurer": "Scheduling publishes at once … '11:35 Asia/Kolkata' (already past) published the
// post at once while the screen said 'Scheduled successfully' and listed no upcoming event." Done when "a post
// scheduled in India time publishes at that time and not before; a past time is refused", with the browser in UTC.
test.use({ timezoneId: 'UTC' })

const POST = '/blog/term-insurance/how-much-term-insurance-do-you-need'
const IST_MS = 330 * 60_000

/** The clock in India at `at` (UTC + 5:30, worked out here and not by the site's code): date and time inputs' values. */
function indiaInputs(at: number): { day: string; time: string; shown: string } {
  const wall = new Date(at + IST_MS).toISOString()
  const day = wall.slice(0, 10)
  const time = wall.slice(11, 16)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const shown = `${Number(day.slice(8, 10))} ${months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}, ${time} IST`
  return { day, time, shown }
}

async function openScheduleDrawer(page: Page) {
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
  await page.getByRole('button', { name: 'Schedule publishing' }).click()
  await expect(page.getByRole('heading', { name: 'Schedule publishing' })).toBeVisible()
}

test('a post scheduled in India time from a browser on UTC publishes at that time and not before', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(request)
  const doc = await api.findPage(POST)
  const visitorContext = await browser.newContext()
  await skipPopups(visitorContext)
  const visitor = await visitorContext.newPage()
  const heading = `How much cover? (scheduled ${Date.now() % 100_000})`
  try {
    await adminLogin(page)
    // The browser's own clock runs on UTC; the drawer still reads and shows India time.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC')
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await page.locator('#field-title').fill(heading)
    // Approved by a reviewer first (decision 84): an unapproved change cannot be scheduled either.
    await submitAndApprove(page, request, doc.id)

    await openScheduleDrawer(page)
    await expect(page.locator('#schedule-zone')).toHaveValue('Asia/Kolkata')
    await expect(page.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    // The time is typed to the minute: the next whole minute at least 20 s away, as the clock in India reads it.
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000
    const when = indiaInputs(at)
    await page.locator('#schedule-day').fill(when.day)
    await page.locator('#schedule-time').fill(when.time)
    await expect(page.getByTestId('schedule-meaning')).toContainText(when.shown)
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText(/^Scheduled\. Publishes at/)).toBeVisible()
    // Listed as soon as it is saved, in India time.
    await expect(page.getByTestId('schedule-upcoming')).toContainText(when.shown)
    // The home screen lists it too.
    const home = await browser.newContext({ timezoneId: 'UTC' })
    const dashboard = await home.newPage()
    await adminLogin(dashboard)
    await expect(dashboard.locator('[data-publishing="scheduled"]')).toContainText(when.shown)
    await home.close()

    // Not before its time…
    await visitor.goto(POST)
    await expect(visitor.locator('h1')).not.toHaveText(heading)
    await page.waitForTimeout(Math.max(0, at - Date.now() - 3_000))
    await visitor.goto(POST)
    await expect(visitor.locator('h1')).not.toHaveText(heading)
    // …and live within seconds after it.
    await expect
      .poll(async () => (await visitor.goto(POST), visitor.locator('h1').textContent()), {
        timeout: 15_000,
        intervals: [250, 500, 1_000],
      })
      .toBe(heading)
  } finally {
    await visitorContext.close()
    await api.publishPage(doc.id, { title: doc.title })
  }
})

test('a time already past in India is refused, even when the browser’s clock would call it the future', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  const doc = await api.findPage(POST)
  await adminLogin(page)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await openScheduleDrawer(page)
  // Five minutes ago in India: in the browser's UTC it reads five and a half hours ahead, the time Payload's own
  // drawer let through and published at once.
  const past = indiaInputs(Date.now() - 5 * 60_000)
  await page.locator('#schedule-day').fill(past.day)
  await page.locator('#schedule-time').fill(past.time)
  await expect(page.getByTestId('schedule-error')).toContainText('That time has already passed: it is now')
  await expect(page.locator('#scheduled-publish-save')).toBeDisabled()

  // The same minute in UTC is still to come, and is taken: the zone is read as chosen. (Saving a publish would
  // still wait for a reviewer's approval of a change, which this page has none of.)
  await page.locator('#schedule-zone').selectOption('UTC')
  await expect(page.getByTestId('schedule-error')).toHaveCount(0)
  await expect(page.getByTestId('schedule-meaning')).toContainText(`${past.time} UTC is`)
  await page.getByRole('radio', { name: 'Unpublish', exact: true }).check()
  await expect(page.locator('#scheduled-publish-save')).toBeEnabled()

  // Nothing was queued for the past time.
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const token = ((await login.json()) as { token: string }).token
  const jobs = await request.get(
    `/cms/api/payload-jobs?where[input.doc.value][equals]=${doc.id}&where[completedAt][exists]=false&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const body = (await jobs.json()) as { docs?: unknown[] }
  expect(body.docs ?? []).toHaveLength(0)
})
