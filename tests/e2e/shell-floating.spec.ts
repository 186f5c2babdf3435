import { expect, type Locator, type Page, test } from '@playwright/test'

import { CALCULATOR_PATHS } from './support/calculators'
import { openLeadPanel, otpBoxes, SERVICES_URL } from './support/otp'
import { openPage, scrollWindowTo, skipPopups } from './support/shell'

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

/** The floating controls a visitor can see now (contact tab, chat launcher, back-to-top), by their class. */
async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#contact-tab, .sc-root .sc-launcher, .scroll-top')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => (element.id === 'contact-tab' ? 'contact-tab' : element.classList[0]!)),
  )
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

test('one floating control on a phone: the contact pill at the foot, no chat launcher beside it', async ({
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
  // A first touch and scroll would have loaded the chat's launcher beside it; on a phone the panel offers the chat.
  await page.mouse.move(200, 300)
  await scrollWindowTo(page, 200)
  await page.waitForTimeout(800)
  expect(await visibleControls(page)).toEqual(['contact-tab'])
})

test('none over the footer: its toll-free numbers and the IRDAI line are never covered', async ({ page }) => {
  await openPage(page, '/legal/privacy-policy')
  await expect(page.locator('#contact-tab')).toBeVisible()
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  )
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('#contact-tab')).toBeHidden()
  expect(await visibleControls(page)).toEqual([])
})

test('none on a complaint page: no sales pill over the grievance form or its hints', async ({ page }) => {
  await openPage(page, '/register-grievance')
  await expect(page.getByRole('main').locator('form').first()).toBeVisible()
  await page.waitForTimeout(300)
  expect(await visibleControls(page)).toEqual([])
  await scrollWindowTo(page, 400)
  await page.waitForTimeout(300)
  expect(await visibleControls(page)).toEqual([])
})

test('back-to-top on a long article only, and then in the one place; never on a calculator', async ({
  page,
}) => {
  await openPage(page, '/blog/term-insurance/how-much-term-insurance-do-you-need')
  const long = await page.evaluate(() => document.documentElement.scrollHeight >= 3 * window.innerHeight)
  expect(long, 'the seeded article is long enough to need it').toBe(true)
  await scrollWindowTo(page, 1_000)
  await expect(page.locator('.scroll-top')).toBeVisible()
  expect(await visibleControls(page)).toEqual(['scroll-top'])
  await scrollWindowTo(page, 0)
  await expect(page.locator('#contact-tab')).toBeVisible()

  await openPage(page, '/retirement-calculator')
  await scrollWindowTo(page, 1_000)
  await page.waitForTimeout(300)
  await expect(page.locator('.scroll-top')).toHaveCount(0)
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
  const submit = panel.getByRole('button', { name: 'Call me back' })
  await atTheFoot(page, submit)
  expect(await coveredPoints(submit), 'lead form: Submit').toEqual([])
  await submit.click()
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  await expect(otpBoxes(popup)[0]!).toBeFocused()
  await expectUncovered(page, otpBoxes(popup), 'OTP dialog')
})

test('a form behind the pill or a field with focus sends it aside, and it comes back after', async ({
  page,
}) => {
  await openPage(page, '/bmi-calculator')
  const tab = page.locator('#contact-tab')
  const form = page.getByRole('main').locator('form').first()
  // The calculator's form fills the first screen: the pill keeps off it.
  await form.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await expect(tab).toBeHidden()
  // Past the calculator, where nothing needs the room, it is back.
  await page
    .getByRole('main')
    .locator('.calculator')
    .evaluate((element) => {
      window.scrollTo({
        top: element.getBoundingClientRect().bottom + window.scrollY + 10,
        behavior: 'instant',
      })
    })
  await expect(tab).toBeVisible()
  const field = page.getByRole('main').getByLabel('Weight (kg)', { exact: true })
  await field.focus()
  await expect(tab).toBeHidden()
})
