import { expect, test } from './support/address'
import { openLeadPanel } from './support/otp'
import { openPage, skipPopups } from './support/shell'

// The contact panel's consent tick on a slow machine: the field filters (spec 5) run 10 ms after each input, and
// a tick given while they are due must stay given.

/** How many times slower the page's CPU runs (Chromium's throttling): a busy, shared or low-end machine. */
const SLOWDOWN = 6

test('on a slowed CPU a tick in the consent box stays, while the fields are still being filtered', async ({
  page,
  context,
}) => {
  await skipPopups(context)
  await openPage(page, '/legal/privacy-policy')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  const panel = await openLeadPanel(page)
  const consent = panel.getByRole('checkbox')
  for (const round of [1, 2, 3, 4]) {
    await panel.getByLabel('Full name').fill(`Asha Devi Rao${' '.repeat(round % 2)}`)
    await panel.getByLabel('Email ID').fill(`asha.rao${round}@example.in`)
    // Filtered: the spaces and the country code go 10 ms later.
    await panel.getByLabel('Mobile number').fill('+91 98765 4321' + String(round))
    await panel.getByLabel('Preferred language').selectOption(round % 2 ? 'Hindi' : 'Tamil')
    await consent.click()
    await expect(consent, `round ${round}: the tick is shown`).toBeChecked()
    // Long after every filter has run, the tick is still there, and so are the filtered values.
    await page.waitForTimeout(500)
    await expect(consent, `round ${round}: the tick stays`).toBeChecked()
    await expect(panel.getByLabel('Mobile number')).toHaveValue(`987654321${round}`)
    await consent.click()
    await expect(consent, `round ${round}: a second click takes the tick away`).not.toBeChecked()
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})
