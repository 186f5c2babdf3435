import { FieldChecks, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Body mass index: BMI = weight (kg) / height (m)². Height in centimetres, or in feet and inches
 * (1 inch = 2.54 cm). Spec 5 ranges: 137 to 213 cm, 4 ft 6 in to 7 ft 0 in (the spec's '4.6 to 7 feet' written as
 * feet.inches: 4'6" ≈ 137 cm, 7'0" ≈ 213 cm), 30 to 150 kg.
 * The BMI is rounded to one decimal, and the category is read from that rounded figure so the two never disagree.
 * Categories: the Asian/Indian cut-offs by default (WHO expert consultation, Lancet 2004, and the Indian consensus
 * guidelines of 2009): underweight < 18.5, normal 18.5-22.9, overweight 23-24.9, obese ≥ 25; or the WHO
 * international ones: < 18.5, 18.5-24.9, 25-29.9, ≥ 30.
 */

export type TBmiUnit = 'metric' | 'imperial'
export type TBmiStandard = 'asian' | 'who'
export type TBmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese'

export interface IBmiInput {
  unit: TBmiUnit
  heightCm?: number
  feet?: number
  inches?: number
  weightKg: number
  standard?: TBmiStandard
}

export interface IBmiResult {
  bmi: number
  category: TBmiCategory
  label: string
  standard: TBmiStandard
  heightCm: number
  /** The weights (kg) that would be 'normal' at this height. */
  healthyWeight: { min: number; max: number }
}

/** Lower bounds of overweight and obese; normal starts at 18.5 in both. */
export const BMI_CUTOFFS: Record<TBmiStandard, { normal: number; overweight: number; obese: number }> = {
  asian: { normal: 18.5, overweight: 23, obese: 25 },
  who: { normal: 18.5, overweight: 25, obese: 30 },
}

export const BMI_LABELS: Record<TBmiCategory, string> = {
  underweight: 'Underweight',
  normal: 'Normal',
  overweight: 'Overweight',
  obese: 'Obese',
}

/** Spec 5 texts. */
export const BMI_MESSAGES = calculators.bmi

/** The conventions behind the figures, for the page's assumptions list. */
export const BMI_ASSUMPTIONS = [
  'Categories use the Asian/Indian cut-offs unless WHO is chosen: normal 18.5 to 22.9 (WHO 18.5 to 24.9).',
  'BMI is shown to one decimal; the category follows the figure shown.',
] as const

export const BMI_LIMITS = {
  heightCm: { min: 137, max: 213 },
  /** In inches: 4 ft 6 in to 7 ft 0 in. */
  heightInches: { min: 54, max: 84 },
  weightKg: { min: 30, max: 150 },
} as const

const CM_PER_INCH = 2.54

export function bmiCategory(bmi: number, standard: TBmiStandard = 'asian'): TBmiCategory {
  const cut = BMI_CUTOFFS[standard]
  if (bmi < cut.normal) return 'underweight'
  if (bmi < cut.overweight) return 'normal'
  if (bmi < cut.obese) return 'overweight'
  return 'obese'
}

export function calculateBmi(input: IBmiInput): TCalcResult<IBmiInput, IBmiResult> {
  const checks = new FieldChecks<IBmiInput>()
  let heightCm = NaN
  if (input.unit === 'metric') {
    checks.number('heightCm', input.heightCm, { ...BMI_LIMITS.heightCm, message: BMI_MESSAGES.heightCm })
    heightCm = input.heightCm as number
  } else if (input.unit === 'imperial') {
    const feetOk = typeof input.feet === 'number' && Number.isInteger(input.feet)
    const inches = input.inches ?? 0
    const inchesOk = typeof inches === 'number' && Number.isFinite(inches) && inches >= 0 && inches < 12
    const total = (input.feet as number) * 12 + inches
    if (
      !feetOk ||
      !inchesOk ||
      !(total >= BMI_LIMITS.heightInches.min && total <= BMI_LIMITS.heightInches.max)
    )
      checks.fail('feet', BMI_MESSAGES.heightFeet)
    heightCm = total * CM_PER_INCH
  } else checks.fail('unit', BMI_MESSAGES.unit)
  checks.number('weightKg', input.weightKg, { ...BMI_LIMITS.weightKg, message: BMI_MESSAGES.weight })
  const standard: TBmiStandard = input.standard === 'who' ? 'who' : 'asian'

  return checks.result(() => {
    const metres = heightCm / 100
    const bmi = Math.round((input.weightKg / (metres * metres)) * 10) / 10
    const category = bmiCategory(bmi, standard)
    const cut = BMI_CUTOFFS[standard]
    return {
      bmi,
      category,
      label: BMI_LABELS[category],
      standard,
      heightCm,
      // The highest 'normal' BMI is just under the overweight cut-off: 22.9 (Asian) or 24.9 (WHO).
      healthyWeight: { min: cut.normal * metres * metres, max: (cut.overweight - 0.1) * metres * metres },
    }
  })
}
