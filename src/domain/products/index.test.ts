import { describe, expect, it } from 'vitest'

import {
  ageRange,
  fileSize,
  fileTypeLabel,
  formatDate,
  formatRupees,
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
  it('writes rupees in lakh and crore for round figures, with Indian grouping otherwise', () => {
    expect(formatRupees(2500000)).toBe('Rs 25 lakh')
    expect(formatRupees(10000000)).toBe('Rs 1 crore')
    expect(formatRupees(15000000)).toBe('Rs 1.5 crore')
    expect(formatRupees(118500)).toBe('Rs 1,18,500')
    expect(formatRupees(9800)).toBe('Rs 9,800')
  })

  it('writes age ranges, file sizes and types, and dates in India', () => {
    expect(ageRange(18, 65)).toBe('18 to 65 years')
    expect(ageRange(0, null)).toBe('from 0 years')
    expect(ageRange(null, null)).toBeNull()
    expect(fileSize(1800)).toBe('2 KB')
    expect(fileSize(1_500_000)).toBe('1.4 MB')
    expect(fileTypeLabel('application/pdf', 'x.pdf')).toBe('PDF')
    expect(fileTypeLabel(null, 'wording.docx')).toBe('DOCX')
    expect(formatDate('2023-03-31T00:00:00.000Z')).toBe('31 March 2023')
    expect(formatDate('not a date')).toBeNull()
  })
})
