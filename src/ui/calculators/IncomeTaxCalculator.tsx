'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { calculateIncomeTax, type IIncomeTaxInput, type IRegimeTax } from '@/domain/calculators/income-tax'
import { formatRupees } from '@/domain/format'
import {
  FINANCIAL_YEARS,
  TAX_YEARS,
  type TAgeBand,
  type TFinancialYear,
} from '@/domain/calculators/tax-rules'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  Figure,
  FixFields,
  NumberField,
  SelectField,
  type TCalculatorProps,
} from './Fields'
import { CITY_OPTIONS } from './options'
import { toNumber, toOptional, useQueryInputs } from './useQueryInputs'

const AGE_OPTIONS = [
  ['below60', 'Below 60 years'],
  ['60to79', '60 to 79 years'],
  ['80plus', '80 years or more'],
] as const

const DEFAULTS = {
  fy: FINANCIAL_YEARS[FINANCIAL_YEARS.length - 1] as string,
  age: 'below60',
  salary: '12,00,000',
  other: '',
  c80: '',
  d80: '',
  d80p: '',
  psenior: 'no',
  nps: '',
  home: '',
  basic: '',
  hra: '',
  rent: '',
  city: 'Delhi',
}

const ROWS: [label: string, value: (tax: IRegimeTax) => number][] = [
  ['Gross income', (t) => t.grossIncome],
  ['HRA exemption', (t) => t.hraExemption],
  ['Standard deduction', (t) => t.standardDeduction],
  [
    'Deductions (80C, 80D, 80CCD(1B), home-loan interest)',
    (t) =>
      t.deductions.section80C +
      t.deductions.section80D +
      t.deductions.section80CCD1B +
      t.deductions.homeLoanInterest,
  ],
  ['Taxable income', (t) => t.taxableIncome],
  ['Tax on the slabs', (t) => t.slabTax],
  ['Rebate under section 87A', (t) => t.rebate],
  ['Surcharge', (t) => t.surcharge],
  ['Health and education cess (4%)', (t) => t.cess],
  ['Total tax', (t) => t.totalTax],
]

function toInput(v: typeof DEFAULTS): IIncomeTaxInput {
  return {
    fy: v.fy as TFinancialYear,
    ageBand: v.age as TAgeBand,
    salary: toNumber(v.salary),
    otherIncome: toOptional(v.other),
    section80C: toOptional(v.c80),
    healthInsuranceSelf: toOptional(v.d80),
    healthInsuranceParents: toOptional(v.d80p),
    parentsSenior: v.psenior === 'yes',
    section80CCD1B: toOptional(v.nps),
    homeLoanInterest: toOptional(v.home),
    basicSalary: toOptional(v.basic),
    hraReceived: toOptional(v.hra),
    rentPaid: toOptional(v.rent),
    city: v.city,
  }
}

