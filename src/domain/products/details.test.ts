import { describe, expect, it } from 'vitest'

import { eligibilityRows, PREMIUM_EXAMPLE_COLUMNS, premiumExampleCells, premiumExamplesGst } from './details'

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

describe('what premium examples say of GST', () => {
  const term = { typeCode: 'P1', group: false }
  const savings = {
    typeCode: 'P2',
    need: 'savings',
    eligibility: { premium_paying_term: '5 to 12 years' },
    group: false,
  }
  const annuity = {
    typeCode: 'P2',
    need: 'retirement',
    eligibility: { premium_paying_term: 'Single' },
    group: false,
  }

  it('says an individual plan’s premiums carry no GST from 22 Sep 2025', () => {
    const exempt = 'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.'
    expect(premiumExamplesGst(term, '2025-09-22')).toBe(exempt)
    expect(premiumExamplesGst(savings, '2025-09-22')).toBe(exempt)
    expect(premiumExamplesGst(annuity, '2026-11-28')).toBe(exempt)
    expect(premiumExamplesGst({ typeCode: 'P3', group: false }, '2025-09-22')).toBe(exempt)
  })

  it('said the GST added to them up to 21 Sep 2025: 18 %, 4.5 % then 2.25 %, or 1.8 % for an annuity', () => {
    expect(premiumExamplesGst(term, '2025-09-21')).toBe('GST of 18% is added to these premiums.')
    expect(premiumExamplesGst(savings, '2025-09-21')).toBe(
      'GST of 4.5% is added to the first year’s premiums, and 2.25% to later premiums.',
    )
    expect(premiumExamplesGst(annuity, '2025-09-21')).toBe('GST of 1.8% is added to these premiums.')
    // A unit-linked plan's GST was on its charges, never added to the premium: nothing to say.
    expect(premiumExamplesGst({ typeCode: 'P3', group: false }, '2025-09-21')).toBeNull()
  })

  it('adds 18 % to a group term plan’s premiums on both sides of 22 Sep 2025', () => {
    const group = { typeCode: 'P1', group: true }
    expect(premiumExamplesGst(group, '2025-09-21')).toBe('GST of 18% is added to these premiums.')
    expect(premiumExamplesGst(group, '2025-09-22')).toBe('GST of 18% is added to these premiums.')
    // A fund-based group plan: GST on its charges, not on the contribution.
    expect(premiumExamplesGst({ typeCode: 'P2', group: true }, '2025-09-22')).toBeNull()
  })
})
