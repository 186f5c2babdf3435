import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue 5 item 4 and spec 2.5: the media centre's list with its type filter, an item's pictures in the image popup
// (id media-center-image-popup) with its close button, and videos that load no player until asked.
// Seeded content: src/cms/seed/media-centre.ts.

const ITEM = '/discover/media/sahyog-life-settles-98-6-of-individual-death-claims-in-fy-2024-25'

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

test('media image popup opens on a picture and closes with its close button and with Escape', async ({
  page,
}) => {
  await openPage(page, ITEM)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('98.6%')
  const popup = page.locator('#media-center-image-popup')
  await expect(popup).toHaveCount(0)

  const thumbnail = page.getByRole('button', { name: /Open picture 1 of 2/ })
  await thumbnail.click()
  await expect(popup).toBeVisible()
  await expect(popup).toHaveAttribute('role', 'dialog')
  await expect(popup.getByRole('img', { name: /Claims team members/ })).toBeVisible()
  await expect(popup).toContainText('The claims team at the head office')
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()
  // Focus goes back to the picture the visitor opened.
  await expect(thumbnail).toBeFocused()

  // The second picture, closed from the keyboard.
  await page.getByRole('button', { name: /Open picture 2 of 2/ }).click()
  await expect(popup.getByRole('img', { name: /Ananya Deshpande/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
})

test('the media list filters by type and pages through the items', async ({ page }) => {
  await openPage(page, '/discover/media')
  const filters = page.getByRole('navigation', { name: 'Filter by type' })
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  await filters.getByRole('link', { name: 'Awards' }).click()
  await expect(page).toHaveURL(/\/discover\/media\?type=award$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awards: media centre')
  const list = page.getByTestId('media-list')
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list).toContainText('Claims Excellence Award 2025')

  await filters.getByRole('link', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/discover\/media$/)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/discover\/media\?page=2$/)
  await expect(page.getByTestId('media-list').getByRole('listitem')).toHaveCount(3)
  // Newest first: the oldest items are on the last page.
  await page.getByRole('link', { name: 'Five questions to ask before buying a ULIP' }).click()
  await expect(page).toHaveURL(/\/discover\/media\/five-questions-to-ask-before-buying-a-ulip$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Five questions to ask before buying a ULIP',
  )
})

test('videos show a poster and load the player only when play is pressed', async ({ page }) => {
  // No request may leave for a video host before the visitor asks; the player request itself is answered here.
  const external: string[] = []
  await page.route(/youtube/, (route) => {
    external.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' })
  })
  await openPage(page, '/discover/videos')
  const video = page.locator('li#how-to-make-a-claim')
  await expect(page.locator('iframe')).toHaveCount(0)
  await video.getByText('Transcript').click()
  await expect(video).toContainText('Step one: inform us')
  expect(external).toEqual([])

  await video.getByRole('button', { name: 'Play video: How to make a claim' }).click()
  const frame = video.locator('iframe[title="Video: How to make a claim"]')
  await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/sahyogClaim/)
})

test('the home page shows the claims-paid figure, testimonials, the spurious-calls notice, and links to a story', async ({
  page,
}) => {
  await openPage(page, '/')
  const claims = page.getByRole('region', { name: 'Claims paid when families need it most' })
  await expect(claims).toContainText('98.6%')
  await expect(claims).toContainText('FY 2024-25')
  const notice = page.getByRole('region', { name: 'Beware of spurious phone calls and fictitious offers' })
  await expect(notice).toContainText('IRDAI')
  const stories = page.getByRole('region', { name: 'What our customers say' })
  await expect(stories.getByRole('listitem')).toHaveCount(3)
  await stories.getByRole('link', { name: 'Read the full story of Kavita Menon' }).click()
  await expect(page).toHaveURL(/\/testimonials\/kavita-menon$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The claim was settled in six days')
})

const violations = async (page: Page) => {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

for (const path of ['/discover/media', '/discover/videos', '/testimonials/kavita-menon', '/discover']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    test.setTimeout(90_000)
    await openPage(page, path)
    expect(await violations(page)).toEqual([])
  })
}

test('a media item with its image popup open has no axe violations', async ({ page }) => {
  test.setTimeout(90_000)
  await openPage(page, ITEM)
  await page.getByRole('button', { name: /Open picture 1 of 2/ }).click()
  await expect(page.locator('#media-center-image-popup')).toBeVisible()
  await page.waitForTimeout(300) // the fade-in
  expect(await violations(page)).toEqual([])
})
