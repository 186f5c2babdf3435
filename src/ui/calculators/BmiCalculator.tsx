'use client'

import { calculateBmi, type IBmiInput, type TBmiStandard, type TBmiUnit } from '@/domain/calculators/bmi'

import {
  CalculatorLayout,
  ChoiceField,
  Figure,
  FixFields,
  NumberField,
  type TCalculatorProps,
} from './Fields'
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

export default function BmiCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateBmi(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateBmi(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok ? `Your BMI is ${done.value.bmi}: ${done.value.label}.` : null
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <ChoiceField
            label="Height in"
            options={[
              ['metric', 'Centimetres'],
              ['imperial', 'Feet and inches'],
            ]}
            error={errors.unit}
            {...bind('unit')}
          />
          {values.unit === 'imperial' ? (
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                kind="integer"
                label="Height (feet)"
                suffix="ft"
                error={errors.feet}
                {...bind('ft')}
              />
              <NumberField kind="integer" label="Height (inches)" suffix="in" {...bind('in')} />
            </div>
          ) : (
            <NumberField
              kind="decimal"
              label="Height (cm)"
              suffix="cm"
              error={errors.heightCm}
              {...bind('cm')}
            />
          )}
          <NumberField
            kind="decimal"
            label="Weight (kg)"
            suffix="kg"
            error={errors.weightKg}
            {...bind('kg')}
          />
          <ChoiceField
            label="Categories"
            options={[
              ['asian', 'Asian / Indian cut-offs'],
              ['who', 'WHO international'],
            ]}
            {...bind('std')}
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
