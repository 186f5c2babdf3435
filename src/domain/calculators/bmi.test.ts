import { describe, expect, it } from 'vitest'

import { bmiCategory, calculateBmi, type IBmiInput } from './bmi'

const run = (input: IBmiInput) => {
  const result = calculateBmi(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('BMI', () => {
  it('metric: 65 kg at 170 cm', () => {
    // 65 / 1.7² = 65 / 2.89 = 22.49 → 22.5: normal on both scales
    const result = run({ unit: 'metric', heightCm: 170, weightKg: 65 })
    expect(result.bmi).toBe(22.5)
    expect(result.category).toBe('normal')
    expect(result.standard).toBe('asian')
    // normal at 1.7 m: 18.5 × 2.89 = 53.47 kg to 22.9 × 2.89 = 66.18 kg
    expect(result.healthyWeight.min).toBeCloseTo(53.465, 3)
    expect(result.healthyWeight.max).toBeCloseTo(66.181, 3)
  })

  it('the Asian cut-offs by default, WHO as an option', () => {
    // 75 / 1.75² = 75 / 3.0625 = 24.49 → 24.5: overweight (Asian 23-24.9), normal (WHO 18.5-24.9)
    expect(run({ unit: 'metric', heightCm: 175, weightKg: 75 }).category).toBe('overweight')
    expect(run({ unit: 'metric', heightCm: 175, weightKg: 75, standard: 'who' }).category).toBe('normal')
    // 80 / 3.0625 = 26.12 → 26.1: obese (Asian ≥ 25), overweight (WHO 25-29.9)
    expect(run({ unit: 'metric', heightCm: 175, weightKg: 80 }).label).toBe('Obese')
    expect(run({ unit: 'metric', heightCm: 175, weightKg: 80, standard: 'who' }).label).toBe('Overweight')
  })

  it.each([
    [18.4, 'underweight', 'underweight'],
    [18.5, 'normal', 'normal'],
    [22.9, 'normal', 'normal'],
    [23, 'overweight', 'normal'],
    [24.9, 'overweight', 'normal'],
    [25, 'obese', 'overweight'],
    [29.9, 'obese', 'overweight'],
    [30, 'obese', 'obese'],
  ] as const)('%d is %s (Asian) and %s (WHO)', (bmi, asian, who) => {
    expect(bmiCategory(bmi)).toBe(asian)
    expect(bmiCategory(bmi, 'who')).toBe(who)
  })

  it('feet and inches: 5 ft 7 in, 65 kg', () => {
    // 67 in × 2.54 = 170.18 cm; 65 / 1.7018² = 65 / 2.89612 = 22.44 → 22.4
    const result = run({ unit: 'imperial', feet: 5, inches: 7, weightKg: 65 })
    expect(result.heightCm).toBeCloseTo(170.18, 6)
    expect(result.bmi).toBe(22.4)
  })

  it("the spec's height and weight messages at the edges", () => {
    expect(calculateBmi({ unit: 'metric', heightCm: 137, weightKg: 30 }).ok).toBe(true)
    expect(calculateBmi({ unit: 'metric', heightCm: 213, weightKg: 150 }).ok).toBe(true)
    expect(calculateBmi({ unit: 'metric', heightCm: 136.9, weightKg: 29 })).toEqual({
      ok: false,
      errors: {
        heightCm: 'Enter Height between 137 to 213 cm',
        weightKg: 'Enter weight between 30 to 150 kg',
      },
    })
    expect(calculateBmi({ unit: 'metric', heightCm: 214, weightKg: 151 })).toEqual({
      ok: false,
      errors: {
        heightCm: 'Enter Height between 137 to 213 cm',
        weightKg: 'Enter weight between 30 to 150 kg',
      },
    })
    // 4 ft 6 in to 7 ft 0 in
    expect(calculateBmi({ unit: 'imperial', feet: 4, inches: 6, weightKg: 50 }).ok).toBe(true)
    expect(calculateBmi({ unit: 'imperial', feet: 7, inches: 0, weightKg: 90 }).ok).toBe(true)
    for (const [feet, inches] of [
      [4, 5],
      [7, 1],
      [5, 12],
      [5.5, 0],
    ])
      expect(calculateBmi({ unit: 'imperial', feet, inches, weightKg: 60 })).toEqual({
        ok: false,
        errors: { feet: 'Enter Height between 4.6 to 7 feet' },
      })
  })

  it('an empty height is a message, not NaN', () => {
    expect(calculateBmi({ unit: 'metric', weightKg: NaN })).toEqual({
      ok: false,
      errors: {
        heightCm: 'Enter Height between 137 to 213 cm',
        weightKg: 'Enter weight between 30 to 150 kg',
      },
    })
  })
})
