import { describe, expect, it } from 'vitest'

import {
  isExternalWeb,
  isMegaMenu,
  isSitePath,
  menuPanelId,
  menuStyleName,
  menuEntriesOf,
  menuEntryFor,
  telHref,
} from './menu'

describe('menu helpers', () => {
  it('names each menu style for CSS', () => {
    expect(menuStyleName('Life Insurance')).toBe('life-insurance')
    expect(menuStyleName('Calculator')).toBe('calculator')
    expect(menuStyleName(null)).toBe('normal')
  })

  it('makes Life Insurance and Calculator mega menus', () => {
    expect(isMegaMenu('Life Insurance')).toBe(true)
    expect(isMegaMenu('Calculator')).toBe(true)
    expect(isMegaMenu('Services')).toBe(false)
    expect(isMegaMenu('Normal')).toBe(false)
  })

  it('tells site paths from other links', () => {
    expect(isSitePath('/life-insurance')).toBe(true)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('https://x.example')).toBe(false)
    expect(isSitePath('tel:1800')).toBe(false)
    expect(isExternalWeb('https://x.example')).toBe(true)
    expect(isExternalWeb('tel:1800')).toBe(false)
  })

  it('builds tel: links from numbers written for people', () => {
    expect(telHref('1800-000-1234')).toBe('tel:18000001234')
    expect(telHref(' +91 22 6000 1234 ')).toBe('tel:+912260001234')
  })

  it('builds unique panel ids', () => {
    expect(menuPanelId('menu', 0, 'Life Insurance')).toBe('menu-0-life-insurance')
    expect(menuPanelId('side', 3, '!!!')).toBe('side-3-item')
  })
})

describe('menuEntriesOf', () => {
  const menu = [
    {
      id: '6b07cc3e6f92e1777b8f3b52',
      heading: 'Life Insurance',
      is_new: false,
      icon: 'shield',
      menu_style: 'Life Insurance',
      menu_link: { url: '/life-insurance' },
      sub_menu: [
        {
          heading: 'Term plans',
          is_new: true,
          description: 'High life cover at an affordable premium.',
          menu_link: { url: '/life-insurance?need=term' },
          children: [
            {
              heading: 'Sahyog Smart Term',
              is_new: true,
              description: 'Pure protection up to age 85.',
              menu_link: { url: '/life-insurance/sahyog-smart-term' },
            },
          ],
        },
      ],
    },
    {
      heading: 'Call us',
      menu_style: 'Phone',
      menu_link: { url: '1800-000-1234' },
      sub_menu: [{ heading: 'Sales', menu_link: { url: 'tel:18000001234' } }],
    },
    { heading: 'Blog', menu_link: { url: '/blog' } },
    { heading: 'Nowhere', menu_link: { url: '  ' } },
  ]

  it('keeps headings, addresses, new marks and descriptions, and drops ids, styles and classes', () => {
    expect(menuEntriesOf(menu)[0]).toEqual({
      heading: 'Life Insurance',
      url: '/life-insurance',
      icon: 'shield',
      viewAll: '/life-insurance',
      items: [
        {
          heading: 'Term plans',
          url: '/life-insurance?need=term',
          isNew: true,
          description: 'High life cover at an affordable premium.',
          children: [
            {
              heading: 'Sahyog Smart Term',
              url: '/life-insurance/sahyog-smart-term',
              isNew: true,
              description: 'Pure protection up to age 85.',
            },
          ],
        },
      ],
    })
    expect(JSON.stringify(menuEntriesOf(menu))).not.toMatch(/menu_style|menu_link|is_new|"id"/)
  })

  it("offers no 'View all' under a Phone entry, and a plain entry is a link (home when it has no address)", () => {
    expect(menuEntriesOf(menu)[1]!.viewAll).toBeUndefined()
    expect(menuEntriesOf(menu)[2]).toEqual({ heading: 'Blog', url: '/blog' })
    expect(menuEntriesOf(menu)[3]).toEqual({ heading: 'Nowhere', url: '/' })
  })

  it("offers 'View all' only for a section page of this site", () => {
    const [elsewhere] = menuEntriesOf([
      {
        heading: 'Partners',
        menu_link: { url: 'https://partners.sahyoglife.in' },
        sub_menu: [{ heading: 'Banks', menu_link: { url: '/partners/banks' } }],
      },
    ])
    expect(elsewhere!.viewAll).toBeUndefined()
  })
})

describe('menuEntryFor', () => {
  const entries = [
    { heading: 'Life Insurance', url: '/life-insurance' },
    { heading: 'Services', url: '/services' },
  ]

  it('finds the submenu of a menu bar item at its place, or by its heading when the menu was reordered', () => {
    expect(menuEntryFor(entries, 1, 'Services')).toBe(entries[1])
    expect(menuEntryFor(entries, 0, 'Services')).toBe(entries[1])
    expect(menuEntryFor(entries, 2, 'Calculators')).toBeUndefined()
  })
})