export default function IncomeTaxCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateIncomeTax(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateIncomeTax(toInput(settled))
  const describe = (done: typeof result): string | null =>
    !done.ok
      ? null
      : `Old regime tax ${formatRupees(done.value.old.totalTax)}, new regime tax ${formatRupees(done.value.new.totalTax)}. ${
          done.value.better === 'equal'
            ? 'Both regimes cost the same.'
            : `The ${done.value.better} regime saves ${formatRupees(done.value.saving)}.`
        }`
  const amount = (key: keyof typeof DEFAULTS, label: string, error?: string, hint?: string) => (
    <NumberField kind="amount" label={label} hint={hint} error={error} {...bind(key)} />
  )

  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <SelectField
            label="Financial year"
            options={FINANCIAL_YEARS.map((fy) => [fy, TAX_YEARS[fy].label] as const)}
            error={errors.fy}
            {...bind('fy')}
          />
          <SelectField label="Your age" options={AGE_OPTIONS} error={errors.ageBand} {...bind('age')} />
          {amount('salary', 'Gross salary a year (HRA included)', errors.salary)}
          {amount('other', 'Other income a year (interest, rent received)', errors.otherIncome)}
          <fieldset className="grid gap-4 rounded-md border border-gray-200 p-3">
            <legend className="px-1 font-semibold text-brand-900">Deductions (old regime only)</legend>
            {amount(
              'c80',
              '80C investments (PPF, ELSS, life-insurance premium)',
              errors.section80C,
              'Up to ₹1,50,000 counts.',
            )}
            {amount(
              'd80',
              'Health insurance premium for yourself and family (80D)',
              errors.healthInsuranceSelf,
            )}
            {amount('d80p', "Parents' health insurance premium (80D)", errors.healthInsuranceParents)}
            <SelectField
              label="Is a parent 60 or older?"
              options={[
                ['no', 'No'],
                ['yes', 'Yes'],
              ]}
              {...bind('psenior')}
            />
            {amount(
              'nps',
              'Own NPS contribution (80CCD(1B))',
              errors.section80CCD1B,
              'Up to ₹50,000 counts.',
            )}
            {amount(
              'home',
              'Home-loan interest, self-occupied house (24(b))',
              errors.homeLoanInterest,
              'Up to ₹2,00,000 counts.',
            )}
          </fieldset>
          <fieldset className="grid gap-4 rounded-md border border-gray-200 p-3">
            <legend className="px-1 font-semibold text-brand-900">
              House rent allowance (old regime only)
            </legend>
            {amount('hra', 'HRA received a year', errors.hraReceived, 'Leave empty if you receive no HRA.')}
            {amount('basic', 'Basic salary plus DA a year', errors.basicSalary)}
            {amount('rent', 'Rent paid a year', errors.rentPaid)}
            <SelectField
              label="City you live in"
              options={CITY_OPTIONS}
              error={errors.city}
              {...bind('city')}
            />
          </fieldset>
        </>
      }
    >
      {result.ok ? (
        <>
          <p
            className="rounded-md bg-green-50 p-3 text-lg font-semibold text-green-900"
            data-testid="tax-verdict"
          >
            {result.value.better === 'equal'
              ? 'Both regimes cost the same.'
              : `The ${result.value.better} regime saves you ${formatRupees(result.value.saving)} (${money(result.value.saving).words}).`}
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Tax under the old and the new regime, {result.value.label}
              </caption>
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="py-2 pr-2">
                    {result.value.label}
                  </th>
                  {(['old', 'new'] as const).map((regime) => (
                    <th
                      key={regime}
                      scope="col"
                      className={`py-2 pr-2 text-right ${result.value.better === regime ? 'bg-green-50 text-green-900' : ''}`}
                    >
                      {regime === 'old' ? 'Old regime' : 'New regime'}
                      {result.value.better === regime ? ' (lower tax)' : ''}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(([label, value]) => (
                  <tr key={label} className="border-b border-gray-100 last:font-bold">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {label}
                    </th>
                    <td
                      className="py-1 pr-2 text-right"
                      data-testid={label === 'Total tax' ? 'old-total' : undefined}
                    >
                      {formatRupees(value(result.value.old))}
                    </td>
                    <td
                      className="py-1 pr-2 text-right"
                      data-testid={label === 'Total tax' ? 'new-total' : undefined}
                    >
                      {formatRupees(value(result.value.new))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.value.hra ? (
            <dl className="mt-3">
              <Figure label="HRA exempt (old regime)" {...money(result.value.hra.exempt)} />
            </dl>
          ) : null}
          <BarChart
            title="Total tax: old and new regime"
            assumption={chartAssumption.incomeTax(TAX_YEARS[values.fy as TFinancialYear].label)}
            firstColumn="Regime"
            legend={['Total tax']}
            bars={[
              { label: 'Old regime', parts: [result.value.old.totalTax] },
              { label: 'New regime', parts: [result.value.new.totalTax] },
            ]}
          />
          {result.value.assumptions.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-sm text-muted">
              {result.value.assumptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
