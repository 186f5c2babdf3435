import { describe, expect, it } from 'vitest'

import { toHeaderResponse } from './header'

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
})
