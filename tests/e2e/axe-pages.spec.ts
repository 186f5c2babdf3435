import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { openPage, skipPopups } from './support/shell'

// Issue "a first visit a customer trusts", "Done when": "axe finds nothing serious or critical on every page type",
// at 375 px and 1280 px. One page of each type the site has, as a first visit opens it: every type on a phone, where
// most visitors are; on a desktop the types whose layout changes with the width (the menus, side-by-side
// calculators and forms, tables, cards), the others being the same blocks in one column.

const PAGE_TYPES: [string, string, 'both' | 'phone'][] = [
  ['home', '/', 'both'],
  ['plan list', '/life-insurance', 'both'],
  ['plan', '/life-insurance/sahyog-smart-term', 'both'],
  ['withdrawn plans', '/legal/withdrawn-plan', 'phone'],
  ['calculator list', '/calculators', 'phone'],
  ['calculator', '/income-tax-calculator', 'both'],
  ['blog', '/blog', 'phone'],
  ['blog post', '/blog/term-insurance/how-much-term-insurance-do-you-need', 'both'],
  ['branch locator', '/contact-us/branches', 'phone'],
  ['branch', '/contact-us/branches/maharashtra/pune/pune/pune-shivajinagar', 'phone'],
  ['branch finder', '/contact-us/branches/near?pin=411005', 'both'],
  ['search results', '/search?q=term', 'both'],
  ['careers', '/discover/careers', 'phone'],
  ['media centre', '/discover/media', 'phone'],
  ['testimonials', '/testimonials', 'phone'],
  ['services', '/services', 'phone'],
  ['service journey', '/premium-paid-certificate', 'both'],
  ['contact', '/contact-us', 'both'],
  ['legal page', '/legal/privacy-policy', 'phone'],
  ['not found', '/no/such/page', 'both'],
]

test.beforeEach(async ({ context }) => {
  await skipPopups(context)
})

for (const [type, path, widths] of PAGE_TYPES) {
  test(`${type} (${path}): axe finds nothing serious or critical`, async ({ page, isMobile }) => {
    test.skip(widths === 'phone' && !isMobile, 'one column like the phone layout: checked at 375 px')
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
