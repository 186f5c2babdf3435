'use client'

import { useEffect, useState } from 'react'

import { formatRupees, formatRupeesShort } from '@/domain/format'
import {
  type IQuoteInput,
  type IQuoteTable,
  quoteBenefits,
  quoteSummary,
  quotePremium,
  quotePrefill,
  QUOTE_FIELDS,
  type TQuoteField,
  todayInIndia,
  validateQuote,
} from '@/domain/quotes'

import { ChoiceField, Form, SelectField, SubmitButton, TextField, useForm } from '../forms'
import { BenefitList, GstLine, PremiumFigure, PremiumTable } from './parts'
import { SaveQuote, type TSaveQuoteProps } from './SaveQuote'
import { TalkToAdvisor } from './TalkToAdvisor'

type Props = Omit<TSaveQuoteProps, 'quote' | 'values' | 'planPath'> & {
  table: IQuoteTable
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Rupees as typed, read back in words under the field: '1,00,00,000' → '₹1 crore'. */
function amountHint(value: string) {
  const amount = Number(value.replace(/,/g, ''))
  return value && Number.isFinite(amount) && amount > 0
    ? `${formatRupees(amount)} (${formatRupeesShort(amount)})`
    : null
}

/**
 * The quote journey: the visitor's details, checked against the plan's own rules (each refusal beside its field),
 * then the premium worked out from the plan's rate table in the browser: each way of paying with the GST of the
 * day's rules (none on individual life premiums from 22 Sep 2025, and the page says so), and what the plan pays. The quote follows every change once shown. 'Save my quote' proves the mobile number by OTP and stores
 * it (the server works the premium out again); 'Talk to an advisor' hands the quote to the contact panel.
 */
export function QuoteJourney({ table, ...save }: Props) {
  const [today] = useState(() => todayInIndia(new Date()))
  const [shown, setShown] = useState(false)
  const [saving, setSaving] = useState(false)
  const initial = Object.fromEntries(
    QUOTE_FIELDS.map((field) => [field, field === 'mode' ? 'yearly' : '']),
  ) as Record<TQuoteField, string>
  const form = useForm<TQuoteField, IQuoteInput>({
    initial,
    validate: (values) => validateQuote(table, values, today),
    filters: { income: ['digits', 10], sum_assured: ['digits', 10] },
    // A chosen policy term brings the paying term along while it is empty or longer than the new term.
    derive: (values, changed) =>
      changed === 'policy_term' &&
      values.policy_term &&
      (!values.ppt || Number(values.ppt) > Number(values.policy_term))
        ? { ...values, ppt: values.policy_term }
        : values,
    idPrefix: 'quote',
  })

  // A calculator's suggestion in the address (`?sa=…&term=…`), read here so the page is the same for everyone.
  const { setValues } = form
  useEffect(() => {
    const prefill = quotePrefill(new URLSearchParams(window.location.search), table)
    if (Object.keys(prefill).length > 0) setValues((values) => ({ ...values, ...prefill }))
  }, [setValues, table])

  const checked = validateQuote(table, form.values, today)
  const [last, setLast] = useState<IQuoteInput | null>(null)
  const input = checked.ok ? checked.value : last
  const premium = shown && input ? quotePremium(table, input, today) : null

  const terms = range(table.term_min, table.term_max)
  const term = Number(form.values.policy_term) || table.term_max
  const paying = range(table.ppt_min, Math.min(term, table.term_max))

  return (
    <div className="grid gap-6">
      <Form
        form={form}
        id="quote-form"
        aria-labelledby="quote-heading"
        onSubmit={(event) =>
          form.submit(event, (value) => {
            setLast(value)
            setShown(true)
            requestAnimationFrame(() => document.getElementById('quote-result')?.focus())
          })
        }
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          form={form}
          name="dob"
          label="Date of birth"
          type="date"
          max={today}
          autoComplete="bday"
          hint={`Entry age ${table.entry_age_min} to ${table.entry_age_max} years`}
        />
        <ChoiceField
          form={form}
          name="gender"
          legend="Gender"
          options={[
            ['male', 'Male'],
            ['female', 'Female'],
          ]}
        />
        <ChoiceField
          form={form}
          name="smoker"
          legend="Do you smoke or chew tobacco?"
          options={[
            ['no', 'No'],
            ['yes', 'Yes'],
          ]}
        />
        <TextField
          form={form}
          name="income"
          label="Yearly income (₹)"
          inputMode="numeric"
          hint={amountHint(form.values.income) ?? `At least ${formatRupees(table.income_min)}`}
        />
        <TextField
          form={form}
          name="sum_assured"
          label="Sum assured (₹)"
          inputMode="numeric"
          hint={
            amountHint(form.values.sum_assured) ??
            `${formatRupeesShort(table.sum_assured_min)} to ${formatRupeesShort(table.sum_assured_max)}`
          }
        />
        <SelectField
          form={form}
          name="policy_term"
          label="Policy term"
          placeholder="Select years"
          options={terms.map((years) => [String(years), `${years} years`] as const)}
        />
        <SelectField
          form={form}
          name="ppt"
          label="Premium paying term"
          placeholder="Select years"
          options={paying.map(
            (years) =>
              [String(years), years === term ? `${years} years (whole term)` : `${years} years`] as const,
          )}
        />
        <ChoiceField
          form={form}
          name="mode"
          legend="How often will you pay?"
          options={[
            ['yearly', 'Yearly'],
            ['half-yearly', 'Half-yearly'],
            ['monthly', 'Monthly'],
          ]}
        />
        <div className="sm:col-span-2">
          <SubmitButton form={form}>{shown ? 'Update my quote' : 'Get my quote'}</SubmitButton>
        </div>
      </Form>

      {premium && input ? (
        <section
          id="quote-result"
          tabIndex={-1}
          aria-labelledby="quote-result-heading"
          className="grid gap-5 rounded-lg border border-brand-200 bg-white p-5 shadow-sm outline-none"
        >
          <div aria-live="polite">
            <h2 id="quote-result-heading" className="text-xl font-bold text-brand-900">
              Your premium
            </h2>
            <PremiumFigure premium={premium} mode={input.mode} className="mt-2" />
            <p className="mt-1 text-sm text-muted">
              For {formatRupeesShort(input.sum_assured)} of cover until age {premium.coverUntilAge}, paying
              for {input.ppt} years.
            </p>
            <GstLine premium={premium} className="mt-2" />
            {!checked.ok ? (
              <p className="mt-2 text-sm font-medium text-red-700">
                This is the quote for the details you last checked. Correct the details above to update it.
              </p>
            ) : null}
          </div>
          <PremiumTable premium={premium} chosen={input.mode} />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">What the plan gives</h3>
            <div className="mt-2">
              <BenefitList benefits={quoteBenefits(table, input, premium)} />
            </div>
          </div>
          <p className="text-xs leading-5 text-muted">
            An indicative premium on the details above. The final premium depends on underwriting of your
            health, habits, occupation and income.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              aria-expanded={saving}
              aria-controls="save-quote"
              onClick={() => setSaving(true)}
            >
              Save my quote
            </button>
            <TalkToAdvisor
              planName={table.planName}
              comments={quoteSummary(table.planName, input, premium)}
            />
          </div>
          {saving && checked.ok ? (
            <SaveQuote {...save} planPath={table.planPath} quote={checked.value} values={form.values} />
          ) : saving ? (
            <p className="text-sm font-medium text-red-700">Correct the details above to save this quote.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
