import { expect, test } from '@playwright/test'

import { adminApi, ADMIN } from './support/admin'
import { skipPopups } from './support/shell'

// Issue 5: "An editor's change to ... a job is live within 2 s" (on-demand revalidation of the `jobs` tag).
const LIVE_WITHIN = 2_000
const SLUG = 'finance-executive-accounts-payable-pune'

test('a job retitled in the admin is live on the list and its page within 2 s; closing it makes its page 404', async ({
  page,
  request,
}) => {
  await skipPopups(page.context())
  await adminApi(request) // the admin can sign in
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get(`/cms/api/jobs?where[slug][equals]=${SLUG}&depth=0`, { headers })
  const job = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const path = `/careers/careers-details/${SLUG}`

  await page.goto(path)
  await expect(page.locator('h1')).toHaveText(job.title)
  const retitled = `Finance Executive (updated ${Date.now() % 10_000})`
  try {
    const saved = await request.patch(`/cms/api/jobs/${job.id}`, { headers, data: { title: retitled } })
    expect(saved.ok(), await saved.text()).toBeTruthy()
    await expect
      .poll(async () => (await page.goto(path), page.locator('h1').textContent()), {
        timeout: LIVE_WITHIN,
        intervals: [100, 200, 300],
      })
      .toBe(retitled)
    await expect
      .poll(
        async () => (
          await page.goto('/discover/careers?function=finance'),
          page.locator('main').textContent()
        ),
        {
          timeout: LIVE_WITHIN,
          intervals: [100, 200, 300],
        },
      )
      .toContain(retitled)

    await request.patch(`/cms/api/jobs/${job.id}`, { headers, data: { status: 'closed' } })
    await expect
      .poll(async () => (await request.get(path)).status(), {
        timeout: LIVE_WITHIN,
        intervals: [100, 200, 300],
      })
      .toBe(404)
  } finally {
    await request.patch(`/cms/api/jobs/${job.id}`, { headers, data: { title: job.title, status: 'open' } })
  }
})
