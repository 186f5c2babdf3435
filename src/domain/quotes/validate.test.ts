import { describe, expect, it } from 'vitest'

import { PLAN_MESSAGES } from '../calculators/limits'
import { QUOTE_MESSAGES, validateQuote } from './premium'
import { ROP_TABLE, TERM_TABLE } from './testing/tables'
import type { TQuoteForm } from './types'

const TODAY = '2026-11-24'

// Typed as Indian forms write a date: 15 June 1996, 30 on 24 Nov 2026; cover to 55 is a 25-year term.
const FORM: TQuoteForm = {
  dob: '15/06/1996',
  gender: 'male',
  smoker: 'no',
  income: '12,00,000',
  sum_assured: '1,00,00,000',
  cover_till_age: '55',
  pay: 'regular',
  payout: 'lump-sum',
  rider_ci: '',
  rider_ad: '',
  rider_wop: '',
  mode: 'yearly',
}

const errorsOf = (changes: Partial<TQuoteForm>, table = TERM_TABLE) => {
  const check = validateQuote(table, { ...FORM, ...changes }, TODAY)
  return check.ok ? {} : check.errors
}

describe('validateQuote: a good form', () => {
  it('gives the request in numbers, with the age on the day', () => {
    expect(validateQuote(TERM_TABLE, FORM, TODAY)).toEqual({
      ok: true,
      value: {
        dob: '1996-06-15',
        age: 30,
        gender: 'male',
        smoker: false,
        income: 1_200_000,
        sum_assured: 10_000_000,
        policy_term: 25,
        ppt: 25,
        pay: 'regular',
        payout: 'lump-sum',
        riders: [],
        mode: 'yearly',
      },
    })
  })

  it('takes the date of birth as DD/MM/YYYY, and as YYYY-MM-DD', () => {
    const iso = validateQuote(TERM_TABLE, { ...FORM, dob: '1996-06-15' }, TODAY)
    expect(iso.ok && iso.value.dob).toBe('1996-06-15')
  })

  it('reads figures without commas, and trims spaces', () => {
    const check = validateQuote(
      TERM_TABLE,
      {
        ...FORM,
        income: ' 1200000 ',
        sum_assured: '10000000',
        smoker: 'yes',
        gender: 'female',
        mode: 'monthly',
      },
      TODAY,
    )
    expect(check.ok && check.value).toMatchObject({
      income: 1_200_000,
      sum_assured: 10_000_000,
      smoker: true,
      gender: 'female',
      mode: 'monthly',
    })
  })
})

describe('validateQuote: a form that is not one', () => {
  it.each([null, undefined, 'dob=1990-01-01', 42, ['1996-06-15']])(
    '%j gets a message on every field',
    (form) => {
      const check = validateQuote(TERM_TABLE, form, TODAY)
      expect(check).toEqual({
        ok: false,
        errors: {
          dob: 'Enter your date of birth',
          gender: 'Select your gender',
          smoker: 'Tell us whether you smoke',
          income: 'Enter your yearly income',
          sum_assured: 'Enter the sum assured',
          cover_till_age: 'Choose the age your cover should run to',
          pay: 'Choose how long you will pay premiums',
          payout: 'Choose how the sum assured is paid',
          mode: 'Choose how often you will pay',
        },
      })
    },
  )

  it('treats a value that is not a string as missing', () => {
    expect(errorsOf({ sum_assured: 10_000_000 as unknown as string })).toEqual({
      sum_assured: 'Enter the sum assured',
    })
  })
})

