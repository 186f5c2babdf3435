import { describe, expect, it } from 'vitest'

import { ageBandFor, calculateIncomeTax, roundToTen, type IIncomeTaxInput } from './income-tax'
import { TAX_YEARS } from './tax-rules'

/**
 * Every figure below is worked by hand from the Finance Act, 2025 slabs (see tax-rules.ts), with the working in the
 * comment. New regime: 0-4 L nil, 4-8 L 5%, 8-12 L 10%, 12-16 L 15%, 16-20 L 20%, 20-24 L 25%, above 30%.
 * Old regime: nil up to 2.5 L (3 L from 60, 5 L from 80), 5% to 5 L, 20% to 10 L, 30% above.
 */

const run = (input: IIncomeTaxInput) => {
  const result = calculateIncomeTax(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

const FY = '2025-26' as const

describe('new regime', () => {
  it('no tax at 12 lakh taxable: the 87A rebate takes all 60,000', () => {
    // salary 12,75,000 − standard deduction 75,000 = 12,00,000
    // slabs: 4 L × 5% = 20,000 + 4 L × 10% = 40,000 → 60,000; rebate 60,000 → 0
    const tax = run({ fy: FY, ageBand: 'below60', salary: 1275000 }).new
    expect(tax.taxableIncome).toBe(1200000)
    expect(tax.slabTax).toBe(60000)
    expect(tax.rebate).toBe(60000)
    expect(tax.totalTax).toBe(0)
  })

  it('marginal relief just above 12 lakh (the CBDT example: 12,10,000)', () => {
    // CBDT FAQ on the new regime (Budget 2025): income 12,10,000 → tax on slabs 61,500, marginal relief 51,500,
    // tax 10,000 (the income above 12 lakh). 61,500 = 20,000 + 40,000 + 10,000 × 15%. Cess 4% = 400 → 10,400.
    const tax = run({ fy: FY, ageBand: 'below60', salary: 1285000 }).new
    expect(tax.taxableIncome).toBe(1210000)
    expect(tax.slabTax).toBe(61500)
    expect(tax.rebate).toBe(51500)
    expect(tax.cess).toBeCloseTo(400, 6)
    expect(tax.totalTax).toBe(10400)
  })

  it('marginal relief fades out near 12.7 lakh', () => {
    // 12,70,000: slabs 60,000 + 70,000 × 15% = 70,500 > 70,000 above 12 L → 70,000; cess 2,800 → 72,800
    expect(run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 1270000 }).new.totalTax).toBe(72800)
    // 12,80,000: slabs 60,000 + 80,000 × 15% = 72,000 < 80,000 → no relief; cess 2,880 → 74,880
    const at1280 = run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 1280000 }).new
    expect(at1280.rebate).toBe(0)
    expect(at1280.totalTax).toBe(74880)
  })

  it('matches the Budget 2025 speech table at 16 and 24 lakh', () => {
    // Speech annex: tax at new rates 1,20,000 on 16 L, 3,00,000 on 24 L (before cess)
    // 16 L: 20,000 + 40,000 + 60,000 = 1,20,000; cess 4,800 → 1,24,800
    const at16 = run({ fy: FY, ageBand: 'below60', salary: 1675000 }).new
    expect(at16.slabTax).toBe(120000)
    expect(at16.totalTax).toBe(124800)
    // 24 L: 1,20,000 + 80,000 + 1,00,000 = 3,00,000; cess 12,000 → 3,12,000
    const at24 = run({ fy: FY, ageBand: 'below60', salary: 2475000 }).new
    expect(at24.slabTax).toBe(300000)
    expect(at24.totalTax).toBe(312000)
  })

  it('has one set of slabs for every age', () => {
    const young = run({ fy: FY, ageBand: 'below60', salary: 1675000 }).new.totalTax
    expect(run({ fy: FY, ageBand: '60to79', salary: 1675000 }).new.totalTax).toBe(young)
    expect(run({ fy: FY, ageBand: '80plus', salary: 1675000 }).new.totalTax).toBe(young)
  })

  it('ignores the old-regime deductions and HRA', () => {
    const plain = run({ fy: FY, ageBand: 'below60', salary: 1500000 }).new
    const claimed = run({
      fy: FY,
      ageBand: 'below60',
      salary: 1500000,
      section80C: 150000,
      healthInsuranceSelf: 25000,
      section80CCD1B: 50000,
      homeLoanInterest: 200000,
      basicSalary: 600000,
      hraReceived: 300000,
      rentPaid: 240000,
      city: 'Mumbai',
    }).new
    expect(claimed.totalTax).toBe(plain.totalTax)
    expect(claimed.hraExemption).toBe(0)
  })

  it('surcharge with marginal relief just above 50 lakh', () => {
    // 51,00,000: slabs 3,00,000 (to 24 L) + 27 L × 30% = 8,10,000 → 11,10,000
    // surcharge 10% = 1,11,000; but tax at 50 L = 3,00,000 + 26 L × 30% = 10,80,000, and tax + surcharge may
    // exceed it by at most the 1,00,000 above 50 L: 11,80,000 → surcharge 70,000, relief 41,000
    // cess 4% × 11,80,000 = 47,200 → 12,27,200
    const tax = run({ fy: FY, ageBand: 'below60', salary: 5175000 }).new
    expect(tax.taxableIncome).toBe(5100000)
    expect(tax.slabTax).toBe(1110000)
    expect(tax.surcharge).toBeCloseTo(70000, 6)
    expect(tax.surchargeRelief).toBeCloseTo(41000, 6)
    expect(tax.totalTax).toBe(1227200)
  })

  it('full 10% surcharge once the relief runs out', () => {
    // 60,00,000: 3,00,000 + 36 L × 30% = 13,80,000; surcharge 1,38,000 (ceiling 10,80,000 + 10,00,000 is higher)
    // (13,80,000 + 1,38,000) × 1.04 = 15,78,720
    expect(run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 6000000 }).new.totalTax).toBe(1578720)
  })

  it('caps the surcharge at 25% above 5 crore (the old regime charges 37%)', () => {
    // 6 crore, as other income (no standard deduction)
    // new: 3,00,000 + (6,00,00,000 − 24,00,000) × 30% = 1,75,80,000; surcharge 25% = 43,95,000
    //      (1,75,80,000 + 43,95,000) × 1.04 = 2,28,54,000
    // old: 1,12,500 (to 10 L) + 5,90,00,000 × 30% = 1,78,12,500; surcharge 37% = 65,90,625
    //      (1,78,12,500 + 65,90,625) × 1.04 = 2,53,79,250
    const result = run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 60000000 })
    expect(result.new.surcharge).toBeCloseTo(4395000, 4)
    expect(result.new.totalTax).toBe(22854000)
    expect(result.old.surcharge).toBeCloseTo(6590625, 4)
    expect(result.old.totalTax).toBe(25379250)
  })
})

