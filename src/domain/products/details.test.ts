import { describe, expect, it } from 'vitest'

import { eligibilityRows, PREMIUM_EXAMPLE_COLUMNS, premiumExampleCells } from './details'

describe('a plan’s eligibility as the page and the brochure write it', () => {
  it('labels each stated condition, with ages in years and the sum assured in rupees', () => {
    expect(
      eligibilityRows({
        entry_age_min: 18,
        entry_age_max: 65,
        maturity_age_max: 85,
        policy_term: '10 to 67 years',
        premium_paying_term: 'Single, 5, 10, 15 years or regular',
        sum_assured_min: 2_500_000,
      }),
    ).toEqual([
      ['Age at entry', '18 to 65 years'],
      ['Maximum age at maturity', '85 years'],
      ['Policy term', '10 to 67 years'],
      ['Premium paying term', 'Single, 5, 10, 15 years or regular'],
      ['Minimum sum assured', '₹25 lakh'],
    ])
  })

  it('leaves out what the plan does not state, and keeps an entry age of 0', () => {
    expect(
      eligibilityRows({ entry_age_min: 0, maturity_age_max: null, policy_term: '', sum_assured_min: 10_000 }),
    ).toEqual([
      ['Age at entry', 'from 0 years'],
      ['Minimum sum assured', '₹10,000'],
    ])
    expect(eligibilityRows(null)).toEqual([])
  })
})

describe('premium examples', () => {
  it('gives one cell per column, a dash for no sum assured or term', () => {
    expect(PREMIUM_EXAMPLE_COLUMNS).toHaveLength(4)
    expect(
      premiumExampleCells({
        profile: 'Man, 35, non-smoker',
        sum_assured: 20_000_000,
        policy_term: 'To age 60',
        premium: 28_900,
      }),
    ).toEqual(['Man, 35, non-smoker', '₹2 crore', 'To age 60', '₹28,900'])
    expect(
      premiumExampleCells({ profile: '60 years, life annuity', sum_assured: 0, premium: 1_000_000 }),
    ).toEqual(['60 years, life annuity', '–', '–', '₹10 lakh'])
  })
})
