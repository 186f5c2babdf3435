import { describe, expect, it } from 'vitest'

import { pickDisclaimer } from './disclaimer'

const fallback = { heading: 'Disclaimer', description: 'Insurance is the subject matter of solicitation.' }

describe('pickDisclaimer', () => {
  it("prefers the page's own disclaimer", () => {
    expect(
      pickDisclaimer(
        '/legal/privacy-policy',
        { heading: 'Privacy notice', description: 'Applies here.' },
        fallback,
      ),
    ).toEqual({
      heading: 'Privacy notice',
      description: 'Applies here.',
    })
  })

  it('falls back to the site default when the page has none', () => {
    expect(pickDisclaimer('/', { heading: null, description: '  ' }, fallback)).toEqual(fallback)
    expect(pickDisclaimer('/', null, fallback)).toEqual(fallback)
    expect(pickDisclaimer('/', { heading: '', description: 'Text' }, null)).toEqual({
      heading: 'Disclaimer',
      description: 'Text',
    })
  })

  it('is hidden on the disclaimer page, with or without a language prefix or trailing slash', () => {
    expect(pickDisclaimer('/disclaimer', null, fallback)).toBeNull()
    expect(pickDisclaimer('/en/disclaimer/', null, fallback)).toBeNull()
    expect(pickDisclaimer('/disclaimer?x=1', null, fallback)).toBeNull()
    expect(pickDisclaimer('/legal/disclaimer-notes', null, fallback)).toEqual(fallback)
  })

  it('is absent when there is nothing to show', () => {
    expect(pickDisclaimer('/', null, null)).toBeNull()
  })
})
