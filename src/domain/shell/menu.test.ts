import { describe, expect, it } from 'vitest'

import { isExternalWeb, isMegaMenu, isSitePath, menuPanelId, menuStyleName, telHref } from './menu'

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
