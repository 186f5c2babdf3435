import { describe, expect, it } from 'vitest'

import {
  ageFromTyped,
  incomeNeeded,
  needsReview,
  nextStep,
  questionKeyProblem,
  questionsIn,
  STARTING_QUESTIONS,
  validateHealth,
  validateNominee,
  validatePersonal,
  validateWork,
} from '.'

const TODAY = '2026-11-28'
const SIX = questionsIn(STARTING_QUESTIONS, 'en')

describe('the proposal’s rules', () => {
  it('takes a PAN in capitals and refuses one of another shape', () => {
    const base = {
      full_name: 'Kavya Menon',
      email: 'kavya@example.in',
      address: '12, Lakshmi Nivas, FC Road',
      pincode: '411004',
      city: 'Pune',
      state: 'Maharashtra',
    }
    const ok = validatePersonal({ ...base, pan: 'abcpm1234k' })
    expect(ok.ok && ok.value.pan).toBe('ABCPM1234K')
    const bad = validatePersonal({ ...base, pan: 'ABCP1234K', pincode: '041100' })
    expect(bad.ok ? null : bad.errors).toEqual({
      pan: 'PAN Format Incorrect',
      pincode: 'Enter valid Pincode',
    })
  })

  it('needs the income the plan’s multiple asks for the cover, and no employer for a homemaker', () => {
    const cover = { sumAssured: 10_000_000, incomeMultiple: 25 }
    expect(incomeNeeded(cover)).toBe(400_000)
    expect(
      validateWork({ occupation: 'salaried', employer: 'Acme', annual_income: '400000' }, cover).ok,
    ).toBe(true)
    const low = validateWork({ occupation: 'salaried', employer: 'Acme', annual_income: '399999' }, cover)
    expect(low.ok ? null : low.errors).toEqual({
      annual_income: 'For cover of ₹1,00,00,000 your yearly income should be at least ₹4,00,000',
    })
    expect(validateWork({ occupation: 'homemaker', annual_income: '500000' }, cover).ok).toBe(true)
  })

  it('asks an appointee of 18 or more for a nominee under 18, and none for an adult', () => {
    expect(ageFromTyped('28/11/2008', TODAY)).toBe(18)
    expect(ageFromTyped('29/11/2008', TODAY)).toBe(17)
    expect(ageFromTyped('2008-11-28', TODAY)).toBeNull()
    const nominee = { nominee_name: 'Ira Menon', nominee_relationship: 'daughter', nominee_dob: '29/11/2008' }
    const minor = validateNominee(nominee, TODAY)
    expect(minor.ok ? null : Object.keys(minor.errors)).toEqual([
      'appointee_name',
      'appointee_relationship',
      'appointee_dob',
    ])
    const adult = validateNominee({ ...nominee, nominee_dob: '28/11/2008', appointee_name: 'X' }, TODAY)
    expect(adult.ok && adult.value.appointee_name).toBe('')
  })

  it('asks details of each yes, drops details of a no, and sends a marked yes to review', () => {
    const answers = {
      height_cm: '170',
      weight_kg: '70',
      answer_tobacco: 'yes',
      details_tobacco: '',
      answer_alcohol: 'no',
      details_alcohol: 'kept?',
      answer_hazard: 'no',
      answer_conditions: 'no',
      answer_hospitalised: 'no',
      answer_declined: 'no',
    }
    const missing = validateHealth(answers, SIX)
    expect(missing.ok ? null : missing.errors).toEqual({
      details_tobacco: 'Please give details of your Yes answer',
    })
    const ok = validateHealth({ ...answers, details_tobacco: '5 cigarettes a day' }, SIX)
    expect(ok.ok && ok.value.details_alcohol).toBe('')
    expect(ok.ok && needsReview(ok.value, SIX)).toBe(true)
    expect(needsReview({ answer_conditions: 'yes' }, SIX)).toBe(true)
    expect(needsReview({ answer_conditions: 'no' }, SIX)).toBe(false)
  })

  it('asks exactly the questions it is given, and only a yes to one marked review sends to review', () => {
    const questions = [
      { key: 'diving', text: 'Do you dive?', review: true },
      { key: 'sports', text: 'Do you play sports?', review: false },
    ]
    const checked = validateHealth(
      { height_cm: '170', weight_kg: '70', answer_diving: 'no', answer_tobacco: 'yes', details_tobacco: 'x' },
      questions,
    )
    expect(checked.ok ? null : checked.errors).toEqual({ answer_sports: 'Please answer Yes or No' })
    const ok = validateHealth(
      {
        height_cm: '170',
        weight_kg: '70',
        answer_diving: 'no',
        answer_sports: 'yes',
        details_sports: 'Cricket',
      },
      questions,
    )
    expect(ok.ok && Object.keys(ok.value)).toEqual([
      'height_cm',
      'weight_kg',
      'answer_diving',
      'details_diving',
      'answer_sports',
      'details_sports',
    ])
    expect(ok.ok && needsReview(ok.value, questions)).toBe(false)
    expect(needsReview({ answer_diving: 'yes' }, questions)).toBe(true)
  })

  it('takes question keys of lowercase letters and underscores, each once', () => {
    expect(questionKeyProblem(['tobacco', 'heart_disease'])).toBeNull()
    expect(questionKeyProblem(['Tobacco'])).toMatch(/only lowercase letters and underscores/)
    expect(questionKeyProblem(['two words'])).toMatch(/only lowercase letters and underscores/)
    expect(questionKeyProblem(['tobacco', 'tobacco'])).toMatch(/used by two questions/)
  })

  it('reads a question in Hindi where it has Hindi text, else in English', () => {
    const plan = [
      { key: 'a', text: { en: 'One?', hi: 'एक?' }, review: true },
      { key: 'b', text: { en: 'Two?', hi: '' }, review: false },
    ]
    expect(questionsIn(plan, 'hi').map((q) => q.text)).toEqual(['एक?', 'Two?'])
    expect(questionsIn(plan, 'en').map((q) => q.text)).toEqual(['One?', 'Two?'])
  })

  it('goes on to the first step not saved', () => {
    expect(nextStep({})).toBe('personal')
    expect(nextStep({ personal: {} as never, work: {} as never })).toBe('nominee')
  })
})
