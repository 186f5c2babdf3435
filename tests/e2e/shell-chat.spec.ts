import { type Page } from '@playwright/test'

import { expect, test } from './support/address'
import { fillLead, freshPhone, SERVICES_URL } from './support/otp'
import { onlyNarrow, onlyWide, openChatPanel, openPage, skipPopups } from './support/shell'

// Spec 4 and 7: the chat script and stylesheet load once, on the first scroll or mouse move, when chatbot is 'Yes'
// (the seed) and the page is not a partner page. On a phone the chat's launcher is not a floating control while the
// contact tab is (the overlay policy: one at a time); the lead panel opens the chat there, and loads it then.

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

function countChatRequests(page: Page) {
  const counts = { script: 0, style: 0 }
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/assets/chat/chat.js') counts.script += 1
    if (pathname === '/assets/chat/chat.css') counts.style += 1
  })
  return counts
}

test('the chat script is requested exactly once, and only after the first mouse move', async ({ page }) => {
  onlyWide(page, 768, 'the launcher is a floating control from 768px')
  const counts = countChatRequests(page)
  await openPage(page, '/legal/privacy-policy')
  await expect(page.locator('#chat-config')).toHaveAttribute('data-phone', '1800-000-1234')
  await page.waitForTimeout(1_500)
  expect(counts.script).toBe(0)
  expect(counts.style).toBe(0)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0)

  await page.mouse.move(200, 300)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  expect(counts.script).toBe(1)
  expect(counts.style).toBe(1)

  // More movement, scrolling and a client navigation do not load it again.
  await page.mouse.move(250, 350)
  await page.mouse.wheel(0, 500)
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await page.mouse.move(100, 100)
  await page.waitForTimeout(500)
  expect(counts.script).toBe(1)
  expect(counts.style).toBe(1)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(1)
})

test('a scroll also loads the chat script', async ({ page }) => {
  onlyWide(page, 768, 'the launcher is a floating control from 768px')
  const counts = countChatRequests(page)
  await openPage(page, '/legal/privacy-policy')
  await page.waitForTimeout(800)
  expect(counts.script).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  expect(counts.script).toBe(1)
})

test('on a phone the chat waits for the lead panel: no launcher beside the contact tab, loaded when asked', async ({
  page,
}) => {
  onlyNarrow(page, 768, 'phones show one floating control')
  const counts = countChatRequests(page)
  await openPage(page, '/legal/privacy-policy')
  await page.mouse.move(200, 300)
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForTimeout(800)
  expect(counts.script).toBe(0)
  await expect(page.locator('#contact-tab')).toBeVisible()
  const panel = await openChatPanel(page)
  expect(counts.script).toBe(1)
  await expect(panel.getByRole('button', { name: 'Pay premium' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  // The launcher is not a control on a phone: the focus goes back to the contact tab.
  await expect(page.locator('#contact-tab')).toBeFocused()
})

test('the chat panel offers quick answers, is a labelled dialog, and Escape closes it', async ({ page }) => {
  onlyWide(page, 768, 'the launcher is a floating control from 768px')
  await openPage(page, '/')
  await page.mouse.move(200, 300)
  const launcher = page.getByRole('button', { name: 'Chat with us' })
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  await launcher.click()
  const panel = page.getByRole('dialog', { name: 'Sahyog Life assistant' })
  await expect(panel).toBeVisible()
  await expect(launcher).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)

  await panel.getByRole('button', { name: 'Call the toll-free line' }).click()
  await expect(panel.getByRole('link', { name: 'Call 1800-000-1234' })).toHaveAttribute(
    'href',
    'tel:18000001234',
  )
  await panel.getByRole('button', { name: 'E-mail support' }).click()
  await expect(panel.getByRole('link', { name: /care@sahyoglife\.in/ })).toHaveAttribute(
    'href',
    'mailto:care@sahyoglife.in',
  )
  await panel.getByRole('button', { name: 'Talk to an advisor' }).click()
  await expect(panel.getByRole('button', { name: 'Request a call back' })).toBeVisible()
  await panel.getByRole('button', { name: 'Pay premium' }).click()
  await expect(panel.getByRole('link', { name: 'Pay premium online' })).toHaveAttribute(
    'href',
    '/renewal-payment',
  )

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(launcher).toBeFocused()
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
})

test('the chat assets are small, self-contained files', async ({ request }) => {
  const script = await request.get('/assets/chat/chat.js')
  expect(script.status()).toBe(200)
  expect(script.headers()['content-type']).toMatch(/javascript/)
  const text = await script.text()
  expect(Buffer.byteLength(text)).toBeLessThan(10 * 1024)
  expect(text).not.toMatch(/\b(import|require)\s*\(/)
  const style = await request.get('/assets/chat/chat.css')
  expect(style.status()).toBe(200)
  expect(style.headers()['content-type']).toMatch(/text\/css/)
})

// Issue 5 item 9: the assistant answers from the site's FAQ blocks (seeded on /contact-us and the home page), links
// the page the answer is on, and offers the contact panel when it has no answer.
test.describe('the chat assistant', () => {
  async function openChat(page: Page) {
    await openPage(page, '/legal/privacy-policy')
    return openChatPanel(page)
  }

  test('answering a seeded FAQ asked in the visitor’s own words, with its page', async ({ page }) => {
    const panel = await openChat(page)
    const question = panel.getByLabel('Type your question')
    await question.focus()
    await page.keyboard.type('Where can I pay my policy EMI?')
    await page.keyboard.press('Enter')
    const log = panel.getByRole('log')
    await expect(log).toContainText('Where can I pay my policy EMI?')
    await expect(log).toContainText('Pay online on the pay-premium page by UPI')
    const more = log.getByRole('link', { name: 'Read more: Contact us' })
    await expect(more).toHaveAttribute('href', '/contact-us')
    await expect(question).toHaveValue('')
    await expect(question).toBeFocused()
  })

  test('the hand-off: no answer, so the contact panel opens with the question in the lead', async ({
    page,
  }) => {
    const panel = await openChat(page)
    await panel.getByLabel('Type your question').fill('Do you sell car insurance?')
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByRole('log')).toContainText('Sorry, I could not find an answer to that.')
    await panel.getByRole('button', { name: 'Request a call back' }).click()
    await expect(panel).toBeHidden()
    const lead = page.getByRole('dialog', { name: 'Talk to an advisor' })
    await expect(lead).toBeVisible()
    await expect(lead.getByTestId('lead-panel-about')).toContainText(
      'Asked the chat assistant: Do you sell car insurance?',
    )
    const sent = page.waitForRequest((req) => SERVICES_URL.test(req.url()) && req.method() === 'POST')
    await fillLead(lead, { phone: freshPhone() })
    await lead.getByRole('button', { name: 'Call me back' }).click()
    const body = (await sent).postDataJSON() as { data: Record<string, unknown> }
    expect(body.data).toMatchObject({
      Comments: 'Asked the chat assistant: Do you sell car insurance?',
      form_type: 'chat',
    })
  })
})
