import { describe, expect, it } from 'vitest'

import { exclusions, hasRenewalPremiums, planKind, thingsToKnow } from './terms'

describe('the kind of plan, which decides its exclusions and charges', () => {
  it('tells unit-linked, annuity, group fund and protection or savings plans apart', () => {
    expect(planKind({ typeCode: 'P3', need: 'child', group: false })).toBe('linked')
    expect(planKind({ typeCode: 'P2', need: 'retirement', group: false })).toBe('annuity')
    expect(planKind({ typeCode: 'P2', need: null, group: true })).toBe('fund')
    expect(planKind({ typeCode: 'P1', need: null, group: true })).toBe('risk')
    expect(planKind({ typeCode: 'P2', need: 'savings', group: false })).toBe('risk')
    expect(planKind({ typeCode: null, need: null, group: false })).toBe('risk')
  })

  it('knows a plan paid by a single premium has no renewal premiums, and one with a choice has', () => {
    expect(hasRenewalPremiums({ premium_paying_term: 'Single' })).toBe(false)
    expect(hasRenewalPremiums({ premium_paying_term: ' single premium ' })).toBe(false)
    expect(hasRenewalPremiums({ premium_paying_term: 'Single, 5 or 10 years' })).toBe(true)
    expect(hasRenewalPremiums({ premium_paying_term: 'Yearly contributions' })).toBe(true)
    expect(hasRenewalPremiums(null)).toBe(true)
  })
})

describe('the standard terms', () => {
  it('gives protection and savings plans the suicide exclusion of 80% of premiums within 12 months', () => {
    const [suicide] = exclusions('risk')
    expect(suicide?.text).toContain('within 12 months')
    expect(suicide?.text).toContain('80% of the total premiums paid')
    expect(exclusions('linked').map((clause) => clause.title)).toEqual([
      'Investment risk',
      'Suicide within 12 months',
    ])
  })

  it('leaves the grace period out where no premium falls due after the first', () => {
    expect(thingsToKnow('risk', true).map((clause) => clause.title)).toEqual([
      'Free-look period',
      'Grace period',
      'Nomination',
      'Assignment',
      'Fraud and mis-statement (Section 45)',
      'Tax benefits',
    ])
    expect(thingsToKnow('annuity', false).map((clause) => clause.title)).not.toContain('Grace period')
  })
})
