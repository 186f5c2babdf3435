import { describe, expect, it } from 'vitest'

import { inSentence } from './text'

describe('a heading inside a sentence', () => {
  it.each([
    ['Life Insurance', 'life insurance'],
    ['Term plans', 'term plans'],
    ['ULIP plans', 'ULIP plans'],
    ['NRI Services', 'NRI services'],
    ['Section 80C Benefits', 'section 80C benefits'],
    ['Download e-KYC Forms', 'download e-KYC forms'],
    ['Calculators', 'calculators'],
    ['', ''],
  ])('%s → %s', (heading, text) => {
    expect(inSentence(heading)).toBe(text)
  })
})
