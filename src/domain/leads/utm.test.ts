import { describe, expect, it } from 'vitest'

import { parseStoredUtm, sanitizeUtm, utmFields, utmFromSearch, utmToKeep } from './utm'

describe('utm parameters of the landing address', () => {
  it('reads the utm_* pairs of a query string, ignoring others', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&gclid=abc&page=2')).toEqual([
      { key: 'utm_source', value: 'google' },
      { key: 'utm_medium', value: 'cpc' },
    ])
  })
  it('lower-cases keys and keeps the first value of a repeated key', () => {
    expect(utmFromSearch('UTM_Source=a&utm_source=b')).toEqual([{ key: 'utm_source', value: 'a' }])
  })
  it('limits what a hostile address can put in a lead', () => {
    const many = Array.from({ length: 30 }, (_, i) => `utm_k${i}=${'x'.repeat(500)}`).join('&')
    const pairs = utmFromSearch(many)
    expect(pairs).toHaveLength(10)
    expect(pairs[0]!.value).toHaveLength(200)
    expect(sanitizeUtm([{ key: 'utm_a', value: 'x\u0000y' }, { key: 'utm b', value: 'z' }, 'junk'])).toEqual([
      { key: 'utm_a', value: 'xy' },
    ])
    expect(sanitizeUtm('not a list')).toEqual([])
  })
  it('keeps the landing pairs across pages without parameters; a new campaign replaces them', () => {
    const landing = utmFromSearch('?utm_source=google')
    expect(utmToKeep(landing, '?page=2')).toEqual(landing)
    expect(utmToKeep(landing, '?utm_source=mail')).toEqual([{ key: 'utm_source', value: 'mail' }])
  })
  it('reads stored pairs and survives junk in storage', () => {
    expect(parseStoredUtm(JSON.stringify([{ key: 'utm_term', value: 'life' }]))).toEqual([
      { key: 'utm_term', value: 'life' },
    ])
    expect(parseStoredUtm('{not json')).toEqual([])
    expect(parseStoredUtm(null)).toEqual([])
  })
  it('gives the five named fields and the list', () => {
    expect(utmFields([{ key: 'utm_term', value: 'life' }])).toEqual({
      utm_campaign: '',
      utm_content: '',
      utm_medium: '',
      utm_source: '',
      utm_term: 'life',
      utm_params: [{ key: 'utm_term', value: 'life' }],
    })
  })
})
