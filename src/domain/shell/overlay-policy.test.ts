import { describe, expect, it } from 'vitest'

import {
  allowsFirstVisitPopup,
  floatingControls,
  floatingMark,
  LONG_PAGE_SCREENS,
  pageKind,
  showsBackToTop,
  type TPageKind,
} from './overlay-policy'

describe('pageKind', () => {
  it.each([
    ['/life-insurance/sahyog-smart-term/quote', 'work'],
    ['/quotes/k7qm2xpd9hta', 'work'],
    ['/life-insurance/sahyog-smart-term/proposal', 'work'],
    ['/proposal', 'work'],
    ['/proposal/k7qm2xpd9hta', 'work'],
    ['/track-application', 'work'],
    ['/retirement-calculator', 'work'],
    ['/income-tax-calculator', 'work'],
    ['/renewal-payment', 'work'],
    ['/renewal-payment/receipt', 'work'],
    ['/services/nach-mandate-activation', 'work'],
    ['/premium-paid-certificate', 'work'],
    ['/register-grievance', 'complaint'],
    ['/reach-us', 'complaint'],
    ['/not-found', 'error'],
    ['/403', 'error'],
    ['/500', 'error'],
    ['/error-pages/404', 'error'],
    ['/blog/term-insurance/how-much-term-insurance-do-you-need', 'reading'],
    ['/legal/privacy-policy', 'reading'],
    ['/terms-and-conditions', 'reading'],
    ['/contact-us/faq-claims', 'reading'],
    ['/', 'browsing'],
    ['/life-insurance', 'browsing'],
    ['/life-insurance/sahyog-smart-term', 'browsing'],
    ['/blog', 'browsing'],
    ['/blog/term-insurance', 'browsing'],
    ['/calculators', 'browsing'],
    ['/renewal-payment-options-offline', 'browsing'],
  ] satisfies [string, TPageKind][])('%s is %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind)
  })

  it('a page that says it holds a calculator or a form is work, wherever it is', () => {
    expect(pageKind('/benefits-of-life-insurance', { work: true })).toBe('work')
    expect(pageKind('/', { work: true })).toBe('work')
  })

  it('does not take a longer word for a listed page ("/reach-us-now" is not "/reach-us")', () => {
    expect(pageKind('/reach-us-now')).toBe('browsing')
    expect(pageKind('/not-found-yet')).toBe('browsing')
  })
})

describe('allowsFirstVisitPopup', () => {
  it('never over a quote, a calculator, a service journey, a grievance or an error page', () => {
    for (const path of [
      '/life-insurance/sahyog-smart-term/quote',
      '/quotes/k7qm2xpd9hta',
      '/retirement-calculator',
      '/renewal-payment',
      '/register-grievance',
      '/not-found',
    ])
      expect(allowsFirstVisitPopup(pageKind(path)), path).toBe(false)
  })

  it('on pages read or browsed', () => {
    for (const path of ['/', '/life-insurance/sahyog-smart-term', '/blog/term-insurance/why-term'])
      expect(allowsFirstVisitPopup(pageKind(path)), path).toBe(true)
  })
})

describe('showsBackToTop', () => {
  const long = { kind: 'reading' as const, viewportHeight: 740, pageHeight: LONG_PAGE_SCREENS * 740 }

  it('on a long reading page, once scrolled past 700 px (spec 4)', () => {
    expect(showsBackToTop({ ...long, scrollY: 701 })).toBe(true)
    expect(showsBackToTop({ ...long, scrollY: 700 })).toBe(false)
  })

  it('not on a short reading page, nor on any other kind of page however long', () => {
    expect(showsBackToTop({ ...long, pageHeight: LONG_PAGE_SCREENS * 740 - 1, scrollY: 2_000 })).toBe(false)
    for (const kind of ['work', 'browsing', 'complaint', 'error'] as const)
      expect(showsBackToTop({ ...long, kind, pageHeight: 20_000, scrollY: 5_000 }), kind).toBe(false)
  })
})

describe('floatingControls', () => {
  const phone = {
    kind: 'browsing' as TPageKind,
    phone: true,
    advisor: true,
    chat: true,
    backToTop: false,
    inTheWay: false,
  }

  it('a phone shows one control: the advisor pill, whose panel offers the chat too', () => {
    expect(floatingControls(phone)).toEqual(['advisor'])
  })

  it('a phone without the contact tab shows the chat launcher alone', () => {
    expect(floatingControls({ ...phone, advisor: false })).toEqual(['chat'])
    expect(floatingControls({ ...phone, advisor: false, chat: false })).toEqual([])
  })

  it('deep in a long article, back-to-top takes the one place', () => {
    expect(floatingControls({ ...phone, kind: 'reading', backToTop: true })).toEqual(['top'])
  })

  it('nothing on a phone over a form, the footer, a focused field or a main button, nor on a complaint page', () => {
    expect(floatingControls({ ...phone, inTheWay: true })).toEqual([])
    expect(floatingControls({ ...phone, kind: 'reading', backToTop: true, inTheWay: true })).toEqual([])
    expect(floatingControls({ ...phone, kind: 'complaint' })).toEqual([])
  })

  it('never more than one on a phone, whatever the page', () => {
    for (const kind of ['work', 'complaint', 'error', 'reading', 'browsing'] as const)
      for (const backToTop of [true, false])
        for (const advisor of [true, false])
          expect(floatingControls({ ...phone, kind, backToTop, advisor }).length).toBeLessThanOrEqual(1)
  })

  it('a wide screen keeps the side tab and the chat at the edges; no sales tab on a complaint page', () => {
    const wide = { ...phone, phone: false }
    expect(floatingControls(wide)).toEqual(['advisor', 'chat'])
    expect(floatingControls({ ...wide, kind: 'reading', backToTop: true })).toEqual([
      'advisor',
      'chat',
      'top',
    ])
    expect(floatingControls({ ...wide, kind: 'complaint' })).toEqual(['chat'])
    // The guard's measure is for phones: a wide screen's controls sit at the edges, away from the content.
    expect(floatingControls({ ...wide, inTheWay: true })).toEqual(['advisor', 'chat'])
  })

  it("says its choice as the value the site's styles read", () => {
    expect(floatingMark(['advisor', 'chat'])).toBe('advisor chat')
    expect(floatingMark([])).toBe('none')
  })
})
