import { expect, test } from '@playwright/test'

import { adminApi } from './support/admin'
import { skipPopups } from './support/shell'

// Spec 1 and 6: "Partner mode (route flag partnerOne) hides header, footer, menus and chat." An editor flags a page.
test('a page an editor flags for partners shows no header, footer, menus, chat or contact tab', async ({
  context,
  page,
  request,
}) => {
  await skipPopups(context)
  const api = await adminApi(request)
  const doc = await api.findPage('/benefits-of-life-insurance')
  const chatRequests: string[] = []
  page.on('request', (r) => r.url().includes('/assets/chat/') && chatRequests.push(r.url()))

  try {
    await api.publishPage(doc.id, { partner_one: true })
    await page.goto('/benefits-of-life-insurance')
    await expect(page.locator('main#main')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.locator('#contact-tab')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.mouse.move(200, 200)
    await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(1_500)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    expect(chatRequests).toEqual([])
  } finally {
    await api.publishPage(doc.id, { partner_one: false })
  }
  await page.goto('/benefits-of-life-insurance')
  await expect(page.getByRole('banner')).toBeVisible()
})
