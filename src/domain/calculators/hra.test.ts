import { describe, expect, it } from 'vitest'

import { calculateHra, isHraMetro } from './hra'

const ok = (result: ReturnType<typeof calculateHra>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('HRA exemption: least of actual HRA, rent − 10% of salary, 50% / 40% of salary', () => {
  it('Mumbai: rent minus 10% of salary is the least', () => {
    // actual 3,00,000; rent 2,40,000 − 10% × 6,00,000 = 1,80,000; 50% × 6,00,000 = 3,00,000 → 1,80,000
    const hra = ok(
      calculateHra({
        fy: '2025-26',
        basicSalary: 600000,
        hraReceived: 300000,
        rentPaid: 240000,
        city: 'Mumbai',
      }),
    )
    expect(hra.limits).toEqual({ actualHra: 300000, rentOverTenPercent: 180000, salaryPercent: 300000 })
    expect(hra.appliedLimit).toBe('rentOverTenPercent')
    expect(hra.exempt).toBe(180000)
    expect(hra.taxable).toBe(120000)
    expect(hra.metro).toBe(true)
  })

  it('Bengaluru is 40% in FY 2025-26 (rule 2A) and 50% in FY 2026-27 (draft rules 2026)', () => {
    const input = { basicSalary: 600000, hraReceived: 300000, rentPaid: 400000, city: 'Bangalore' }
    // 2025-26: actual 3,00,000; 4,00,000 − 60,000 = 3,40,000; 40% × 6,00,000 = 2,40,000 → 2,40,000
    const before = ok(calculateHra({ ...input, fy: '2025-26' }))
    expect(before.metro).toBe(false)
    expect(before.appliedLimit).toBe('salaryPercent')
    expect(before.exempt).toBe(240000)
    // 2026-27: 50% × 6,00,000 = 3,00,000 = actual HRA → 3,00,000, all of it exempt
    const after = ok(calculateHra({ ...input, fy: '2026-27' }))
    expect(after.metro).toBe(true)
    expect(after.exempt).toBe(300000)
    expect(after.taxable).toBe(0)
  })

  it('exempts nothing when the rent is not above 10% of salary', () => {
    // 50,000 − 60,000 < 0 → 0
    expect(
      ok(
        calculateHra({
          fy: '2025-26',
          basicSalary: 600000,
          hraReceived: 200000,
          rentPaid: 50000,
          city: 'Pune',
        }),
      ).exempt,
    ).toBe(0)
  })

  it('knows the metro lists by year and the cities by their other names', () => {
    expect(isHraMetro(' new  delhi ', '2025-26')).toBe(true)
    expect(isHraMetro('Calcutta', '2025-26')).toBe(true)
    expect(isHraMetro('Hyderabad', '2025-26')).toBe(false)
    expect(isHraMetro('Hyderabad', '2026-27')).toBe(true)
    expect(isHraMetro('Noida', '2026-27')).toBe(false)
  })

  it('reports bad input by field', () => {
    const result = calculateHra({ basicSalary: 0, hraReceived: -1, rentPaid: NaN, city: ' ' })
    expect(result).toEqual({
      ok: false,
      errors: {
        basicSalary: 'Basic salary plus DA should be between ₹1 and ₹100 crore',
        hraReceived: 'HRA received should be between ₹0 and ₹100 crore',
        rentPaid: 'Rent paid should be between ₹0 and ₹100 crore',
        city: 'Please select your city',
      },
    })
    expect(
      calculateHra({
        fy: '2019-20' as never,
        basicSalary: 1,
        hraReceived: 1,
        rentPaid: 1,
        city: 'Delhi',
      }),
    ).toEqual({ ok: false, errors: { fy: 'Choose a financial year' } })
  })
})
