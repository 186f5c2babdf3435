import { describe, expect, it } from 'vitest'

import { quotePrefill } from './prefill'

const table = { term_min: 10, term_max: 25 }
const prefill = (search: string) => quotePrefill(new URLSearchParams(search), table)

describe('a calculator’s suggestion on the quote page', () => {
  it('carries the sum assured as whole rupees and the term within the plan’s', () => {
    expect(prefill('?sa=10000000&term=20')).toEqual({ sum_assured: '10000000', term: 20 })
    // 35 years to retirement: the plan's longest term, 25; 5 years: its shortest, 10.
    expect(prefill('?sa=5000000&term=35')).toEqual({ sum_assured: '5000000', term: 25 })
    expect(prefill('?term=5')).toEqual({ term: 10 })
  })

  it('leaves out what is not a whole number, and anything else in the address', () => {
    expect(prefill('?sa=1e7&term=twenty')).toEqual({})
    expect(prefill('?sa=-100&term=2.5')).toEqual({})
    expect(prefill('?utm_source=tv&sa=12345678901234')).toEqual({})
    expect(prefill('')).toEqual({})
  })
})
