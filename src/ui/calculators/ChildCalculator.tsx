'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { calculateChildPlan, type IChildInput } from '@/domain/calculators/child'
import { formatRupees } from '@/domain/format'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  Figure,
  FixFields,
  PlannerField,
  type TNumberKind,
  type TCalculatorProps,
} from './Fields'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = {
  child: '3',
  eduAge: '18',
  edu: '20,00,000',
  marAge: '27',
  mar: '15,00,000',
  inflation: '8',
  rate: '10',
}

const toInput = (v: typeof DEFAULTS): IChildInput => ({
  childAge: toNumber(v.child),
  educationAge: toNumber(v.eduAge),
  educationCost: toNumber(v.edu === '' ? '0' : v.edu),
  marriageAge: toNumber(v.marAge),
  marriageCost: toNumber(v.mar === '' ? '0' : v.mar),
  inflation: toNumber(v.inflation),
  annualReturn: toNumber(v.rate),
})

export default function ChildCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateChildPlan(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateChildPlan(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `Save ${formatRupees(done.value.monthlySaving)} a month for a total of ${formatRupees(done.value.corpusNeeded)}.`
      : null
  const field = (key: keyof typeof DEFAULTS, label: string, kind: TNumberKind, error?: string) => (
    <PlannerField kind={kind} label={label} error={error} {...bind(key)} />
  )
  const plan = result.ok ? result.value : null
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      handoff={(now) =>
        now.ok
          ? {
              sumAssured: now.value.corpusNeeded,
              years: now.value.education?.years ?? now.value.marriage?.years,
            }
          : null
      }
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          {field('child', "Your child's age", 'integer', errors.childAge)}
          {field('eduAge', 'Age at higher education', 'integer', errors.educationAge)}
          {field('edu', 'Cost of higher education today', 'amount', errors.educationCost)}
          {field('marAge', 'Age at marriage', 'integer', errors.marriageAge)}
          {field('mar', 'Cost of marriage today', 'amount', errors.marriageCost)}
          {field('inflation', 'Inflation in these costs', 'decimal', errors.inflation)}
          {field('rate', 'Expected return on savings', 'decimal', errors.annualReturn)}
        </>
      }
    >
      {plan ? (
        <>
          <dl className="grid gap-2">
            <Figure strong label="Monthly saving needed" {...money(plan.monthlySaving)} />
            {plan.education ? (
              <Figure
                label={`Higher education in ${plan.education.years} years will cost`}
                {...money(plan.education.futureCost)}
              />
            ) : null}
            {plan.marriage ? (
              <Figure
                label={`Marriage in ${plan.marriage.years} years will cost`}
                {...money(plan.marriage.futureCost)}
              />
            ) : null}
            <Figure label="Total needed" {...money(plan.corpusNeeded)} />
          </dl>
          <BarChart
            title="Your savings for the goals, by your child's age"
            assumption={chartAssumption.child(toInput(values))}
            firstColumn="Child's age"
            legend={['Invested', 'Growth']}
            bars={plan.series.map((year) => ({
              label: String(year.childAge),
              parts: [Math.min(year.invested, year.value), Math.max(0, year.value - year.invested)],
            }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
