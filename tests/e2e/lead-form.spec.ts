import AxeBuilder from '@axe-core/playwright'
import { type Page, type Route } from '@playwright/test'

import { expect, test } from './support/address'
import { fillLead, freshPhone, latestCode, openLeadPanel, otpBoxes, paste, SERVICES_URL } from './support/otp'
import { bodyOverflow, oneWidth, openPage, skipPopups } from './support/shell'

// Spec 2.4, 2.5, 4, 5 and 8: the contact lead panel opened by the sticky side tab, and the shared OTP popup.

const PAGE = '/legal/privacy-policy'
/** The send answers after at least OTP_MIN_ANSWER_MS, and the popup's code loads then: allow a slow machine. */
const SENT = { timeout: 15_000 }

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test('the panel with its messages, and the OTP popup, have no axe violations', async ({ page }) => {
  await page.route(SERVICES_URL, (route) =>
    route.fulfill({ json: { status_code: 200, status: true, message: 'OTP sent', data: { Token: 't' } } }),
  )
  await openPage(page, PAGE)
  const panel = await openLeadPanel(page)
  await panel.getByRole('button', { name: 'Call me back' }).click()
  await expect(panel.getByText('Name is required')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await fillLead(panel, { phone: '9876543210' })
  await panel.getByRole('button', { name: 'Call me back' }).click()
  const popup = page.getByRole('dialog', { name: 'OTP Verification' })
  await expect(otpBoxes(popup)[0]!).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test.describe('the panel and its form', () => {
  test('the tab opens the panel over a backdrop with the page scroll locked', async ({ page }) => {
    await openPage(page, PAGE)
    const tab = page.locator('#contact-tab')
    await expect(tab).toHaveText('Talk to an advisor')
    await expect(tab).toHaveAttribute('aria-haspopup', 'dialog')
    const panel = await openLeadPanel(page)
    expect(await bodyOverflow(page)).toBe('hidden')
    for (const label of ['Full name', 'Email ID', 'Mobile number', 'Preferred language'])
      await expect(panel.getByLabel(label)).toBeVisible()
    await expect(panel.getByLabel('Preferred language').locator('option')).toHaveText([
      'Select language',
      'Tamil',
      'English',
      'Hindi',
      'Telugu',
    ])
    const privacy = panel.getByRole('link', { name: /privacy policy/ })
    await expect(privacy).toHaveAttribute('target', '_blank')
    await expect(privacy).toHaveAttribute('href', '/legal/privacy-policy')
  })

  test('submitting an empty form shows every rule, marks the fields and focuses the first', async ({
    page,
  }) => {
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await expect(panel.getByText('Name is required')).toHaveCount(0)
    await panel.getByRole('button', { name: 'Call me back' }).click()
    for (const text of [
      'Name is required',
      'Please enter the email id',
      'Mobile number is required',
      'Please select your preferred language',
      'Please accept the terms before proceeding',
    ])
      await expect(panel.getByText(text, { exact: true })).toBeVisible()
    const name = panel.getByLabel('Full name')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(panel.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
  })

  test('each field says what is wrong once edited', async ({ page }) => {
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    const name = panel.getByLabel('Full name')
    await name.fill('As')
    await expect(panel.getByText('Name must be at least 3 characters.')).toBeVisible()
    await name.fill(' Asha')
    await expect(panel.getByText('Space should not be at the beginning')).toBeVisible()
    await name.fill('Asha Rao')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')

    const email = panel.getByLabel('Email ID')
    await email.fill('asha@')
    await expect(panel.getByText('Please enter valid email id')).toBeVisible()
    await email.fill('')
    await expect(panel.getByText('Please enter the email id')).toBeVisible()

    const mobile = panel.getByLabel('Mobile number')
    await mobile.fill('98765')
    await expect(panel.getByText('Mobile number should be minimum 10')).toBeVisible()
    await mobile.fill('')
    await expect(panel.getByText('Mobile number is required')).toBeVisible()

    // Spec 5 filters: letters typed into the mobile field vanish; a number starting with 5 is cleared.
    await mobile.pressSequentially('9a8b')
    await expect(mobile).toHaveValue('98')
    await mobile.fill('')
    await mobile.pressSequentially('5')
    await expect(mobile).toHaveValue('')
    await mobile.fill('5876543210')
    await expect(mobile).toHaveValue('')
    await mobile.fill('+91 98765 43210')
    await expect(mobile).toHaveValue('9876543210')
    await expect(email).toHaveValue('')
    await email.pressSequentially('Asha.Rao@Example.IN')
    await expect(email).toHaveValue('asha.rao@example.in')
    await name.fill('Asha 2 Rao!')
    await expect(name).toHaveValue('Asha  Rao')
  })

  test('close button, Escape and the backdrop close the panel and reset the form', async ({ page }) => {
    await openPage(page, PAGE)
    let panel = await openLeadPanel(page)
    await panel.getByLabel('Full name').fill('Asha Rao')
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(panel).toBeHidden()
    await expect(page.locator('#contact-tab')).toBeFocused()
    expect(await bodyOverflow(page)).not.toBe('hidden')

    panel = await openLeadPanel(page)
    await expect(panel.getByLabel('Full name')).toHaveValue('')
    await panel.getByLabel('Full name').fill('Asha Rao')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    panel = await openLeadPanel(page)
    await expect(panel.getByLabel('Full name')).toHaveValue('')
    // Measured where the panel comes to rest: while it slides in, it stands further right than it will.
    await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    const box = await panel.boundingBox()
    // On a phone the panel covers the screen; the backdrop shows beside it on wider screens.
    if (box && box.x > 40) {
      await page.mouse.click(box.x / 2, 200)
      await expect(panel).toBeHidden()
    }
  })

  test('the page loader shows and locks scroll while sending; a failed send says "somthing went wrong!"', async ({
    page,
  }) => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(SERVICES_URL, async (route: Route) => {
      await released
      await route.fulfill({ status: 500, json: { status_code: 500, message: 'internal' } })
    })
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone: '9876543210' })
    await panel.getByRole('button', { name: 'Call me back' }).click()
    const loader = page.locator('.page-loader')
    await expect(loader).toBeVisible()
    expect(await bodyOverflow(page)).toBe('hidden')
    release()
    await expect(loader).toBeHidden()
    await expect(panel.getByText('somthing went wrong!')).toBeVisible()
    // Spec 4: the send error clears after 4 s.
    await expect(panel.getByText('somthing went wrong!')).toBeHidden({ timeout: 6_000 })
    await expect(page.locator('#otpModal')).toHaveCount(0)
  })

  // Spec 8, "Send OTP": "203 or 429 shows the server message in a toast"; spec 4: "Error toast auto-clears after 3 s".
  for (const [code, message] of [
    [429, 'Too many requests'],
    [203, 'Please wait before asking for another code'],
  ] as const) {
    test(`a refused send (${code}) shows the server message in a toast that clears after 3 s`, async ({
      page,
    }) => {
      await page.route(SERVICES_URL, (route) =>
        route.fulfill({ status: code, json: { status_code: code, status: false, message } }),
      )
      await openPage(page, PAGE)
      const panel = await openLeadPanel(page)
      await fillLead(panel, { phone: '9876543210' })
      await panel.getByRole('button', { name: 'Call me back' }).click()
      const toast = page.getByTestId('otp-send-toast')
      await expect(toast).toHaveText(message)
      const shown = Date.now()
      await expect(toast).toHaveAttribute('role', 'alert')
      await expect(page.locator('#otpModal')).toHaveCount(0)
      // Not the form's send error text: that is for other failures ('somthing went wrong!').
      await expect(panel.getByText('somthing went wrong!')).toHaveCount(0)
      // It stays long enough to read, and goes by itself.
      await expect(toast).toBeHidden({ timeout: 6_000 })
      expect(Date.now() - shown).toBeGreaterThan(1_000)
    })
  }
})

test.describe('the OTP popup against the real services endpoint', () => {
  test('submit sends the code; typed from the SMS it verifies: Thank you', async ({ page, request }) => {
    const phone = freshPhone()
    await openPage(page, '/?utm_source=newsletter&utm_campaign=term')
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone })
    const sent = page.waitForRequest((req) => SERVICES_URL.test(req.url()) && req.method() === 'POST')
    await panel.getByRole('button', { name: 'Call me back' }).click()

    // The lead rides along with the send (spec 3), campaign parameters of the landing page included.
    const body = (await sent).postDataJSON() as {
      action: string
      module: string
      data: Record<string, unknown>
    }
    expect(body).toMatchObject({ action: 'sendOtp', module: 'Otp' })
    expect(body.data).toMatchObject({
      phone_number: phone,
      SourcePage: 'QUICK_LINKS',
      Source: 'WEB',
      Campaign: 'contactus',
      Channel: 'DIGITAL_WEB_HINDI',
      full_name: 'Asha Devi Rao',
      prefferd_language: 'Hindi',
      is_submit_contact: true,
      utm_source: 'newsletter',
      utm_campaign: 'term',
    })

    const popup = page.getByRole('dialog', { name: 'OTP Verification' })
    await expect(popup).toBeVisible(SENT)
    await expect(popup).toHaveAttribute('id', 'otpModal')
    await expect(popup).toContainText('Please Enter OTP that has been sent to your registered Mobile Number')
    await expect(popup).toContainText(`+91 ${phone[0]}XXXXXX${phone.slice(-3)}`)
    const boxes = otpBoxes(popup)
    await expect(boxes[0]!).toBeFocused()
    await expect(boxes[0]!).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(boxes[0]!).toHaveAttribute('inputmode', 'numeric')
    await expect(popup.getByText(/^Request New OTP in 00:\d\d sec$/)).toBeVisible()
    const verify = popup.getByRole('button', { name: 'Verify OTP' })
    await expect(verify).toBeDisabled()

    const code = await latestCode(request, phone)
    // Backspace on an empty box moves back one box.
    await page.keyboard.type(code.slice(0, 2))
    await expect(boxes[2]!).toBeFocused()
    await page.keyboard.press('Backspace')
    await expect(boxes[1]!).toBeFocused()
    await page.keyboard.press('Backspace')
    await expect(boxes[1]!).toHaveValue('')
    await page.keyboard.type(code.slice(1))
    await expect(verify).toBeEnabled()
    await verify.click()

    const done = page.getByRole('dialog', { name: 'Thank you' })
    await expect(done).toBeVisible()
    await expect(done).toContainText('Our customer representative will contact you soon.')
    await expect(done.getByRole('button', { name: 'Close' })).toHaveCount(0)
    // Spec 4: the session token is gone after verification (lead form).
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('otp'))),
    ).toEqual([])
    await done.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await bodyOverflow(page)).not.toBe('hidden')

    const again = await openLeadPanel(page)
    await expect(again.getByLabel('Mobile number')).toHaveValue('')
  })

  test('a pasted code spreads over the boxes and verifies', async ({ page, request }) => {
    const phone = freshPhone()
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone, language: 'Tamil' })
    await panel.getByRole('button', { name: 'Call me back' }).click()
    const popup = page.getByRole('dialog', { name: 'OTP Verification' })
    const boxes = otpBoxes(popup)
    await expect(boxes[0]!).toBeFocused(SENT)
    const code = await latestCode(request, phone)
    await paste(boxes[0]!, ` ${code} `)
    for (const [index, box] of boxes.entries()) await expect(box).toHaveValue(code[index]!)
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible()
  })

  test('a wrong code clears the boxes and refocuses box 1; after the countdown a resent code verifies', async ({
    page,
    request,
  }) => {
    oneWidth()
    test.setTimeout(90_000)
    await page.clock.install()
    const phone = freshPhone()
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone })
    await panel.getByRole('button', { name: 'Call me back' }).click()
    const sentAt = Date.now()
    const popup = page.getByRole('dialog', { name: 'OTP Verification' })
    const boxes = otpBoxes(popup)
    await expect(boxes[0]!).toBeFocused(SENT)
    const code = await latestCode(request, phone)
    const wrong = code === '0000' ? '1111' : '0000'
    await page.keyboard.type(wrong)
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(popup.locator('[aria-live]')).not.toHaveText('')
    for (const box of boxes) await expect(box).toHaveValue('')
    await expect(boxes[0]!).toBeFocused()

    // The countdown runs from 30; fast-forwarded past it, 'Resend OTP' replaces it.
    await expect(popup.getByText(/^Request New OTP in 00:\d\d sec$/)).toBeVisible()
    await page.clock.fastForward('00:31')
    const resend = popup.getByRole('button', { name: 'Resend OTP' })
    await expect(resend).toBeVisible()
    await expect(popup.getByText(/Request New OTP/)).toHaveCount(0)

    // The server keeps its own countdown (no resend within 30 s of the send): wait that out in real time.
    await page.waitForTimeout(Math.max(0, sentAt + 31_000 - Date.now()))
    await resend.click()
    await expect(popup.getByText('Request New OTP in 00:30 sec')).toBeVisible()
    const fresh = await latestCode(request, phone, 2)
    await page.keyboard.type(fresh)
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible()
  })
})

