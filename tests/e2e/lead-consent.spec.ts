import { expect, test } from './support/address'
import { freshPhone, openLeadPanel } from './support/otp'
import { openPage, skipPopups } from './support/shell'

// The contact panel's consent tick, and its button, on a slow machine. Pressing them moves the focus out of the
// field being typed in; leaving a field may show its message (a name ending in a space is told on leaving,
// spec 5), and a field's filter, due 10 ms after each input, may hide one. A line that comes or goes between
// press and release would move the box from under the pointer, and the click would be lost.

/** How many times slower the page's CPU runs (Chromium's throttling): a busy, shared or low-end machine. */
const SLOWDOWN = 6
/** How long a visitor's press lasts, from press to release. */
const PRESS_MS = 120

test.beforeEach(async ({ page, context }) => {
  await skipPopups(context)
  await openPage(page, '/legal/privacy-policy')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
})

test('a tick given straight from the name field stays, though leaving the field shows its message', async ({
  page,
}) => {
  const panel = await openLeadPanel(page)
  await panel.getByLabel('Email ID').fill('asha.rao@example.in')
  await panel.getByLabel('Mobile number').fill(freshPhone())
  await panel.getByLabel('Preferred language').selectOption('Hindi')
  const consent = panel.getByRole('checkbox')
  const endsInSpace = panel.getByText('Name should not end with a space')
  for (const press of [0, PRESS_MS]) {
    // Typed last, with a space at the end: its message waits until the field is left.
    await panel.getByLabel('Full name').fill('Asha Devi Rao ')
    await expect(endsInSpace).toHaveCount(0)
    const ticked = await consent.isChecked()
    await consent.click({ delay: press })
    await expect(consent, `a press of ${press} ms changes the tick`).toBeChecked({ checked: !ticked })
    // Then the message shows, as the rules say.
    await expect(endsInSpace).toBeVisible()
  }
})

test("a press on 'Call me back' straight from the name field checks the form", async ({ page }) => {
  const panel = await openLeadPanel(page)
  await panel.getByLabel('Full name').fill('Asha Devi Rao ')
  await panel.getByRole('button', { name: 'Call me back' }).click({ delay: PRESS_MS })
  // The submit ran: every rule is told, not only the name's.
  await expect(panel.getByText('Please accept the terms before proceeding', { exact: true })).toBeVisible()
  // And the first field with something wrong takes the focus back.
  await expect(panel.getByLabel('Full name')).toBeFocused()
})

test('on a slowed CPU a tick in the consent box stays, while the fields are still being filtered', async ({
  page,
}) => {
  const panel = await openLeadPanel(page)
  const consent = panel.getByRole('checkbox')
  for (const round of [1, 2, 3, 4]) {
    await panel.getByLabel('Full name').fill(`Asha Devi Rao${' '.repeat(round % 2)}`)
    await panel.getByLabel('Email ID').fill(`asha.rao${round}@example.in`)
    // Filtered: the spaces and the country code go 10 ms later.
    await panel.getByLabel('Mobile number').fill('+91 98765 4321' + String(round))
    await panel.getByLabel('Preferred language').selectOption(round % 2 ? 'Hindi' : 'Tamil')
    await consent.click({ delay: PRESS_MS })
    await expect(consent, `round ${round}: the tick is shown`).toBeChecked()
    // Long after every filter has run, the tick is still there, and so are the filtered values.
    await page.waitForTimeout(500)
    await expect(consent, `round ${round}: the tick stays`).toBeChecked()
    await expect(panel.getByLabel('Mobile number')).toHaveValue(`987654321${round}`)
    await consent.click()
    await expect(consent, `round ${round}: a second click takes the tick away`).not.toBeChecked()
  }
})