describe('old regime', () => {
  it('below 60 with 80C', () => {
    // 10,50,000 − 50,000 standard − 1,50,000 80C = 8,50,000
    // 2.5 L × 5% = 12,500 + 3.5 L × 20% = 70,000 → 82,500; cess 3,300 → 85,800
    const tax = run({ fy: FY, ageBand: 'below60', salary: 1050000, section80C: 150000 }).old
    expect(tax.taxableIncome).toBe(850000)
    expect(tax.slabTax).toBe(82500)
    expect(tax.totalTax).toBe(85800)
  })

  it('87A rebate up to 5 lakh, none a rupee above', () => {
    // 5,50,000 − 50,000 = 5,00,000 → 12,500, all rebated
    expect(run({ fy: FY, ageBand: 'below60', salary: 550000 }).old.totalTax).toBe(0)
    // 5,00,010 → 12,500 + 10 × 20% = 12,502, no rebate; + cess 500.08 = 13,002.08 → 13,000 (section 288B)
    const above = run({ fy: FY, ageBand: 'below60', salary: 550010 }).old
    expect(above.rebate).toBe(0)
    expect(above.totalTax).toBe(13000)
  })

  it('senior exemptions: 3 lakh from 60, 5 lakh from 80', () => {
    // 10,00,000 − 50,000 = 9,50,000 taxable in each band
    // below 60: 12,500 + 4.5 L × 20% = 90,000 → 1,02,500; cess 4,100 → 1,06,600
    // 60-79:    2 L × 5% = 10,000 + 90,000 → 1,00,000; cess 4,000 → 1,04,000
    // 80+:      90,000; cess 3,600 → 93,600
    expect(run({ fy: FY, ageBand: 'below60', salary: 1000000 }).old.totalTax).toBe(106600)
    expect(run({ fy: FY, ageBand: '60to79', salary: 1000000 }).old.totalTax).toBe(104000)
    expect(run({ fy: FY, ageBand: '80plus', salary: 1000000 }).old.totalTax).toBe(93600)
  })

  it('a super senior pays nothing up to 5 lakh even without the rebate', () => {
    // 80+: 5,60,000 other income → 60,000 × 20% = 12,000; below 60 on the same: 12,500 + 12,000 = 24,500
    expect(run({ fy: FY, ageBand: '80plus', salary: 0, otherIncome: 560000 }).old.slabTax).toBe(12000)
    expect(run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 560000 }).old.slabTax).toBe(24500)
  })

  it('caps each deduction and compares the regimes', () => {
    // old: 20,00,000 − 50,000 − 24(b) 2,00,000 (of 3 L) − 80C 1,50,000 (of 2 L)
    //      − 80D 25,000 (of 30,000) + 50,000 (parents senior, of 60,000) − 80CCD(1B) 50,000 (of 70,000) = 14,75,000
    //      1,12,500 + 4,75,000 × 30% = 1,42,500 → 2,55,000; cess 10,200 → 2,65,200
    // new: 20,00,000 − 75,000 = 19,25,000 → 1,20,000 + 3,25,000 × 20% = 65,000 → 1,85,000; cess 7,400 → 1,92,400
    const result = run({
      fy: FY,
      ageBand: 'below60',
      salary: 2000000,
      section80C: 200000,
      healthInsuranceSelf: 30000,
      healthInsuranceParents: 60000,
      parentsSenior: true,
      section80CCD1B: 70000,
      homeLoanInterest: 300000,
    })
    expect(result.old.deductions).toEqual({
      section80C: 150000,
      section80D: 75000,
      section80CCD1B: 50000,
      homeLoanInterest: 200000,
    })
    expect(result.old.taxableIncome).toBe(1475000)
    expect(result.old.totalTax).toBe(265200)
    expect(result.new.totalTax).toBe(192400)
    expect(result.better).toBe('new')
    expect(result.saving).toBe(72800)
  })

  it("a senior's own 80D limit is 50,000, parents' 25,000 unless they are senior", () => {
    const result = run({
      fy: FY,
      ageBand: '60to79',
      salary: 1000000,
      healthInsuranceSelf: 60000,
      healthInsuranceParents: 40000,
    })
    expect(result.old.deductions.section80D).toBe(75000)
  })

  it('surcharge with marginal relief just above 50 lakh', () => {
    // 50,10,000: 1,12,500 + 40,10,000 × 30% = 13,15,500; surcharge 10% = 1,31,550
    // tax at 50 L = 1,12,500 + 40 L × 30% = 13,12,500 → ceiling 13,12,500 + 10,000 = 13,22,500
    // surcharge 7,000 (relief 1,24,550); cess 4% × 13,22,500 = 52,900 → 13,75,400
    const tax = run({ fy: FY, ageBand: 'below60', salary: 0, otherIncome: 5010000 }).old
    expect(tax.surcharge).toBeCloseTo(7000, 6)
    expect(tax.surchargeRelief).toBeCloseTo(124550, 6)
    expect(tax.totalTax).toBe(1375400)
  })
})

