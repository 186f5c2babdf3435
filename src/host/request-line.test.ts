import { describe, expect, it } from 'vitest'

import { malformedPath } from './request-line'

describe('malformedPath', () => {
  it('finds escapes that do not decode to UTF-8, or a % without two hex digits', () => {
    expect(malformedPath('/api/v1/meta-info/%ff%fe')).toBe(true)
    expect(malformedPath('/life-insurance/%E0%A4%A')).toBe(true)
    expect(malformedPath('/blog/%')).toBe(true)
  })

  it('passes well-formed paths, and leaves the query to URLSearchParams', () => {
    expect(malformedPath('/blog/%E0%A4%B9%E0%A4%BF')).toBe(false)
    expect(malformedPath('/contact-us?q=%ff')).toBe(false)
    expect(malformedPath('/')).toBe(false)
  })
})
