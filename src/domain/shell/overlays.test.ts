import { describe, expect, it } from 'vitest'

import { createOverlays, isJourneyPage, POPUP_IDLE_MS, popupGate } from './overlays'

describe('createOverlays', () => {
  it('counts what is open, and a release counts once however often it is called', () => {
    const overlays = createOverlays()
    const panel = overlays.hold('task')
    const menu = overlays.hold('passing')
    expect(overlays.count()).toBe(2)
    panel()
    panel()
    expect(overlays.count()).toBe(1)
    menu()
    expect(overlays.count()).toBe(0)
  })

  it('remembers that a task was opened in this page view, until the next one', () => {
    const overlays = createOverlays()
    overlays.hold('passing')()
    expect(overlays.tasksThisView()).toBe(0)
    overlays.hold('task')()
    expect(overlays.tasksThisView()).toBe(1)
    overlays.newPageView()
    expect(overlays.tasksThisView()).toBe(0)
  })

  it('tells subscribers when the count changes', () => {
    const overlays = createOverlays()
    const seen: number[] = []
    overlays.subscribe(() => seen.push(overlays.count()))
    overlays.hold('task')()
    expect(seen).toEqual([1, 0])
  })
})

describe('popupGate', () => {
  const calm = {
    path: '/',
    openOverlays: 0,
    tasksThisView: 0,
    fieldFocused: false,
    idleMs: POPUP_IDLE_MS,
    used: true,
  }

  it('shows when the visitor has used the page, nothing is open and they have left it alone since', () => {
    expect(popupGate(calm)).toBe('show')
  })

  it('waits, however long, until the visitor first uses the page: until then the browser is still measuring its largest paint', () => {
    expect(popupGate({ ...calm, used: false, idleMs: 60 * 60_000 })).toBe('wait')
  })

  it('waits while an overlay is open, a field has focus or the visitor has just touched the page', () => {
    expect(popupGate({ ...calm, openOverlays: 1 })).toBe('wait')
    expect(popupGate({ ...calm, fieldFocused: true })).toBe('wait')
    expect(popupGate({ ...calm, idleMs: POPUP_IDLE_MS - 1 })).toBe('wait')
  })

  it('skips once the visitor opened a form or dialog in this page view, even after closing it', () => {
    expect(popupGate({ ...calm, tasksThisView: 1 })).toBe('skip')
  })

  it("skips in an editor's preview of a draft, where the page itself is what they came to check", () => {
    expect(popupGate({ ...calm, preview: true })).toBe('skip')
  })

  it('never shows on a service journey page', () => {
    expect(popupGate({ ...calm, path: '/renewal-payment' })).toBe('skip')
    expect(popupGate({ ...calm, path: '/services/nach-mandate-activation' })).toBe('skip')
  })

  it('never shows over a quote, a calculator, a grievance or a page that holds a calculator', () => {
    expect(popupGate({ ...calm, path: '/life-insurance/sahyog-smart-term/quote' })).toBe('skip')
    expect(popupGate({ ...calm, path: '/quotes/k7qm2xpd9hta' })).toBe('skip')
    expect(popupGate({ ...calm, path: '/retirement-calculator' })).toBe('skip')
    expect(popupGate({ ...calm, path: '/register-grievance' })).toBe('skip')
    expect(popupGate({ ...calm, path: '/benefits-of-life-insurance', work: true })).toBe('skip')
    expect(popupGate({ ...calm, path: '/benefits-of-life-insurance' })).toBe('show')
  })

  it('never shows on an error page: the visitor there needs the search and the links, not an offer', () => {
    for (const path of ['/not-found', '/403', '/500']) expect(popupGate({ ...calm, path })).toBe('skip')
    expect(popupGate({ ...calm, path: '/not-found-yet' })).toBe('show')
  })
})

describe('isJourneyPage', () => {
  it('matches a journey and its own pages, not a page whose name merely starts alike', () => {
    expect(isJourneyPage('/premium-paid-certificate')).toBe(true)
    expect(isJourneyPage('/register-grievance/status')).toBe(true)
    expect(isJourneyPage('/renewal-payment-options-offline')).toBe(false)
    expect(isJourneyPage('/services')).toBe(false)
    expect(isJourneyPage('/life-insurance')).toBe(false)
  })
})