describe('both regimes with HRA from the HRA rule', () => {
  it('Mumbai renter: the new regime is better', () => {
    // HRA: least of 3,00,000; 2,40,000 − 60,000 = 1,80,000; 3,00,000 → 1,80,000 exempt
    // old: 15,00,000 − 1,80,000 − 50,000 − 1,50,000 − 25,000 − 50,000 = 10,45,000
    //      1,12,500 + 45,000 × 30% = 13,500 → 1,26,000; cess 5,040 → 1,31,040
    // new: 14,25,000 → 20,000 + 40,000 + 2,25,000 × 15% = 33,750 → 93,750; cess 3,750 → 97,500
    // saving 1,31,040 − 97,500 = 33,540
    const result = run({
      fy: FY,
      ageBand: 'below60',
      salary: 1500000,
      basicSalary: 600000,
      hraReceived: 300000,
      rentPaid: 240000,
      city: 'Mumbai',
      section80C: 150000,
      healthInsuranceSelf: 25000,
      section80CCD1B: 50000,
    })
    expect(result.hra?.exempt).toBe(180000)
    expect(result.old.hraExemption).toBe(180000)
    expect(result.old.taxableIncome).toBe(1045000)
    expect(result.old.totalTax).toBe(131040)
    expect(result.new.totalTax).toBe(97500)
    expect(result.better).toBe('new')
    expect(result.saving).toBe(33540)
  })

  it('large deductions: the old regime is better', () => {
    // HRA: least of 6,00,000; 7,20,000 − 1,20,000 = 6,00,000; 50% × 12 L = 6,00,000 → 6,00,000
    // old: 30,00,000 − 6,00,000 − 50,000 − 2,00,000 − 1,50,000 − 75,000 − 50,000 = 18,75,000
    //      1,12,500 + 8,75,000 × 30% = 2,62,500 → 3,75,000; cess 15,000 → 3,90,000
    // new: 29,25,000 → 3,00,000 + 5,25,000 × 30% = 1,57,500 → 4,57,500; cess 18,300 → 4,75,800
    const result = run({
      fy: FY,
      ageBand: 'below60',
      salary: 3000000,
      basicSalary: 1200000,
      hraReceived: 600000,
      rentPaid: 720000,
      city: 'Mumbai',
      section80C: 150000,
      healthInsuranceSelf: 25000,
      healthInsuranceParents: 50000,
      parentsSenior: true,
      section80CCD1B: 50000,
      homeLoanInterest: 200000,
    })
    expect(result.old.totalTax).toBe(390000)
    expect(result.new.totalTax).toBe(475800)
    expect(result.better).toBe('old')
    expect(result.saving).toBe(85800)
  })
})

