import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { ADMIN, adminApi, adminLogin } from './support/admin'

// Issue "Editors at a big insurer", item 5: "Blog posts … with a category picker from a categories collection,
// working tags, no empty record on "Create New", pictures per section type, developer fields hidden, SEO counters
// with a search-result preview, a minimum size for share images, and deleting a used image warned" (decision 96).
test.use({ timezoneId: 'UTC' })

const shot = async (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })

/** The REST API as the administrator, by token (the browser's cookie needs the admin's own origin). */
async function asAdmin(request: APIRequestContext) {
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

async function pagesCount(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const res = await request.get('/cms/api/pages?limit=1&depth=0&draft=true', { headers })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** Picks an option of a react-select in the admin (relationship, select and tag pickers). */
async function pick(page: Page, field: string, option: string | RegExp) {
  await page.locator(`${field} .react-select`).click()
  await page.locator('.rs__option').filter({ hasText: option }).first().click()
}

test('a new post: nothing saved until filled in, its category and tags picked from lists, its address following', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(request)
  const slug = `picking-a-category-${Date.now() % 1_000_000}`
  const headers = await asAdmin(request)
  await adminLogin(page)
  const before = await pagesCount(request, headers)

  // "Create New" opens an empty form and saves nothing by itself.
  await page.goto('/admin/collections/pages/create')
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/create$/)
  expect(await pagesCount(request, headers)).toBe(before)

  await page.locator('#field-title').fill('Picking a category')
  // The address names a category; the one chosen in Post details wins.
  await page.locator('#field-path').fill(`/blog/retirement/${slug}`)

  // Sections: each type has its own drawing in the menu; a post's Text section has no developer field.
  await page.getByRole('button', { name: /add section/i }).click()
  const menu = page.getByRole('dialog').filter({ has: page.getByAltText('A drawing of the hero section') })
  await expect(menu.getByAltText('A drawing of the hero section')).toBeVisible()
  const drawings = await menu
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
  expect(new Set(drawings).size).toBe(12)
  expect(drawings).toContain('/assets/blocks/table.svg')
  await shot(page, 'section-pictures')
  await menu.getByText('Text', { exact: true }).first().click()
  await page
    .locator('[data-lexical-editor="true"]')
    .first()
    .fill('Which category a post belongs to, picked from a list.')
  await expect(page.getByText('Home-page API section')).toHaveCount(0)

  await page
    .getByRole('tab', { name: 'Post details' })
    .or(page.getByRole('button', { name: 'Post details' }))
    .first()
    .click()
  await pick(page, '#field-post__category', 'Tax planning')
  await pick(page, '.tag-picker', 'Tax saving (tax-saving)')
  await shot(page, 'post-category-and-tags')

  // SEO: counters and the search result as it will look.
  await page
    .getByRole('tab', { name: 'SEO' })
    .or(page.getByRole('button', { name: 'SEO', exact: true }))
    .first()
    .click()
  await page
    .locator('#field-meta__title')
    .fill('Picking a category for a post, and why it matters to the readers here')
  await expect(page.getByTestId('seo-title-count')).toContainText('SEO title: 69 / 60 characters. 9 over')
  await page.locator('#field-meta__description').fill('Short.')
  await expect(page.getByTestId('seo-description-count')).toContainText(
    'Meta description: 6 / 155 characters. Short',
  )
  await expect(page.getByTestId('search-preview')).toContainText(
    'Picking a category for a post, and why it matters to the re…',
  )
  await expect(page.getByTestId('search-preview')).toContainText(`blog › retirement › ${slug}`)
  await shot(page, 'seo-preview')

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 })
  const id = Number(/pages\/(\d+)/.exec(page.url())![1])
  try {
    await expect(page.locator('#field-path')).toHaveValue(`/blog/tax-planning/${slug}`, { timeout: 15_000 })
    expect(await pagesCount(request, headers)).toBe(before + 1)

    // Published through the review (decision 84), the post is at its category's address and in its lists.
    await api.publishPage(id, {})
    await expect(async () => {
      expect((await request.get(`/blog/tax-planning/${slug}`)).status()).toBe(200)
    }).toPass({ timeout: 15_000 })
    expect((await request.get(`/blog/retirement/${slug}`)).status()).toBe(404)
    await expect(async () => {
      expect(await (await request.get('/blog/guides/tax-saving')).text()).toContain('Picking a category')
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.delete(`/cms/api/pages/${id}`, { headers })
  }
})

test('the home page keeps its developer field; a post does not show it', async ({ page, request }) => {
  const api = await adminApi(request)
  const home = await api.findPage('/')
  await adminLogin(page)
  await page.goto(`/admin/collections/pages/${home.id}`)
  await expect(page.getByText('Home-page API section').first()).toBeAttached({ timeout: 15_000 })
})

test('a small share image is refused with its size; a used picture lists where it is and is not deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await asAdmin(request)
  await adminLogin(page)
  const tiny = await request.post('/cms/api/media', {
    multipart: {
      file: { name: `tiny-${Date.now()}.png`, mimeType: 'image/png', buffer: await png(64, 40) },
      _payload: JSON.stringify({ alt: 'A tiny cover' }),
    },
    headers,
  })
  expect(tiny.status()).toBe(201)
  const tinyDoc = ((await tiny.json()) as { doc: { id: number } }).doc
  const post = (await (
    await request.get('/cms/api/pages?where[path][equals]=/blog/retirement/annuity-or-pension-plan&depth=0', {
      headers,
    })
  ).json()) as {
    docs: { id: number }[]
  }
  const postId = post.docs[0]!.id
  try {
    const saved = request.patch(`/cms/api/pages/${postId}?draft=true`, {
      data: { meta: { image: tinyDoc.id } },
      headers,
    })
    const refused = await saved
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain(
      'The share image must be at least 600×315 pixels (1200×630 looks best); this one is 64×40',
    )

    // The post's own share image: its media page says where it is used, and deleting it is refused, naming the post.
    const current = (await (await request.get(`/cms/api/pages/${postId}?depth=0`, { headers })).json()) as {
      meta: { image: number }
    }
    await page.goto(`/admin/collections/media/${current.meta.image}`)
    const usage = page.getByTestId('media-usage')
    await expect(usage).toContainText('Page /blog/retirement/annuity-or-pension-plan (Share image)', {
      timeout: 15_000,
    })
    await shot(page, 'media-usage')
    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    await expect(
      page
        .getByText(
          /This file is used in \d+ place\(s\): .*Page \/blog\/retirement\/annuity-or-pension-plan \(Share image\)/,
        )
        .first(),
    ).toBeVisible({ timeout: 15_000 })
    await shot(page, 'media-delete-refused')
    expect((await request.get(`/cms/api/media/${current.meta.image}`, { headers })).status()).toBe(200)
  } finally {
    await request.delete(`/cms/api/media/${tinyDoc.id}`, { headers })
  }
})

async function png(width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default
  return sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer()
}