describe('validateQuote: date of birth', () => {
  it('asks for it, and for a real day in the past', () => {
    expect(errorsOf({ dob: '' }).dob).toBe('Enter your date of birth')
    expect(errorsOf({ dob: '   ' }).dob).toBe('Enter your date of birth')
    const message = 'Enter your date of birth as DD/MM/YYYY'
    expect(errorsOf({ dob: '30/02/1996' }).dob).toBe(message)
    // The American order: month 15 does not exist.
    expect(errorsOf({ dob: '06/15/1996' }).dob).toBe(message)
    expect(errorsOf({ dob: '15-06-1996' }).dob).toBe(message)
    expect(errorsOf({ dob: '5/6/1996' }).dob).toBe(message)
    expect(errorsOf({ dob: '25/11/2026' }).dob).toBe(message)
  })

  it('takes an 18th birthday on the day, not the day before', () => {
    // Born 24 Nov 2008: 18 on 24 Nov 2026. Born 25 Nov 2008: still 17.
    expect(errorsOf({ dob: '24/11/2008', cover_till_age: '43' }).dob).toBeUndefined()
    expect(errorsOf({ dob: '25/11/2008' }).dob).toBe('Age at entry should be between 18 and 55 years')
  })

  it('takes 55 up to the day before the 56th birthday', () => {
    // Born 25 Nov 1970: 55 until 25 Nov 2026. Born 24 Nov 1970: 56 today. (Cover to 65: a 10-year term.)
    expect(errorsOf({ dob: '25/11/1970', cover_till_age: '65' })).toEqual({})
    expect(errorsOf({ dob: '24/11/1970', cover_till_age: '65' }).dob).toBe(
      'Age at entry should be between 18 and 55 years',
    )
  })

  it('counts a 29 February birthday from 1 March', () => {
    // Born 29 Feb 2008: 17 on 28 Feb 2026, 18 on 1 Mar 2026.
    const onDay = (today: string) =>
      validateQuote(TERM_TABLE, { ...FORM, dob: '29/02/2008', cover_till_age: '43' }, today)
    expect(onDay('2026-02-28')).toMatchObject({
      ok: false,
      errors: { dob: 'Age at entry should be between 18 and 55 years' },
    })
    expect(onDay('2026-03-01')).toMatchObject({ ok: true, value: { age: 18 } })
  })

  it('words the age range as the plan limits do', () => {
    expect(QUOTE_MESSAGES.entryAge(8, 55)).toBe(PLAN_MESSAGES.entryAge(55))
  })
})

describe('validateQuote: gender, smoking, how often', () => {
  it('takes only the listed answers', () => {
    expect(errorsOf({ gender: '' }).gender).toBe('Select your gender')
    expect(errorsOf({ gender: 'other' }).gender).toBe('Select your gender')
    expect(errorsOf({ smoker: 'true' }).smoker).toBe('Tell us whether you smoke')
    expect(errorsOf({ smoker: '' }).smoker).toBe('Tell us whether you smoke')
    expect(errorsOf({ mode: 'quarterly' }).mode).toBe('Choose how often you will pay')
    expect(errorsOf({ mode: 'half-yearly' })).toEqual({})
  })
})

describe('validateQuote: income', () => {
  it('asks for whole rupees in figures, at least the table’s lowest income', () => {
    expect(errorsOf({ income: '' }).income).toBe('Enter your yearly income')
    expect(errorsOf({ income: '12 lakh' }).income).toBe('Enter your yearly income in rupees, in figures')
    expect(errorsOf({ income: '1200000.50' }).income).toBe('Enter your yearly income in rupees, in figures')
    expect(errorsOf({ income: '-1200000' }).income).toBe('Enter your yearly income in rupees, in figures')
    expect(errorsOf({ income: '2,99,999' }).income).toBe('Yearly income should be at least ₹3,00,000')
    expect(errorsOf({ income: '3,00,000', sum_assured: '60,00,000' })).toEqual({})
  })
})

