import { expect, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue 5 item 3: the blog's lists (latest posts, categories, guides by tag) with pages of 9, and a post with its
// author, date, reading time, tags and related posts. Seeded in src/cms/seed/pages/blog.ts: 14 posts in five
// categories; at 375 px and 1280 px.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

test('the blog pages its posts nine at a time, newest first, with working page links', async ({ page }) => {
  await openPage(page, '/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Sahyog Life blog' })).toBeVisible()
  const posts = page.getByTestId('post-card')
  await expect(posts).toHaveCount(9)
  await expect(posts.first()).toContainText('How a death claim is settled, step by step')
  await expect(page.getByTestId('post-range')).toHaveText('Page 1 of 2: 14 articles')
  const pager = page.getByRole('navigation', { name: 'Pages' })
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)

  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  await expect(posts).toHaveCount(5)
  await expect(posts.last()).toContainText('Premium waiver: the feature that protects a child’s plan')
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/)
  await expect(page).toHaveTitle(/page 2 of 2/)

  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(posts).toHaveCount(9)
})

test('a page past the end, or not a number, is not found', async ({ page }) => {
  for (const path of ['/blog?page=3', '/blog?page=0', '/blog?page=two', '/blog/retirement?page=2']) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
  }
})

test('a category page lists only its posts and marks itself among the categories', async ({ page }) => {
  await openPage(page, '/blog')
  await page
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('link', { name: 'Retirement' })
    .click()
  await expect(page).toHaveURL(/\/blog\/retirement$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Retirement: articles' })).toBeVisible()
  const posts = page.getByTestId('post-card')
  await expect(posts).toHaveCount(3)
  for (const post of await posts.all()) await expect(post.getByRole('link').first()).toHaveText('Retirement')
  await expect(
    page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Retirement' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('a post shows its author, date, reading time and tags, and leads to its guides and related posts', async ({
  page,
}) => {
  await openPage(page, '/blog/tax-planning/section-80c-and-life-insurance')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Section 80C and your life insurance premium' }),
  ).toBeVisible()
  const byline = page.getByTestId('post-byline')
  await expect(byline).toContainText('By Kavita Deshpande, Tax and personal finance editor')
  await expect(byline.locator('time')).toHaveAttribute('datetime', '2026-07-02T00:00:00.000Z')
  await expect(byline.locator('time')).toHaveText('2 Jul 2026')
  await expect(page.getByTestId('reading-time')).toHaveText('1 min read')
  // Article structured data from the post details.
  const schemas = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.flatMap((node) => [JSON.parse(node.textContent ?? 'null')].flat()))
  const article = schemas.find((item) => item?.['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: 'Section 80C and your life insurance premium',
    datePublished: '2026-07-02T00:00:00.000Z',
    author: { '@type': 'Person', name: 'Kavita Deshpande' },
  })

  const related = page.getByRole('region', { name: 'Related articles' })
  await expect(related.getByTestId('post-card')).toHaveCount(3)
  await expect(
    related.getByRole('link', { name: 'Old or new tax regime: what changes for life insurance buyers' }),
  ).toBeVisible()

  await page
    .getByRole('region', { name: 'Guides for this topic' })
    .getByRole('link', { name: 'Tax saving' })
    .click()
  await expect(page).toHaveURL(/\/blog\/guides\/tax-saving$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Guides: Tax saving' })).toBeVisible()
  await expect(page.getByTestId('post-card')).toHaveCount(3)
})

test('unknown categories, tags and posts answer the 404 page', async ({ page }) => {
  for (const path of [
    '/blog/no-such-category',
    '/blog/guides/no-such-tag',
    '/blog/guides',
    '/blog/retirement/no-such-post',
  ]) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
  }
})
