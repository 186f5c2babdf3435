import { describe, expect, it } from 'vitest'

import { SHELL, showsScrollTop } from './constants'
import { scrollActionAfterNavigation } from './navigation'

const base = { previousPath: '/a', path: '/b', scrollToPage: true, historyNavigation: false, hash: '' }

describe('scrollActionAfterNavigation', () => {
  it('scrolls to the top after a navigation to another page', () => {
    expect(scrollActionAfterNavigation(base)).toBe('top')
  })

  it('keeps the position on the first load, on the same path, on back/forward and when the page opts out', () => {
    expect(scrollActionAfterNavigation({ ...base, previousPath: null })).toBe('none')
    expect(scrollActionAfterNavigation({ ...base, path: '/a' })).toBe('none')
    expect(scrollActionAfterNavigation({ ...base, historyNavigation: true })).toBe('none')
    expect(scrollActionAfterNavigation({ ...base, scrollToPage: false })).toBe('none')
  })

  it('goes to the anchor of a link with a hash', () => {
    expect(scrollActionAfterNavigation({ ...base, hash: '#faq' })).toBe('hash')
    expect(scrollActionAfterNavigation({ ...base, hash: '#' })).toBe('top')
  })
})

describe('showsScrollTop', () => {
  it('shows the button only past 700 px', () => {
    expect(SHELL.scrollTopThreshold).toBe(700)
    expect(showsScrollTop(0)).toBe(false)
    expect(showsScrollTop(700)).toBe(false)
    expect(showsScrollTop(701)).toBe(true)
  })
})
