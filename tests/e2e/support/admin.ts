import { type APIRequestContext, type Page, expect } from '@playwright/test'

export const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@sahyoglife.example',
  password: process.env.ADMIN_PASSWORD || 'test-admin-password-1',
}

/** Signs in through the admin's own login form. */
export async function adminLogin(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Presses "Publish changes" in an open admin document and waits for the admin's confirmation. Drafts save themselves
 * (autosave), and while one is being saved the admin ignores a click on Publish; a click that brought no
 * confirmation is made again once the form is ready, as an editor would.
 */
export async function publishInAdmin(page: Page) {
  const button = page.locator('#action-save')
  const confirmed = page.getByText(/published successfully|updated successfully/i).first()
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible()
    if (await button.isEnabled()) await button.click()
    const done = await confirmed
      .waitFor({ state: 'visible', timeout: 8_000 })
      .then(() => true)
      .catch(() => false)
    if (done) return
  }
  throw new Error('The admin did not confirm the publish')
}

/**
 * In an open page whose change has been typed: waits for its autosave, presses "Submit for review", has a reviewer
 * approve it through the REST API (a second person, decision 84), and reloads the page, now ready to publish.
 */
export async function submitAndApprove(page: Page, request: APIRequestContext, id: number | string) {
  const submit = page.locator('#review-submit')
  await expect(submit).toBeEnabled({ timeout: 15_000 })
  await submit.click()
  await expect(page.locator('[data-review-state="in_review"]')).toBeVisible({ timeout: 15_000 })
  await reviewAction(request, id, 'approve', { Authorization: await reviewerAuthorization(request) })
  await page.reload()
  await expect(page.locator('[data-review-state="approved"]')).toBeVisible({ timeout: 15_000 })
}

/** A REST session as the administrator: the same endpoints the admin screens save through. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  return {
    getGlobal: async <T>(slug: string) =>
      (await (await request.get(`/cms/api/globals/${slug}?depth=0`, { headers })).json()) as T,
    updateGlobal: async (slug: string, data: object) => {
      const res = await request.post(`/cms/api/globals/${slug}`, { headers, data })
      expect(res.ok(), await res.text()).toBeTruthy()
    },
    findPage: async (path: string) => {
      const res = await request.get(
        `/cms/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`,
        { headers },
      )
      const body = (await res.json()) as { docs: { id: number | string; title: string }[] }
      return body.docs[0]!
    },
    updatePage: async (id: number | string, data: object) => {
      const res = await request.patch(`/cms/api/pages/${id}`, { headers, data })
      expect(res.ok(), await res.text()).toBeTruthy()
    },
    /**
     * Publishes a change to a page as the review requires (decision 84): saved as the administrator's draft,
     * submitted, approved by a reviewer, then published by the administrator. A draft that changes nothing is
     * published as it is.
     */
    publishPage: async (id: number | string, data: object) => {
      const saved = await request.patch(`/cms/api/pages/${id}?draft=true`, { headers, data })
      expect(saved.ok(), await saved.text()).toBeTruthy()
      const { doc } = (await saved.json()) as { doc: { review?: { state?: string } } }
      if (doc.review?.state !== 'published') {
        await reviewAction(request, id, 'submit', headers)
        await reviewAction(request, id, 'approve', { Authorization: await reviewerAuthorization(request) })
      }
      const published = await request.patch(`/cms/api/pages/${id}`, {
        headers,
        data: { _status: 'published' },
      })
      expect(published.ok(), await published.text()).toBeTruthy()
    },
    /** Saves a change to one document of a collection, as the admin's Save does. */
    updateDoc: async (collection: string, id: number | string, data: object) => {
      const res = await request.patch(`/cms/api/${collection}/${id}`, { headers, data })
      expect(res.ok(), await res.text()).toBeTruthy()
    },
    /** The documents of a collection that match a REST query string (`where[…]=…&sort=…`). */
    find: async <T>(collection: string, query: string) => {
      const res = await request.get(`/cms/api/${collection}?${query}&depth=0&limit=100`, { headers })
      expect(res.ok(), await res.text()).toBeTruthy()
      return ((await res.json()) as { docs: T[] }).docs
    },
  }
}

/** One review action on a page through the REST API (`submit`, `approve`, `return`), which must succeed. */
export async function reviewAction(
  request: APIRequestContext,
  id: number | string,
  action: 'submit' | 'approve' | 'return',
  headers: Record<string, string>,
  note?: string,
) {
  const res = await request.post(`/cms/api/pages/${id}/review`, { headers, data: { action, note } })
  expect(res.ok(), `${action}: ${await res.text()}`).toBeTruthy()
}

let reviewer: { email: string; password: string } | null = null

/** A reviewer's credentials: a staff user with only that role, made once per worker by the administrator. */
export async function reviewerUser(request: APIRequestContext) {
  if (reviewer) return reviewer
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const user = {
    email: `reviewer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sahyoglife.example`,
    password: `review-${Math.random().toString(36).slice(2)}-A1`,
  }
  const created = await request.post('/cms/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...user, name: 'Rekha Reviewer', roles: ['reviewer'] },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  reviewer = user
  return user
}

/** An Authorization header value for the reviewer. */
export async function reviewerAuthorization(request: APIRequestContext) {
  const login = await request.post('/cms/api/users/login', { data: await reviewerUser(request) })
  expect(login.ok()).toBeTruthy()
  return `JWT ${((await login.json()) as { token: string }).token}`
}

/**
 * Creates a document through the REST API as the administrator. Parallel workers log in as the same administrator,
 * and a login can drop another worker's session (the user's session list is rewritten), so a refused write logs in
 * again, up to three times, before the test fails with the server's answer.
 */
export async function adminCreate(request: APIRequestContext, collection: string, data: object) {
  let created = null
  for (let attempt = 0; attempt < 3 && !created?.ok(); attempt++) {
    const login = await request.post('/cms/api/users/login', { data: ADMIN })
    if (!login.ok()) continue
    const { token } = (await login.json()) as { token: string }
    created = await request.post(`/cms/api/${collection}`, {
      data,
      headers: { Authorization: `JWT ${token}` },
    })
  }
  expect(created?.ok(), await created?.text()).toBeTruthy()
}
