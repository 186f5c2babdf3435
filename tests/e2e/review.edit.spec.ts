import { type Page, expect, test } from '@playwright/test'

import { ADMIN, adminApi, adminLogin, reviewerUser } from './support/admin'
import { skipPopups } from './support/shell'

// Issue "Editors at a big insurer": "No approval before publishing. IRDAI's advertisement rules make insurers approve
// marketing material before it goes out; nothing here asks a second person." Done when "a change cannot be
// published by its author without a second person's approval".
test.use({ timezoneId: 'UTC' })

const POST = '/blog/retirement/annuity-or-pension-plan'

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(user.email)
  await page.locator('input[name="password"]').fill(user.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('a change is published only after a second person approved it; the approval stays on the version', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(request)
  const doc = await api.findPage(POST)
  const title = `Annuity or pension? (reviewed ${Date.now() % 100_000})`
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const { token, user: me } = (await login.json()) as { token: string; user: { id: number } }
  const asAuthor = { Authorization: `JWT ${token}` }
  const reviewer = await reviewerUser(request)
  const reviewerContext = await browser.newContext({ timezoneId: 'UTC' })
  const visitorContext = await browser.newContext()
  await skipPopups(visitorContext)
  const visitor = await visitorContext.newPage()
  try {
    // The author (an administrator, who may also approve others' changes) edits the post: a draft, not publishable.
    await adminLogin(page)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await page.locator('#field-title').fill(title)
    await expect(page.locator('[data-review-state="draft"]')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('#action-save')).toBeDisabled()
    await page.locator('#review-submit').click()
    await expect(page.locator('[data-review-state="in_review"]')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible()
    // The author cannot approve their own change, in the admin or through the API, nor publish it.
    await expect(page.locator('#review-approve')).toHaveCount(0)
    await expect(
      page.getByText('You made part of this change, so someone else must approve it.'),
    ).toBeVisible()
    const selfApproval = await request.post(`/cms/api/pages/${doc.id}/review`, {
      headers: asAuthor,
      data: { action: 'approve' },
    })
    expect(selfApproval.status()).toBe(403)
    expect(await selfApproval.text()).toContain('someone else must approve it')
    const direct = await request.patch(`/cms/api/pages/${doc.id}`, {
      headers: asAuthor,
      data: { _status: 'published' },
    })
    expect(direct.status()).toBe(403)
    expect(await direct.text()).toContain('has not been approved')
    await visitor.goto(POST)
    await expect(visitor.locator('h1')).not.toHaveText(title)

    // A reviewer finds it on the home screen, opens it, and approves it.
    const checker = await reviewerContext.newPage()
    await signIn(checker, reviewer)
    const waiting = checker.locator('[data-publishing="in-review"]').getByRole('link', { name: title })
    await expect(waiting).toBeVisible()
    await waiting.click()
    await expect(checker.locator('[data-review-state="in_review"]')).toBeVisible()
    await checker.locator('#review-approve').click()
    await expect(checker.locator('[data-review-state="approved"]')).toBeVisible({ timeout: 15_000 })
    await expect(
      checker.getByText(/^Approved by Rekha Reviewer, \d+ \w+ \d{4}, \d\d:\d\d IST$/),
    ).toBeVisible()

    // The author publishes it; visitors see it.
    await page.reload()
    await expect(page.locator('[data-review-state="approved"]')).toBeVisible()
    await page.locator('#action-save').click()
    await expect(page.getByRole('status').filter({ hasText: 'Published successfully.' })).toBeVisible({
      timeout: 15_000,
    })
    await expect
      .poll(async () => (await visitor.goto(POST), visitor.locator('h1').textContent()), { timeout: 5_000 })
      .toBe(title)

    // The published version records who approved it and when, beside who published it.
    const [latest] = await api.find<{
      version: { _status: string; lastEditedBy: number; review: { approvedBy: number; approvedAt: string } }
    }>('pages/versions', `where[parent][equals]=${doc.id}&sort=-updatedAt`)
    expect(latest!.version).toMatchObject({ _status: 'published', lastEditedBy: me.id })
    expect(latest!.version.review.approvedBy).not.toBe(me.id)
    expect(Date.now() - Date.parse(latest!.version.review.approvedAt)).toBeLessThan(120_000)
  } finally {
    await reviewerContext.close()
    await visitorContext.close()
    await api.publishPage(doc.id, { title: doc.title })
  }
})

test('a reviewer sends a change back with a note; the editor sees it and the change is a draft again', async ({
  page,
  browser,
  request,
}) => {
  const api = await adminApi(request)
  const doc = await api.findPage(POST)
  const reviewer = await reviewerUser(request)
  const reviewerContext = await browser.newContext()
  try {
    await adminLogin(page)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await page.locator('#field-title').fill(`${doc.title} (to be sent back)`)
    await page.locator('#review-submit').click({ timeout: 15_000 })
    await expect(page.locator('[data-review-state="in_review"]')).toBeVisible({ timeout: 15_000 })

    const checker = await reviewerContext.newPage()
    await signIn(checker, reviewer)
    await checker.goto(`/admin/collections/pages/${doc.id}`)
    await expect(checker.locator('#review-return')).toBeDisabled()
    await checker.locator('#review-note').fill('Add the IRDAI registration line under the table.')
    await checker.locator('#review-return').click()
    await expect(checker.locator('[data-review-state="draft"]')).toBeVisible({ timeout: 15_000 })

    await page.reload()
    await expect(page.locator('[data-review-state="draft"]')).toBeVisible()
    await expect(
      page.locator('.site-review').getByText('Add the IRDAI registration line under the table.'),
    ).toBeVisible()
    await expect(page.locator('#action-save')).toBeDisabled()
  } finally {
    await reviewerContext.close()
    await api.publishPage(doc.id, { title: doc.title })
  }
})
