import { describe, expect, it } from 'vitest'

import { DGH_QUESTIONS, DGH_TEXTS, dghReference, firstDghError, isDghReference, validateDgh } from './dgh'

const allNo: Record<string, string> = Object.fromEntries(DGH_QUESTIONS.map((q) => [`answer_${q.id}`, 'no']))
const valid: Record<string, string> = {
  ...allNo,
  height_unit: 'cm',
  height_cm: '168',
  weight_kg: '72.5',
  declaration: 'yes',
}

describe('validateDgh', () => {
  it('accepts all-No answers with a height in centimetres, and keeps the question text with each answer', () => {
    const checked = validateDgh(valid)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.value).toMatchObject({ height_cm: 168, height_entered: '168 cm', weight_kg: 72.5 })
    expect(checked.value.answers).toHaveLength(DGH_QUESTIONS.length)
    expect(checked.value.answers[0]).toEqual({
      id: 'hospitalised',
      question: DGH_QUESTIONS[0].text,
      answer: 'no',
      details: '',
    })
  })

  it('needs an answer to every question, and details for each Yes', () => {
    const { answer_conditions: _, ...missing } = valid
    const checked = validateDgh({ ...missing, answer_treatment: 'yes', answer_tests: 'maybe' })
    expect(checked).toEqual({
      ok: false,
      errors: {
        answer_conditions: DGH_TEXTS.answerRequired,
        details_treatment: DGH_TEXTS.detailsRequired,
        answer_tests: DGH_TEXTS.answerRequired,
      },
    })
    const withDetails = validateDgh({
      ...valid,
      answer_treatment: 'yes',
      details_treatment: 'Metformin 500 mg',
    })
    expect(withDetails.ok && withDetails.value.answers[2]).toMatchObject({
      answer: 'yes',
      details: 'Metformin 500 mg',
    })
    expect(validateDgh({ ...valid, details_hospitalised: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      errors: { details_hospitalised: 'The details should not exceed 500 characters' },
    })
  })

  it.each([
    ['136', false],
    ['137', true],
    ['213', true],
    ['213.5', false],
    ['abc', false],
    ['', false],
  ])('height %s cm ok: %s (spec: 137 to 213 cm)', (height, ok) => {
    const checked = validateDgh({ ...valid, height_cm: height })
    expect(checked.ok).toBe(ok)
    if (!ok) expect(checked).toMatchObject({ errors: { height_cm: 'Enter Height between 137 to 213 cm' } })
  })

  it.each([
    ['4', '5', false],
    ['4', '6', true],
    ['5', '11', true],
    ['5', '12', false],
    ['7', '0', true],
    ['7', '1', false],
    ['x', '', false],
  ])('height %s ft %s in ok: %s (spec: 4.6 to 7 feet)', (feet, inches, ok) => {
    const checked = validateDgh({ ...valid, height_unit: 'ft', height_feet: feet, height_inches: inches })
    expect(checked.ok).toBe(ok)
    if (!ok) expect(checked).toMatchObject({ errors: { height_feet: 'Enter Height between 4.6 to 7 feet' } })
  })

  it('converts feet and inches to centimetres', () => {
    const checked = validateDgh({ ...valid, height_unit: 'ft', height_feet: '5', height_inches: '6' })
    expect(checked.ok && checked.value).toMatchObject({ height_cm: 167.6, height_entered: '5 ft 6 in' })
  })

  it.each([
    ['29.9', false],
    ['30', true],
    ['150', true],
    ['150.1', false],
    ['-40', false],
  ])('weight %s kg ok: %s (spec: 30 to 150 kg)', (weight, ok) => {
    const checked = validateDgh({ ...valid, weight_kg: weight })
    expect(checked.ok).toBe(ok)
    if (!ok) expect(checked).toMatchObject({ errors: { weight_kg: 'Enter weight between 30 to 150 kg' } })
  })

  it('needs the declaration ticked and a height unit; the first message follows the form order', () => {
    const checked = validateDgh({ ...valid, declaration: '', height_unit: 'm' })
    expect(checked).toEqual({
      ok: false,
      errors: {
        height_unit: DGH_TEXTS.heightUnit,
        declaration: 'Please accept the terms before proceeding',
      },
    })
    if (!checked.ok) expect(firstDghError(checked.errors)).toBe(DGH_TEXTS.heightUnit)
  })
})

describe('dghReference', () => {
  it('is DGH, the date and six characters', () => {
    const reference = dghReference(new Date('2026-11-22T10:00:00Z'), 'ab3k9q')
    expect(reference).toBe('DGH261122AB3K9Q')
    expect(isDghReference(reference)).toBe(true)
    expect(isDghReference('DGH2611AB3K9Q')).toBe(false)
  })
})
