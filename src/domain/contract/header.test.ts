import { describe, expect, it } from 'vitest'

import { menuOfHeaderResponse, toHeaderResponse } from './header'

describe('header contract (spec 3: "a list whose first item has menu[0].menu_group and top_nav[0].menu_group")', () => {
  it('wraps the main menu and the top navigation in their groups', () => {
    const menu = [
      {
        heading: 'Life Insurance',
        menu_style: 'Life Insurance' as const,
        menu_link: { url: '/life-insurance' },
      },
    ]
    const topNav = [{ heading: 'Blog', menu_link: { url: '/blog' } }]
    const [first] = toHeaderResponse({ menu, top_nav: topNav })
    expect(first.menu[0].menu_group).toEqual(menu)
    expect(first.top_nav[0].menu_group).toEqual(topNav)
  })

  it('answers empty groups rather than nulls when nothing is configured', () => {
    const [first] = toHeaderResponse({ menu: null, top_nav: undefined })
    expect(first.menu[0].menu_group).toEqual([])
    expect(first.top_nav[0].menu_group).toEqual([])
  })

  it('reads the main menu back out of an answer, and nothing out of what is not one', () => {
    const menu = [
      { heading: 'Calculators', menu_style: 'Calculator' as const, menu_link: { url: '/calculators' } },
    ]
    const answer: unknown = JSON.parse(JSON.stringify(toHeaderResponse({ menu, top_nav: [] })))
    expect(menuOfHeaderResponse(answer)).toEqual(menu)
    expect(menuOfHeaderResponse(toHeaderResponse({ menu: null, top_nav: null }))).toEqual([])
    for (const wrong of [
      null,
      {},
      [],
      [{}],
      [{ menu: [] }],
      [{ menu: [{ menu_group: {} }] }],
      [{ menu: [{ menu_group: [{}] }] }],
    ])
      expect(menuOfHeaderResponse(wrong)).toBeNull()
  })
})
