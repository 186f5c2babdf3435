'use client'

import { calculateBmi, type IBmiInput, type TBmiStandard, type TBmiUnit } from '@/domain/calculators/bmi'

import { CalculatorLayout, ChoiceField, Figure, FixFields, NumberField } from './Fields'
import { toNumber, toOptional, useQueryInputs } from './useQueryInputs'

const DEFAULTS = { unit: 'metric', cm: '160', ft: '5', in: '3', kg: '58', std: 'asian' }

const toInput = (v: typeof DEFAULTS): IBmiInput => ({
  unit: v.unit as TBmiUnit,
  heightCm: toNumber(v.cm),
  feet: toNumber(v.ft),
  inches: toOptional(v.in),
  weightKg: toNumber(v.kg),
  standard: v.std as TBmiStandard,
})

const kg = (value: number) => `${value.toFixed(1)} kg`

export default function BmiCalculator({ name }: { name: string }) {
  const { values, set, settled } = useQueryInputs(DEFAULTS)
  const result = calculateBmi(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateBmi(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok ? `Your BMI is ${done.value.bmi}: ${done.value.label}.` : null
  return (
    <CalculatorLayout
      name={name}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <ChoiceField
            name="unit"
            label="Height in"
            options={[
              ['metric', 'Centimetres'],
              ['imperial', 'Feet and inches'],
            ]}
            value={values.unit}
            error={errors.unit}
            onChange={(value) => set('unit', value)}
          />
          {values.unit === 'imperial' ? (
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                kind="integer"
                name="ft"
                label="Height (feet)"
                suffix="ft"
                value={values.ft}
                error={errors.feet}
                onChange={(value) => set('ft', value)}
              />
              <NumberField
                kind="integer"
                name="in"
                label="Height (inches)"
                suffix="in"
                value={values.in}
                onChange={(value) => set('in', value)}
              />
            </div>
          ) : (
            <NumberField
              kind="decimal"
              name="cm"
              label="Height (cm)"
              suffix="cm"
              value={values.cm}
              error={errors.heightCm}
              onChange={(value) => set('cm', value)}
            />
          )}
          <NumberField
            kind="decimal"
            name="kg"
            label="Weight (kg)"
            suffix="kg"
            value={values.kg}
            error={errors.weightKg}
            onChange={(value) => set('kg', value)}
          />
          <ChoiceField
            name="std"
            label="Categories"
            options={[
              ['asian', 'Asian / Indian cut-offs'],
              ['who', 'WHO international'],
            ]}
            value={values.std}
            onChange={(value) => set('std', value)}
          />
        </>
      }
    >
      {result.ok ? (
        <dl className="grid gap-2">
          <Figure strong label="Your BMI" value={String(result.value.bmi)} />
          <Figure label="Category" value={result.value.label} />
          <Figure
            label="A healthy weight for your height"
            value={`${kg(result.value.healthyWeight.min)} to ${kg(result.value.healthyWeight.max)}`}
          />
        </dl>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
