import { describe, expect, it } from 'vitest'

import {
  ageRange,
  fileSize,
  fileTypeLabel,
  hasProductDetails,
  isIndividualPlanPath,
  isPlanPath,
  isWithdrawnPlanPath,
  parseNeed,
  planCountText,
} from '.'

describe('plan paths (spec 2.1 Products)', () => {
  it('tells plans on sale, group plans and withdrawn plans apart', () => {
    expect(isIndividualPlanPath('/life-insurance/sahyog-smart-term')).toBe(true)
    expect(isIndividualPlanPath('/group-life-insurance/sahyog-group-term-life')).toBe(false)
    expect(isPlanPath('/group-life-insurance/sahyog-group-term-life')).toBe(true)
    expect(isPlanPath('/life-insurance/withdrawn-plan')).toBe(false)
    expect(isPlanPath('/life-insurance')).toBe(false)
    expect(isWithdrawnPlanPath('/life-insurance/withdrawn-plan/sahyog-term-shield')).toBe(true)
    expect(hasProductDetails('/life-insurance/withdrawn-plan/sahyog-term-shield')).toBe(true)
    expect(hasProductDetails('/legal/withdrawn-plan')).toBe(false)
    expect(hasProductDetails('/life-insurance/sahyog-smart-term/po')).toBe(false)
  })
})

describe('the need filter (?need=)', () => {
  it('accepts the five needs in any case and shows all plans for anything else', () => {
    expect(parseNeed('term')).toBe('term')
    expect(parseNeed(' ULIP ')).toBe('ulip')
    expect(parseNeed('group')).toBeNull()
    expect(parseNeed(['term', 'child'])).toBeNull()
    expect(parseNeed(undefined)).toBeNull()
  })

  it('says how many plans are shown, for screen readers', () => {
    expect(planCountText(2, 'term')).toBe('2 plans for Term')
    expect(planCountText(1, 'child')).toBe('1 plan for Child')
    expect(planCountText(6, null)).toBe('6 plans')
  })
})

describe('figures as Indian readers write them', () => {
  it('writes age ranges, file sizes and types', () => {
    expect(ageRange(18, 65)).toBe('18 to 65 years')
    expect(ageRange(0, null)).toBe('from 0 years')
    expect(ageRange(null, null)).toBeNull()
    expect(fileSize(1800)).toBe('2 KB')
    expect(fileSize(1_500_000)).toBe('1.4 MB')
    expect(fileTypeLabel('application/pdf', 'x.pdf')).toBe('PDF')
    expect(fileTypeLabel(null, 'wording.docx')).toBe('DOCX')
  })
})
