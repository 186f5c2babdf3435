import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue "a first visit a customer trusts", "Done when": "axe finds nothing serious or critical on every page type",
// at 375 px and 1280 px. One page of each type the site has, as a first visit opens it.

const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['plan list', '/life-insurance'],
  ['plan', '/life-insurance/sahyog-smart-term'],
  ['withdrawn plans', '/legal/withdrawn-plan'],
  ['calculator list', '/calculators'],
  ['calculator', '/income-tax-calculator'],
  ['blog', '/blog'],
  ['blog post', '/blog/term-insurance/how-much-term-insurance-do-you-need'],
  ['branch locator', '/contact-us/branches'],
  ['branch', '/contact-us/branches/maharashtra/pune/pune/pune-shivajinagar'],
  ['branch finder', '/contact-us/branches/near?pin=411005'],
  ['search results', '/search?q=term'],
  ['careers', '/discover/careers'],
  ['media centre', '/discover/media'],
  ['testimonials', '/testimonials'],
  ['services', '/services'],
  ['service journey', '/premium-paid-certificate'],
  ['contact', '/contact-us'],
  ['legal page', '/legal/privacy-policy'],
  ['not found', '/no/such/page'],
]

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

for (const [type, path] of PAGE_TYPES) {
  test(`${type} (${path}): axe finds nothing serious or critical`, async ({ page }) => {
    await openPage(page, path)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .exclude('nextjs-portal')
      .analyze()
    const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      grave.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
