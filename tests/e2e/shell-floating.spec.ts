import { expect, type Locator, type Page, test } from '@playwright/test'

import { CALCULATOR_PATHS } from './support/calculators'
import { openLeadPanel, otpBoxes, SERVICES_URL } from './support/otp'
import { openPage, skipPopups } from './support/shell'

// Issue "a first visit a customer trusts", item 2: on a 360×740 phone the floating controls (contact tab, chat,
// back-to-top) never cover a focused field or the page's main button: on the lead form, every calculator and the
// OTP dialog. "Covered" is what the browser says is on top: the element found at the field's points must be the
// field itself.

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ context }, testInfo) => {
  // One run is enough: the viewport is set here, so the desktop project would repeat the phone.
  test.skip(testInfo.project.name !== 'mobile', 'a phone journey, run once')
  await skipPopups(context)
})

/**
 * The points of an element a finger would use (its middle and both ends) that something else is on top of, each
 * with what covers it; empty when the element is uncovered.
 */
async function coveredPoints(element: Locator): Promise<string[]> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect()
    const y = box.top + box.height / 2
    const points: [string, number][] = [
      ['left', box.left + 6],
      ['middle', box.left + box.width / 2],
      ['right', box.right - 6],
    ]
    const covered: string[] = []
    for (const [name, x] of points) {
      if (y <= 0 || y >= window.innerHeight || x <= 0 || x >= window.innerWidth) continue
      const top = document.elementFromPoint(x, y)
      if (top && (top === target || target.contains(top) || top.contains(target))) continue
      covered.push(
        `${name} covered by ${top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing'}`,
      )
    }
    return covered
  })
}

/** Puts the element at the foot of the screen, where the floating controls sit, and lets the guard look. */
async function atTheFoot(page: Page, element: Locator) {
  await element.evaluate((target) => target.scrollIntoView({ block: 'end' }))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

async function expectUncovered(page: Page, fields: Locator[], what: string) {
  for (const field of fields) {
    await atTheFoot(page, field)
    await field.focus()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const label = `${what}: ${(await field.getAttribute('aria-label')) ?? (await field.getAttribute('name')) ?? (await field.getAttribute('id'))}`
    expect(await coveredPoints(field), label).toEqual([])
  }
}

test('the controls share the foot of the screen, side by side, and show when nothing needs the room', async ({
  page,
}) => {
  await openPage(page, '/legal/privacy-policy')
  const tab = page.locator('#contact-tab')
  await expect(tab).toBeVisible()
  const box = (await tab.boundingBox())!
  // A pill at the bottom left, not a tall tab over the right edge of every full-width field.
  expect(box.y + box.height).toBeGreaterThan(740 - 80)
  expect(box.x).toBeLessThan(40)
  expect(box.height).toBeLessThan(60)
  // The chat button (loaded on the first touch or scroll) sits beside it, not over it.
  await page.evaluate(() => window.scrollBy(0, 200))
  const chat = page.getByRole('button', { name: 'Chat with us' })
  await expect(chat).toBeVisible({ timeout: 15_000 })
  const chatBox = (await chat.boundingBox())!
  expect(chatBox.x).toBeGreaterThan(box.x + box.width)
  expect(chatBox.x + chatBox.width).toBeLessThanOrEqual(360)
})

for (const path of CALCULATOR_PATHS) {
  test(`${path}: no field and not the main button is covered`, async ({ page }) => {
    await openPage(page, path)
    const form = page.getByRole('main').locator('form').first()
    const fields = await form
      .locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]), select')
      .filter({ visible: true })
      .all()
    expect(fields.length).toBeGreaterThan(0)
    await expectUncovered(page, fields, path)
    // The main button, at the foot of the screen with nothing focused in a field.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const main = page.getByRole('main').locator('[data-main-action]').first()
    await atTheFoot(page, main)
    expect(await coveredPoints(main), `${path}: main button`).toEqual([])
  })
}

test('the lead form: no field and not its Submit button is covered; the OTP boxes neither', async ({
  page,
}) => {
  await page.route(SERVICES_URL, (route) =>
    route.fulfill({ json: { status_code: 200, status: true, message: 'OTP sent', data: { Token: 't' } } }),
  )
  await openPage(page, '/legal/privacy-policy')
  const panel = await openLeadPanel(page)
  const fields = ['Full name', 'Email ID', 'Mobile number', 'Preferred language'].map((label) =>
    panel.getByLabel(label),
  )
  await expectUncovered(page, fields, 'lead form')
  await panel.getByLabel('Full name').fill('Asha Devi Rao')
  await panel.getByLabel('Email ID').fill('asha.rao@example.in')
  await panel.getByLabel('Mobile number').fill('9876543210')
  await panel.getByLabel('Preferred language').selectOption('Hindi')
  await panel.getByRole('checkbox').check()
  const submit = panel.getByRole('button', { name: 'Submit' })
  await atTheFoot(page, submit)
  expect(await coveredPoints(submit), 'lead form: Submit').toEqual([])
  await submit.click()
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  await expect(otpBoxes(popup)[0]!).toBeFocused()
  await expectUncovered(page, otpBoxes(popup), 'OTP dialog')
})

test('a page field with focus sends the controls aside, and they come back after', async ({ page }) => {
  await openPage(page, '/bmi-calculator')
  const tab = page.locator('#contact-tab')
  await expect(tab).toBeVisible()
  const field = page.getByRole('main').getByLabel('Weight (kg)', { exact: true })
  await field.focus()
  await expect(tab).toBeHidden()
  await field.blur()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect(tab).toBeVisible()
})