describe('validateQuote: sum assured', () => {
  it('asks for whole thousands of rupees within the table’s range', () => {
    expect(errorsOf({ sum_assured: '' }).sum_assured).toBe('Enter the sum assured')
    expect(errorsOf({ sum_assured: '1 crore' }).sum_assured).toBe(
      'Enter the sum assured in rupees, in figures',
    )
    expect(errorsOf({ sum_assured: '25,00,500' }).sum_assured).toBe(
      'Sum assured should be in multiples of ₹1,000',
    )
    expect(errorsOf({ sum_assured: '1,99,000' }).sum_assured).toBe('Minimum sum assured is ₹2,00,000')
    expect(errorsOf({ sum_assured: '2,00,000' })).toEqual({})
    // ₹10 crore is the table's largest; its income limit is 1,00,00,00,000 / 20 = 50,00,000 a year.
    expect(errorsOf({ sum_assured: '10,00,00,000', income: '50,00,000' })).toEqual({})
    expect(errorsOf({ sum_assured: '10,00,01,000', income: '1,00,00,000' }).sum_assured).toBe(
      'Maximum sum assured is ₹10,00,00,000',
    )
  })

  it('matches the plan limits’ words for ₹2,00,000', () => {
    expect(QUOTE_MESSAGES.sumAssuredMin(200_000)).toBe(PLAN_MESSAGES.minSumAssured)
  })

  it('reports the first problem only: not a whole thousand before too small', () => {
    expect(errorsOf({ sum_assured: '1,00,500' }).sum_assured).toBe(
      'Sum assured should be in multiples of ₹1,000',
    )
  })

  it('keeps the sum assured within 20 times the income, when the income is good', () => {
    // ₹3,00,000 × 20 = ₹60,00,000 at most.
    expect(errorsOf({ income: '3,00,000', sum_assured: '60,01,000' }).sum_assured).toBe(
      'For a yearly income of ₹3,00,000, the sum assured can be at most ₹60,00,000',
    )
    // A bad income has its own message; the sum assured is not measured against it.
    expect(errorsOf({ income: 'three lakh', sum_assured: '10,00,00,000' })).toEqual({
      income: 'Enter your yearly income in rupees, in figures',
    })
    expect(errorsOf({ income: '1,00,000', sum_assured: '10,00,00,000' })).toEqual({
      income: 'Yearly income should be at least ₹3,00,000',
    })
  })

  it('measures the income limit exactly, with a multiple that is not whole', () => {
    // ₹3,33,333 × 12.3 = ₹40,99,995.9 at most: ₹40,99,000 passes, ₹41,00,000 does not, and the limit shown is
    // the whole rupees below it.
    const table = { ...TERM_TABLE, income_multiple: 12.3 }
    expect(errorsOf({ income: '3,33,333', sum_assured: '40,99,000' }, table)).toEqual({})
    expect(errorsOf({ income: '3,33,333', sum_assured: '41,00,000' }, table).sum_assured).toBe(
      'For a yearly income of ₹3,33,333, the sum assured can be at most ₹40,99,995',
    )
    // Exactly the limit passes: ₹5,00,000 × 12.3 = ₹61,50,000.
    expect(errorsOf({ income: '5,00,000', sum_assured: '61,50,000' }, table)).toEqual({})
  })
})

describe('validateQuote: cover till age', () => {
  it('is the entry age plus a term the plan offers, up to its oldest age', () => {
    // Age 30; terms 10 to 25: cover to 40 at the soonest, 55 at the latest (under the table's 80).
    const message = 'Cover can run to an age from 40 to 55'
    expect(errorsOf({ cover_till_age: '' }).cover_till_age).toBe('Choose the age your cover should run to')
    expect(errorsOf({ cover_till_age: 'sixty' }).cover_till_age).toBe(
      'Choose the age your cover should run to',
    )
    expect(errorsOf({ cover_till_age: '39' }).cover_till_age).toBe(message)
    expect(errorsOf({ cover_till_age: '56' }).cover_till_age).toBe(message)
    expect(errorsOf({ cover_till_age: '40' })).toEqual({})
    const check = validateQuote(TERM_TABLE, { ...FORM, cover_till_age: '40' }, TODAY)
    expect(check.ok && [check.value.policy_term, check.value.ppt]).toEqual([10, 10])
  })

  it('stops at the plan’s oldest cover-till age', () => {
    // Born 25 Nov 1970, 55: terms to 25 would reach 80, the table's oldest; with 75 as the oldest, 75 is the last.
    const table = { ...TERM_TABLE, cover_till_age_max: 75 }
    expect(errorsOf({ dob: '25/11/1970', cover_till_age: '76' }, table).cover_till_age).toBe(
      'Cover can run to an age from 65 to 75',
    )
    expect(errorsOf({ dob: '25/11/1970', cover_till_age: '75' }, table)).toEqual({})
  })

  it('sends an age and term without a rate to an advisor', () => {
    // Ages 31 to 55 rated only for terms up to 20.
    const table = {
      ...TERM_TABLE,
      rates: [
        { age_from: 18, age_to: 30, term_from: 10, term_to: 25, rate: 1.2 },
        { age_from: 31, age_to: 55, term_from: 10, term_to: 20, rate: 2.5 },
      ],
    }
    // Born 15 Jun 1986: 40. Cover to 65 is 25 years; to 60, 20.
    expect(errorsOf({ dob: '15/06/1986', cover_till_age: '65' }, table)).toEqual({
      cover_till_age: 'We cannot quote this age and term online. Talk to an advisor for a quote.',
    })
    expect(errorsOf({ dob: '15/06/1986', cover_till_age: '60' }, table)).toEqual({})
    // Without a good age there is nothing to measure.
    expect(errorsOf({ dob: '', cover_till_age: '65' }, table)).toEqual({ dob: 'Enter your date of birth' })
  })
})

