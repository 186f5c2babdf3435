import { describe, expect, it } from 'vitest'

import { annualPremiumError, planErrors, PLAN_LIMITS, PLAN_MESSAGES } from './limits'

describe('spec 9 calculator hints', () => {
  it('carries the spec figures', () => {
    expect(PLAN_LIMITS.minSumAssured).toBe(200000)
    expect(PLAN_LIMITS.minPremiumPayingTerm).toBe(6)
    expect(PLAN_LIMITS.policyTerm).toEqual({ min: 5, max: 25 })
    expect(PLAN_LIMITS.entryAge).toEqual({ min: 8, max: 55, maxChildPlan: 15 })
    expect(PLAN_LIMITS.sipEntryAge).toEqual({ min: 25, max: 50 })
    expect(PLAN_LIMITS.maxPptPlusAge).toBe(65)
  })

  it("uses spec 5's texts exactly", () => {
    expect(PLAN_MESSAGES.pptPlusAge).toBe('Premium Paying Term plus Age at entry should not exceed 65 years')
    expect(PLAN_MESSAGES.annualPremiumZero).toBe('Annual premium must be greater than zero')
    expect(PLAN_MESSAGES.premiumMultiple).toBe('Premium amount should be in multiples of ₹ 1000')
  })
})

describe('annual premium (spec 5)', () => {
  it.each([0, -1000, NaN, undefined])('%s is not above zero', (premium) => {
    expect(annualPremiumError(premium)).toBe('Annual premium must be greater than zero')
  })
  it('accepts up to 4 digits as they are, and multiples of 1000 above', () => {
    expect(annualPremiumError(4999)).toBeNull()
    expect(annualPremiumError(25000)).toBeNull()
  })
  it('asks for multiples of 1000 above 4 digits', () => {
    expect(annualPremiumError(25500)).toBe('Premium amount should be in multiples of ₹ 1000')
    expect(annualPremiumError(10000.5)).toBe('Premium amount should be in multiples of ₹ 1000')
  })
})

describe('plan limits', () => {
  it('passes a plan inside every limit', () => {
    // 40 + 25 = 65: on the limit, allowed
    expect(
      planErrors({
        sumAssured: 200000,
        annualPremium: 50000,
        premiumPayingTerm: 25,
        policyTerm: 25,
        entryAge: 40,
      }),
    ).toEqual({})
  })

  it('reports each field outside its limit', () => {
    expect(
      planErrors({ sumAssured: 199999, annualPremium: 0, premiumPayingTerm: 5, policyTerm: 26, entryAge: 7 }),
    ).toEqual({
      sumAssured: 'Minimum sum assured is ₹2,00,000',
      annualPremium: 'Annual premium must be greater than zero',
      premiumPayingTerm: 'Premium paying term should be at least 6 years',
      policyTerm: 'Policy term should be between 5 and 25 years',
      entryAge: 'Age at entry should be between 8 and 55 years',
    })
  })

  it('stops premium paying term plus entry age above 65', () => {
    // 45 + 21 = 66
    expect(planErrors({ premiumPayingTerm: 21, policyTerm: 25, entryAge: 45 })).toEqual({
      premiumPayingTerm: 'Premium Paying Term plus Age at entry should not exceed 65 years',
    })
  })

  it('stops a premium paying term longer than the policy term', () => {
    expect(planErrors({ premiumPayingTerm: 12, policyTerm: 10 }).premiumPayingTerm).toBe(
      'Premium paying term cannot be longer than the policy term',
    )
  })

  it('caps the entry age at 15 for the plans that say so', () => {
    expect(planErrors({ entryAge: 16, maxEntryAge: 15 })).toEqual({
      entryAge: 'Age at entry should be between 8 and 15 years',
    })
    expect(planErrors({ entryAge: 15, maxEntryAge: 15 })).toEqual({})
  })
})