test.describe('the OTP popup handles every answer of spec 8', () => {
  const answers = (verify: object[], resend: object[] = []) => {
    const calls: string[] = []
    return {
      calls,
      handler: async (route: Route) => {
        const { action } = route.request().postDataJSON() as { action: string }
        calls.push(action)
        const next =
          action === 'sendOtp'
            ? { status_code: 200, status: true, message: 'OTP sent', data: { Token: 'session-token-1' } }
            : ((action === 'verifyOtp' ? verify : resend).shift() ?? { status_code: 500, message: 'x' })
        await route.fulfill({ status: (next as { status_code: number }).status_code, json: next })
      },
    }
  }

  test('a token that does not carry the typed code is "OTP not match"; an expired code closes the popup', async ({
    page,
  }) => {
    oneWidth()
    const mock = answers([
      // 200 and status true, but the token's third segment is not the typed code.
      {
        status_code: 200,
        status: true,
        message: 'ok',
        data: { auth_token: `${btoa('x'.repeat(15))}.sig.${btoa('9999')}` },
      },
      { status_code: 203, status: false, message: 'OTP has expired' },
    ])
    await page.route(SERVICES_URL, mock.handler)
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone: '9876543210' })
    await panel.getByRole('button', { name: 'Call me back' }).click()
    const popup = page.locator('#otpModal')
    const boxes = otpBoxes(popup)
    await expect(boxes[0]!).toBeFocused()
    await page.keyboard.type('1234')
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(popup.getByText('OTP not match')).toBeVisible()
    for (const box of boxes) await expect(box).toHaveValue('')
    await expect(boxes[0]!).toBeFocused()
    // Spec 4: the error clears after 3 s.
    await expect(popup.getByText('OTP not match')).toBeHidden({ timeout: 5_000 })

    await page.keyboard.type('1234')
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(popup).toBeHidden()
    await expect(panel.getByText('OTP has expired')).toBeVisible()
    // Closing the popup resets the form that opened it.
    await expect(panel.getByLabel('Full name')).toHaveValue('')
    expect(mock.calls).toEqual(['sendOtp', 'verifyOtp', 'verifyOtp'])
  })

  test('a resend refused with 429 hides the resend link; any other verify answer is "Something Went Wrong"', async ({
    page,
  }) => {
    oneWidth()
    await page.clock.install()
    const mock = answers(
      [{ status_code: 500, message: 'boom' }],
      [{ status_code: 429, status: false, message: 'Maximum resend attempts reached' }],
    )
    await page.route(SERVICES_URL, mock.handler)
    await openPage(page, PAGE)
    const panel = await openLeadPanel(page)
    await fillLead(panel, { phone: '9876543210' })
    await panel.getByRole('button', { name: 'Call me back' }).click()
    const popup = page.locator('#otpModal')
    await expect(otpBoxes(popup)[0]!).toBeFocused()
    await page.clock.fastForward('00:31')
    await popup.getByRole('button', { name: 'Resend OTP' }).click()
    await expect(popup.getByText('Maximum resend attempts reached')).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0)

    await page.keyboard.type('1234')
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(popup).toBeHidden()
    await expect(panel.getByText('Something Went Wrong')).toBeVisible()
    expect(mock.calls).toEqual(['sendOtp', 'reSendOTP', 'verifyOtp'])
  })
})