describe('validateQuote: how long premiums are paid', () => {
  it('takes the plan’s ways of paying only', () => {
    expect(errorsOf({ pay: '' }).pay).toBe('Choose how long you will pay premiums')
    expect(errorsOf({ pay: '7' }).pay).toBe('Choose how long you will pay premiums')
    expect(errorsOf({ pay: '25' }).pay).toBe('Choose how long you will pay premiums')
    const paying = (pay: string) => {
      const check = validateQuote(TERM_TABLE, { ...FORM, pay }, TODAY)
      return check.ok ? check.value.ppt : check.errors
    }
    expect(paying('single')).toBe(1)
    expect(paying('10')).toBe(10)
    expect(paying('regular')).toBe(25)
  })

  it('needs a limited term shorter than the cover', () => {
    // Cover to 40 is 10 years: paying for 15 is not shorter, nor is paying for 10 (that is regular pay).
    expect(errorsOf({ cover_till_age: '40', pay: '15' }).pay).toBe(
      'Choose a paying term shorter than the cover, or regular pay',
    )
    expect(errorsOf({ cover_till_age: '40', pay: '10' }).pay).toBe(
      'Choose a paying term shorter than the cover, or regular pay',
    )
    expect(errorsOf({ cover_till_age: '41', pay: '10' })).toEqual({})
  })

  it('pays a single premium once: yearly, and without a waiver of premium', () => {
    expect(errorsOf({ pay: 'single', mode: 'monthly' }).mode).toBe(
      'A single premium is paid once: choose Yearly',
    )
    expect(errorsOf({ pay: 'single', rider_wop: 'yes' }).rider_wop).toBe(
      'Waiver of premium needs premiums to waive: choose regular or limited pay',
    )
  })

  it('offers the limited years as long as the term where the plan has no regular pay', () => {
    const table = { ...TERM_TABLE, regular_pay: false, limited_pay_years: [7, 8, 9, 10] }
    const check = validateQuote(table, { ...FORM, cover_till_age: '40', pay: '10' }, TODAY)
    expect(check.ok && check.value.ppt).toBe(10)
    expect(errorsOf({ pay: 'regular' }, table).pay).toBe('Choose how long you will pay premiums')
  })
})

describe('validateQuote: riders and payout', () => {
  it('takes the riders ticked, and refuses one the plan does not offer', () => {
    const check = validateQuote(TERM_TABLE, { ...FORM, rider_ci: 'yes', rider_wop: 'yes' }, TODAY)
    expect(check.ok && check.value.riders).toEqual(['critical-illness', 'waiver-of-premium'])
    expect(errorsOf({ rider_ad: 'yes' }, ROP_TABLE).rider_ad).toBe(
      'This rider cannot be added to this plan online',
    )
  })

  it('takes a payout option the plan offers, and a lump sum where it offers none', () => {
    const check = validateQuote(TERM_TABLE, { ...FORM, payout: 'monthly-income' }, TODAY)
    expect(check.ok && check.value.payout).toBe('monthly-income')
    expect(errorsOf({ payout: 'annuity' }).payout).toBe('Choose how the sum assured is paid')
    expect(errorsOf({ payout: '' }).payout).toBe('Choose how the sum assured is paid')
    const plain = validateQuote(ROP_TABLE, { ...FORM, dob: '15/06/1996', payout: '' }, TODAY)
    expect(plain.ok && plain.value.payout).toBe('lump-sum')
    expect(errorsOf({ payout: 'monthly-income' }, ROP_TABLE).payout).toBe(
      'Choose how the sum assured is paid',
    )
  })
})

describe('validateQuote: many mistakes at once', () => {
  it('reports each field’s first message', () => {
    expect(
      errorsOf({
        dob: '01/01/2030',
        gender: 'x',
        income: '1,00,000',
        sum_assured: '1,500',
        pay: '3',
        mode: '',
      }),
    ).toEqual({
      dob: 'Enter your date of birth as DD/MM/YYYY',
      gender: 'Select your gender',
      income: 'Yearly income should be at least ₹3,00,000',
      sum_assured: 'Sum assured should be in multiples of ₹1,000',
      pay: 'Choose how long you will pay premiums',
      mode: 'Choose how often you will pay',
    })
  })
})