describe('financial years', () => {
  it('FY 2026-27 carries the 2025-26 rates over, and says so', () => {
    const input = { ageBand: 'below60', salary: 1285000 } as const
    expect(run({ ...input, fy: '2026-27' }).new.totalTax).toBe(10400)
    expect(TAX_YEARS['2026-27'].assumptions.length).toBeGreaterThan(0)
    expect(TAX_YEARS['2025-26'].assumptions).toEqual([])
    expect(run(input).fy).toBe('2026-27')
  })

  it('but with the eight-city HRA list in 2026-27', () => {
    // Pune, rent 4,00,000, basic 6 L, HRA 3 L: 2025-26 40% → 2,40,000; 2026-27 50% → 3,00,000
    const input = {
      ageBand: 'below60',
      salary: 1500000,
      basicSalary: 600000,
      hraReceived: 300000,
      rentPaid: 400000,
      city: 'Pune',
    } as const
    expect(run({ ...input, fy: '2025-26' }).old.hraExemption).toBe(240000)
    expect(run({ ...input, fy: '2026-27' }).old.hraExemption).toBe(300000)
  })
})

describe('rounding and bad input', () => {
  it('rounds to the nearest ten, paise ignored (sections 288A, 288B)', () => {
    expect(roundToTen(13002.08)).toBe(13000)
    expect(roundToTen(13005)).toBe(13010)
    expect(roundToTen(13004.99)).toBe(13000)
  })

  it('a salary below the standard deduction leaves nothing taxable', () => {
    const result = run({ fy: FY, ageBand: 'below60', salary: 40000 })
    expect(result.new.standardDeduction).toBe(40000)
    expect(result.new.taxableIncome).toBe(0)
    expect(result.better).toBe('equal')
  })

  it('reports bad fields with messages, not NaN', () => {
    expect(
      calculateIncomeTax({
        fy: FY,
        ageBand: 'teen' as never,
        salary: -1,
        section80C: NaN,
        otherIncome: 2e10,
      }),
    ).toEqual({
      ok: false,
      errors: {
        ageBand: 'Please select your age group',
        salary: 'Salary should be between ₹0 and ₹100 crore',
        otherIncome: 'Other income should be between ₹0 and ₹100 crore',
        section80C: '80C investments should be between ₹0 and ₹100 crore',
      },
    })
  })

  it('needs the HRA details once HRA is entered, and HRA within the salary', () => {
    expect(calculateIncomeTax({ fy: FY, ageBand: 'below60', salary: 500000, hraReceived: 600000 })).toEqual({
      ok: false,
      errors: {
        basicSalary: 'Basic salary plus DA should be between ₹1 and ₹100 crore',
        rentPaid: 'Rent paid should be between ₹0 and ₹100 crore',
        city: 'Please select your city',
        hraReceived: 'HRA received cannot be more than the salary',
      },
    })
  })
})

describe('age bands', () => {
  it.each([
    [59, 'below60'],
    [60, '60to79'],
    [79, '60to79'],
    [80, '80plus'],
  ] as const)('%d is %s', (age, band) => {
    expect(ageBandFor(age)).toBe(band)
  })
})
