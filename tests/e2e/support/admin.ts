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
    /** The documents of a collection that match a REST query string (`where[…]=…&sort=…`). */
    find: async <T>(collection: string, query: string) => {
      const res = await request.get(`/cms/api/${collection}?${query}&depth=0&limit=100`, { headers })
      expect(res.ok(), await res.text()).toBeTruthy()
      return ((await res.json()) as { docs: T[] }).docs
    },
  }
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
