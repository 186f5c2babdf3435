import { describe, expect, it } from 'vitest'

import { PLAN_MESSAGES } from '../calculators/limits'
import { QUOTE_MESSAGES, validateQuote } from './premium'
import { TERM_TABLE } from './testing/tables'
import type { TQuoteForm } from './types'

const TODAY = '2026-11-24'

const FORM: TQuoteForm = {
  dob: '1996-06-15',
  gender: 'male',
  smoker: 'no',
  income: '12,00,000',
  sum_assured: '1,00,00,000',
  policy_term: '25',
  ppt: '25',
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
        mode: 'yearly',
      },
    })
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
          policy_term: 'Policy term should be between 10 and 25 years',
          ppt: 'Enter the premium paying term in years',
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
    expect(errorsOf({ dob: '1996-02-30' }).dob).toBe('Enter a valid date of birth')
    expect(errorsOf({ dob: '15/06/1996' }).dob).toBe('Enter a valid date of birth')
    expect(errorsOf({ dob: '2026-11-25' }).dob).toBe('Enter a valid date of birth')
  })

  it('takes an 18th birthday on the day, not the day before', () => {
    // Born 24 Nov 2008: 18 on 24 Nov 2026. Born 25 Nov 2008: still 17.
    expect(errorsOf({ dob: '2008-11-24' }).dob).toBeUndefined()
    expect(errorsOf({ dob: '2008-11-25' }).dob).toBe('Age at entry should be between 18 and 55 years')
  })

  it('takes 55 up to the day before the 56th birthday', () => {
    // Born 25 Nov 1970: 55 until 25 Nov 2026. Born 24 Nov 1970: 56 today. (Term 10, paying 10: 55 + 10 = 65.)
    expect(errorsOf({ dob: '1970-11-25', policy_term: '10', ppt: '10' })).toEqual({})
    expect(errorsOf({ dob: '1970-11-24', policy_term: '10', ppt: '10' }).dob).toBe(
      'Age at entry should be between 18 and 55 years',
    )
  })

  it('counts a 29 February birthday from 1 March', () => {
    // Born 29 Feb 2008: 17 on 28 Feb 2026, 18 on 1 Mar 2026.
    const onDay = (today: string) => validateQuote(TERM_TABLE, { ...FORM, dob: '2008-02-29' }, today)
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

describe('validateQuote: policy term', () => {
  it('takes whole years within the table’s terms', () => {
    const message = 'Policy term should be between 10 and 25 years'
    expect(errorsOf({ policy_term: '', ppt: '6' }).policy_term).toBe(message)
    expect(errorsOf({ policy_term: '9', ppt: '6' }).policy_term).toBe(message)
    expect(errorsOf({ policy_term: '26' }).policy_term).toBe(message)
    expect(errorsOf({ policy_term: '20.5', ppt: '20' }).policy_term).toBe(message)
    expect(errorsOf({ policy_term: 'ten', ppt: '6' }).policy_term).toBe(message)
    expect(errorsOf({ policy_term: '10', ppt: '10' })).toEqual({})
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
    expect(errorsOf({ dob: '1986-06-15', policy_term: '25', ppt: '20' }, table)).toEqual({
      policy_term: 'We cannot quote this age and term online. Talk to an advisor for a quote.',
    })
    expect(errorsOf({ dob: '1986-06-15', policy_term: '20', ppt: '20' }, table)).toEqual({})
    // Without a good age there is nothing to look up.
    expect(errorsOf({ dob: '', policy_term: '25', ppt: '20' }, table)).toEqual({
      dob: 'Enter your date of birth',
    })
  })
})

describe('validateQuote: premium paying term', () => {
  it('asks for whole years, at least the table’s shortest', () => {
    expect(errorsOf({ ppt: '' }).ppt).toBe('Enter the premium paying term in years')
    expect(errorsOf({ ppt: 'six' }).ppt).toBe('Enter the premium paying term in years')
    expect(errorsOf({ ppt: '5' }).ppt).toBe('Premium paying term should be at least 6 years')
    expect(errorsOf({ ppt: '6' })).toEqual({})
    expect(QUOTE_MESSAGES.pptMin(6)).toBe(PLAN_MESSAGES.minPremiumPayingTerm)
  })

  it('is not longer than the policy term', () => {
    expect(errorsOf({ policy_term: '15', ppt: '16' }).ppt).toBe(
      'Premium paying term cannot be longer than the policy term',
    )
    expect(errorsOf({ policy_term: '15', ppt: '15' })).toEqual({})
    // A bad policy term has its own message; the paying term is not measured against it.
    expect(errorsOf({ policy_term: '30', ppt: '26' })).toEqual({
      policy_term: 'Policy term should be between 10 and 25 years',
    })
  })

  it('with the age at entry, does not pass 65 (the spec’s words)', () => {
    // Born 15 Jun 1976: 50 on 24 Nov 2026. 50 + 15 = 65 passes; 50 + 16 = 66 does not.
    expect(errorsOf({ dob: '1976-06-15', policy_term: '20', ppt: '15' })).toEqual({})
    expect(errorsOf({ dob: '1976-06-15', policy_term: '20', ppt: '16' })).toEqual({
      ppt: 'Premium Paying Term plus Age at entry should not exceed 65 years',
    })
    expect(QUOTE_MESSAGES.pptPlusAge).toBe('Premium Paying Term plus Age at entry should not exceed 65 years')
  })
})

describe('validateQuote: many mistakes at once', () => {
  it('reports each field’s first message', () => {
    expect(
      errorsOf({
        dob: '2030-01-01',
        gender: 'x',
        income: '1,00,000',
        sum_assured: '1,500',
        ppt: '3',
        mode: '',
      }),
    ).toEqual({
      dob: 'Enter a valid date of birth',
      gender: 'Select your gender',
      income: 'Yearly income should be at least ₹3,00,000',
      sum_assured: 'Sum assured should be in multiples of ₹1,000',
      ppt: 'Premium paying term should be at least 6 years',
      mode: 'Choose how often you will pay',
    })
  })
})
