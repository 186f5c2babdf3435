import { expect, test } from '@playwright/test'

import { adminApi } from './support/admin'
import { skipPopups } from './support/shell'

// Issue: "the external portal, app-store and social links are site settings; unset means hidden". The seed sets
// none of them (shell-header and shell-footer check that nothing stands in for them); here an editor sets each one
// and the site shows it, and the next reader gets the seed's settings back.
const PORTAL = 'https://customer.sahyoglife.example/login'
const PURCHASE = 'https://buy.sahyoglife.example/resume'
const PLAY = 'https://play.google.com/store/apps/details?id=in.sahyoglife.app'
const LINKEDIN = 'https://www.linkedin.com/company/sahyog-life'

type Settings = { login_url?: string | null; quick_links?: { label: string; url: string; icon?: string }[] }
type Footer = { social_media_group?: object[]; app_group?: object[] }

test.beforeEach(async ({ context }) => skipPopups(context))

test('a customer portal, a resume-application link and social and app links appear once an editor sets them', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  const settings = await api.getGlobal<Settings>('site-settings')
  const footer = await api.getGlobal<Footer>('footer')
  try {
    await api.updateGlobal('site-settings', {
      ...settings,
      login_url: PORTAL,
      quick_links: [
        ...(settings.quick_links ?? []),
        { label: 'Resume application', url: PURCHASE, icon: 'resume' },
      ],
    })
    await api.updateGlobal('footer', {
      ...footer,
      social_media_group: [{ network: 'linkedin', url: LINKEDIN }],
      app_group: [{ store: 'Google Play', url: PLAY }],
    })

    await expect
      .poll(async () => (await request.get('/legal/privacy-policy')).text(), { timeout: 2_000 })
      .toContain(PORTAL)
    await page.goto('/legal/privacy-policy')

    // An outside portal opens in a new tab, as spec 2.2 says of the login link.
    const login = page.getByRole('banner').getByRole('link', { name: 'Customer login' })
    await expect(login).toHaveAttribute('href', PORTAL)
    await expect(login).toHaveAttribute('target', '_blank')
    await expect(login).toHaveAttribute('rel', /noopener/)
    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Resume application' }),
    ).toHaveAttribute('href', PURCHASE)

    const contentinfo = page.getByRole('contentinfo')
    await expect(contentinfo.getByRole('heading', { name: 'Follow us' })).toBeVisible()
    const linkedin = contentinfo.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })
    await expect(linkedin).toHaveAttribute('href', LINKEDIN)
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(contentinfo.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', PLAY)
  } finally {
    await api.updateGlobal('site-settings', settings)
    await api.updateGlobal('footer', footer)
  }

  // Unset again, each is gone: no link is left pointing nowhere.
  await expect
    .poll(async () => (await request.get('/legal/privacy-policy')).text(), { timeout: 2_000 })
    .not.toContain(PORTAL)
  await page.goto('/legal/privacy-policy')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Customer login' })).toHaveAttribute(
    'href',
    '/services',
  )
  await expect(page.getByRole('link', { name: 'Resume application' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Follow us' })).toHaveCount(0)
})
