import type { TFormType } from '../forms/form-token'
import { BMI_LIMITS, BMI_MESSAGES } from '../calculators/bmi'
import { field, type TValidation } from './common'
import services from '../i18n/en/services.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * online-dgh-submission: the declaration of good health a policyholder makes to revive a lapsed policy. The
 * questions, the height and weight rules (spec 5 and 9: 137 to 213 cm or 4 ft 6 in to 7 ft, 30 to 150 kg), and the
 * texts of the page and its answers.
 */
export const DGH_QUESTIONS = [
  {
    id: 'hospitalised',
    text: 'In the last five years, have you been admitted to a hospital, had an operation, or been advised to have one?',
  },
  {
    id: 'conditions',
    text: 'Have you ever been diagnosed with or treated for diabetes, high blood pressure, a heart condition, stroke, cancer or a tumour, or a kidney, liver or lung disease?',
  },
  {
    id: 'treatment',
    text: 'Are you at present taking any medicine, or under any medical treatment or observation?',
  },
  {
    id: 'tests',
    text: 'Since your policy lapsed, have you had an ECG, X-ray, scan, biopsy or blood test with a result outside the normal range?',
  },
  {
    id: 'symptoms',
    text: 'In the last six months, have you had chest pain, breathlessness, unexplained weight loss, a lump or persistent fever that you have not yet seen a doctor about?',
  },
  {
    id: 'absence',
    text: 'In the last two years, have you been away from work for more than ten days in a row because of illness or injury?',
  },
] as const

export type TDghQuestion = (typeof DGH_QUESTIONS)[number]['id']

export const DGH_DETAILS_MAX = 500

/** The DGH form's type for its spec 7 form token (createToken `formType`; decision 65). */
export const DGH_FORM = 'dghSubmission' satisfies TFormType

export const DGH_TEXTS = {
  ...services.dgh,
  detailsMax: format(services.dgh.detailsMax, { max: DGH_DETAILS_MAX }),
}

export type TDghAnswer = 'yes' | 'no'

export interface IDghAnswer {
  id: TDghQuestion
  question: string
  answer: TDghAnswer
  details: string
}

export interface IDghForm {
  answers: IDghAnswer[]
  height_unit: 'cm' | 'ft'
  /** Always in whole or decimal centimetres, whichever unit was used (feet and inches converted). */
  height_cm: number
  /** As entered: '168 cm' or '5 ft 6 in'. */
  height_entered: string
  weight_kg: number
  declaration: true
}

export type TDghField =
  | `answer_${TDghQuestion}`
  | `details_${TDghQuestion}`
  | 'height_unit'
  | 'height_cm'
  | 'height_feet'
  | 'weight_kg'
  | 'declaration'

/** The order a form shows its fields (the first with an error gets the focus). */
export const DGH_FIELD_ORDER: TDghField[] = [
  ...DGH_QUESTIONS.flatMap((q) => [`answer_${q.id}` as const, `details_${q.id}` as const]),
  'height_unit',
  'height_cm',
  'height_feet',
  'weight_kg',
  'declaration',
]

const CM_PER_INCH = 2.54
const NUMBER = /^\d{1,3}(\.\d{1,2})?$/

const toNumber = (text: string) => (NUMBER.test(text) ? Number(text) : NaN)

/**
 * Checks an untrusted submission: each question answered yes or no, details for each yes (at most 500
 * characters), height in centimetres or feet and inches within spec 9's limits, weight within 30 to 150 kg, and
 * the declaration ticked ('yes', 'true' or 'on').
 */
export function validateDgh(input: unknown): TValidation<IDghForm, TDghField> {
  const errors: Partial<Record<TDghField, string>> = {}
  const answers: IDghAnswer[] = []
  for (const question of DGH_QUESTIONS) {
    const answer = field(input, `answer_${question.id}`).toLowerCase()
    const details = field(input, `details_${question.id}`)
    if (answer !== 'yes' && answer !== 'no') errors[`answer_${question.id}`] = DGH_TEXTS.answerRequired
    else if (answer === 'yes' && !details) errors[`details_${question.id}`] = DGH_TEXTS.detailsRequired
    if (details.length > DGH_DETAILS_MAX) errors[`details_${question.id}`] = DGH_TEXTS.detailsMax
    answers.push({
      id: question.id,
      question: question.text,
      answer: answer as TDghAnswer,
      details: answer === 'yes' ? details : '',
    })
  }

  const unit = field(input, 'height_unit')
  let heightCm = NaN
  let heightEntered = ''
  if (unit === 'cm') {
    heightCm = toNumber(field(input, 'height_cm'))
    if (!(heightCm >= BMI_LIMITS.heightCm.min && heightCm <= BMI_LIMITS.heightCm.max))
      errors.height_cm = BMI_MESSAGES.heightCm
    heightEntered = `${heightCm} cm`
  } else if (unit === 'ft') {
    const feetText = field(input, 'height_feet')
    const inchesText = field(input, 'height_inches') || '0'
    const feet = /^\d$/.test(feetText) ? Number(feetText) : NaN
    const inches = /^\d{1,2}$/.test(inchesText) ? Number(inchesText) : NaN
    const total = feet * 12 + inches
    if (!(inches <= 11) || !(total >= BMI_LIMITS.heightInches.min && total <= BMI_LIMITS.heightInches.max))
      errors.height_feet = BMI_MESSAGES.heightFeet
    heightCm = Math.round(total * CM_PER_INCH * 10) / 10
    heightEntered = `${feet} ft ${inches} in`
  } else errors.height_unit = DGH_TEXTS.heightUnit

  const weight = toNumber(field(input, 'weight_kg'))
  if (!(weight >= BMI_LIMITS.weightKg.min && weight <= BMI_LIMITS.weightKg.max))
    errors.weight_kg = BMI_MESSAGES.weight

  const declaration = field(input, 'declaration').toLowerCase()
  if (!['yes', 'true', 'on'].includes(declaration)) errors.declaration = DGH_TEXTS.declarationRequired

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      answers,
      height_unit: unit as 'cm' | 'ft',
      height_cm: heightCm,
      height_entered: heightEntered,
      weight_kg: weight,
      declaration: true,
    },
  }
}

/** The first message in the form's order. */
export function firstDghError(errors: Partial<Record<TDghField, string>>): string {
  for (const name of DGH_FIELD_ORDER) if (errors[name]) return errors[name]
  return DGH_TEXTS.answerRequired
}

/** `DGH` + yymmdd + 6 random characters from `random` (letters and digits that are not easily confused). */
export function dghReference(date: Date, random: string): string {
  return `DGH${date.toISOString().slice(2, 10).replace(/-/g, '')}${random.slice(0, 6).toUpperCase()}`
}

export const isDghReference = (value: string) => /^DGH\d{6}[A-Z0-9]{6}$/.test(value)
