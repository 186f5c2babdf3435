import { randomInt } from 'node:crypto'

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** The services endpoint, whatever the provider segment. */
export const SERVICES_URL = /\/api\/v1\/[^/]+\/services$/

/**
 * A fresh Indian mobile per test, spread over many prefixes, so tests never share a number's (or a prefix's) send
 * limits, even when the suite runs again against the same server.
 */
export const freshPhone = () => `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`

/** The codes the console SMS provider recorded for a number, newest first (the dev outbox). */
export async function outboxCodes(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`/api/dev/sms-outbox?phone_number=${phone}`)
  expect(res.ok()).toBeTruthy()
  const messages = (await res.json()) as { to: string; text: string; sentAt: string }[]
  // The text ends with the WebOTP line `@host #code`.
  return messages.map((message) => /#(\d+)\s*$/.exec(message.text)?.[1] ?? '')
}

/** Waits for the number's newest code (and, with `count`, for that many messages). */
export async function latestCode(request: APIRequestContext, phone: string, count = 1): Promise<string> {
  let codes: string[] = []
  await expect
    .poll(async () => (codes = await outboxCodes(request, phone)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count)
  return codes[0]!
}

/** The contact lead panel, opened from the sticky side tab (named by the quick link, in the page's language). */
export async function openLeadPanel(page: Page): Promise<Locator> {
  await page.locator('#contact-tab').click()
  const hindi = (await page.locator('html').getAttribute('lang')) === 'hi'
  const panel = page.getByRole('dialog', { name: hindi ? 'सलाहकार से बात करें' : 'Talk to an advisor' })
  await expect(panel).toBeVisible()
  return panel
}

export interface ILeadInput {
  name?: string
  email?: string
  phone: string
  language?: string
}

export async function fillLead(panel: Locator, lead: ILeadInput) {
  await panel.getByLabel('Full name').fill(lead.name ?? 'Asha Devi Rao')
  await panel.getByLabel('Email ID').fill(lead.email ?? 'asha.rao@example.in')
  await panel.getByLabel('Mobile number').fill(lead.phone)
  await panel.getByLabel('Preferred language').selectOption(lead.language ?? 'Hindi')
  await panel.getByRole('checkbox').check()
}

export const otpBoxes = (popup: Locator) =>
  [1, 2, 3, 4].map((n) => popup.getByRole('textbox', { name: `Digit ${n} of 4` }))

/** Pastes text into an element the way a browser does (a paste event carrying the clipboard's text). */
export async function paste(target: Locator, text: string) {
  await target.evaluate((element, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}
