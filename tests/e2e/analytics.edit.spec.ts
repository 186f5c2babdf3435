import { expect, test } from '@playwright/test'

import { skipPopups } from './support/shell'
import { adminApi } from './support/admin'

// Spec 3 (base settings) and the issue: "GA head/body code injected only when ga_tag is Yes".
test('the analytics code runs only while the analytics tag is switched on', async ({
  context,
  page,
  request,
}) => {
  await skipPopups(context)
  const api = await adminApi(request)
  type Settings = { ga_tag: 'Yes' | 'No'; ga_head_code?: string | null; ga_body_code?: string | null }
  const settings = await api.getGlobal<Settings>('site-settings')
  const headCode = '<script>window.__gaHeadRan = (window.__gaHeadRan || 0) + 1</script>'
  const bodyCode = '<noscript><img src="/assets/ga-pixel.gif" alt="" id="ga-body-marker"></noscript>'

  try {
    await api.updateGlobal('site-settings', {
      ...settings,
      ga_tag: 'No',
      ga_head_code: headCode,
      ga_body_code: bodyCode,
    })
    await page.goto('/')
    expect(
      await page.evaluate(() => (window as unknown as { __gaHeadRan?: number }).__gaHeadRan),
    ).toBeUndefined()
    expect(await page.content()).not.toContain('ga-body-marker')

    await api.updateGlobal('site-settings', {
      ...settings,
      ga_tag: 'Yes',
      ga_head_code: headCode,
      ga_body_code: bodyCode,
    })
    await expect
      .poll(async () => {
        await page.goto('/')
        return page.evaluate(() => (window as unknown as { __gaHeadRan?: number }).__gaHeadRan)
      })
      .toBe(1)
    expect(await page.content()).toContain('ga-body-marker')
  } finally {
    await api.updateGlobal('site-settings', settings)
  }
})
