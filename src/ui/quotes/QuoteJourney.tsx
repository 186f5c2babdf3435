'use client'

import { useEffect, useRef, useState } from 'react'

import { formatRupees, formatRupeesShort } from '@/domain/format'
import {
  ageOn,
  coverTillAges,
  dobFromTyped,
  incomeCover,
  type IQuoteInput,
  type IQuotePremium,
  type IQuoteTable,
  payChoiceLabel,
  payOptions,
  PAYOUT_LABELS,
  quoteBenefits,
  quoteSummary,
  quotePremium,
  quotePrefill,
  QUOTE_FIELDS,
  RIDER_FIELDS,
  RIDER_LABELS,
  ridersOffered,
  sumAssuredChips,
  type TQuoteField,
  todayInIndia,
  typedDob,
  validateQuote,
} from '@/domain/quotes'

import { useFormat, useT } from '../i18n/Texts'
import { CheckboxField, ChoiceField, Form, SelectField, SubmitButton, TextField, useForm } from '../forms'
import { BenefitList, GstLine, PremiumFigure, PremiumParts, PremiumTable } from './parts'
import { SaveQuote, type TSaveQuoteProps } from './SaveQuote'
import { TalkToAdvisor } from './TalkToAdvisor'

type Props = Omit<TSaveQuoteProps, 'quote' | 'values' | 'planPath'> & {
  table: IQuoteTable
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Rupees as typed, read back in words under the field: '1,00,00,000' → '₹1 crore' (its value for `{amount}`). */
function amountHint(value: string) {
  const amount = Number(value.replace(/,/g, ''))
  return value && Number.isFinite(amount) && amount > 0
    ? { amount: `${formatRupees(amount)} (${formatRupeesShort(amount)})` }
    : null
}

/**
 * The quote journey: the visitor's details, checked against the plan's own rules (each refusal beside its field),
 * then the premium worked out from the plan's rate table in the browser: the base premium with each payout option
 * and each rider priced beside it, the total, each way of paying with the GST of the day's rules (none on individual
 * life premiums from 22 Sep 2025, and the page says so), and what the plan pays. The quote follows every change
 * once shown. 'Save my quote' proves the mobile number by OTP and stores it (the server works the premium out
 * again); 'Talk to an advisor' hands the quote to the contact panel.
 */
export function QuoteJourney({ table, ...save }: Props) {
  const t = useT()
  const tf = useFormat()
  const per = (single: boolean) => t(single ? 'once' : 'a year')
  const hint = (amount: { amount: string } | null) => (amount ? tf('{amount}', amount) : null)
  const [today] = useState(() => todayInIndia(new Date()))
  const [shown, setShown] = useState(false)
  const [saving, setSaving] = useState(false)
  // A calculator's term (`?term=`), turned into a cover-till age once the date of birth gives the age.
  const suggestedTerm = useRef<number | null>(null)
  const initial = Object.fromEntries(
    QUOTE_FIELDS.map((field) => [
      field,
      field === 'mode'
        ? 'yearly'
        : field === 'payout'
          ? (table.payout_options[0]?.kind ?? '')
          : field === 'pay' && table.regular_pay
            ? 'regular'
            : '',
    ]),
  ) as Record<TQuoteField, string>
  const form = useForm<TQuoteField, IQuoteInput>({
    initial,
    validate: (values) => validateQuote(table, values, today),
    filters: { income: ['digits', 10], sum_assured: ['digits', 10] },
    derive: (values, changed) => {
      if (changed === 'pay' && values.pay === 'single') return { ...values, mode: 'yearly', rider_wop: '' }
      if (changed !== 'dob') return values
      const dob = typedDob(values.dob)
      const next = { ...values, dob }
      const iso = dobFromTyped(dob)
      const age = iso ? ageOn(iso, today) : null
      if (age !== null && !values.cover_till_age && suggestedTerm.current) {
        const { min, max } = coverTillAges(table, age)
        next.cover_till_age = String(Math.min(max, Math.max(min, age + suggestedTerm.current)))
      }
      return next
    },
    idPrefix: 'quote',
  })

  // A calculator's suggestion in the address (`?sa=…&term=…`), read here so the page is the same for everyone.
  const { setValues } = form
  useEffect(() => {
    const prefill = quotePrefill(new URLSearchParams(window.location.search), table)
    suggestedTerm.current = prefill.term ?? null
    if (prefill.sum_assured) setValues((values) => ({ ...values, sum_assured: prefill.sum_assured! }))
  }, [setValues, table])

  const checked = validateQuote(table, form.values, today)
  const [last, setLast] = useState<IQuoteInput | null>(null)
  const input = checked.ok ? checked.value : last
  const premium = shown && input ? quotePremium(table, input, today) : null

  // The age the date of birth gives, for the cover-till ages and the ways of paying open to it.
  const dob = dobFromTyped(form.values.dob)
  const age = dob ? ageOn(dob, today) : null
  const known = age !== null && age >= table.entry_age_min && age <= table.entry_age_max ? age : null
  const tills =
    known === null
      ? range(table.entry_age_min + table.term_min, table.cover_till_age_max)
      : range(coverTillAges(table, known).min, coverTillAges(table, known).max)
  const term =
    known !== null && Number(form.values.cover_till_age) ? Number(form.values.cover_till_age) - known : null
  const paying = payOptions(table, term)
  const single = form.values.pay === 'single'
  const riders = ridersOffered(table, single ? 'single' : null)
  const income = /^\d+$/.test(form.values.income) ? Number(form.values.income) : null
  const supported = incomeCover(table, income)
  const chips = sumAssuredChips(table)

  /** A payout's or rider's price once a quote is shown: '₹10,500 a year'. */
  const priced = (figure: number | undefined) =>
    premium && figure !== undefined ? ` · ${formatRupees(figure)} ${per(input?.pay === 'single')}` : ''
  const payoutPrice = (kind: string, quoted: IQuotePremium | null) =>
    quoted?.payouts?.find((option) => option.kind === kind)?.premium
  const riderPrice = (kind: string, quoted: IQuotePremium | null) =>
    quoted?.riders?.find((rider) => rider.kind === kind)

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
          label={t('Date of birth (DD/MM/YYYY)')}
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          maxLength={10}
          autoComplete="bday"
          hint={
            known !== null
              ? tf('Age {age}', { age: known })
              : tf('Entry age {min} to {max} years', { min: table.entry_age_min, max: table.entry_age_max })
          }
        />
        <ChoiceField
          form={form}
          name="gender"
          legend={t('Gender')}
          options={[
            ['male', t('Male')],
            ['female', t('Female')],
          ]}
        />
        <ChoiceField
          form={form}
          name="smoker"
          legend={t('Do you smoke or chew tobacco?')}
          options={[
            ['no', t('No')],
            ['yes', t('Yes')],
          ]}
        />
        <TextField
          form={form}
          name="income"
          label={t('Yearly income (₹)')}
          inputMode="numeric"
          hint={
            hint(amountHint(form.values.income)) ??
            tf('At least {amount}', { amount: formatRupees(table.income_min) })
          }
        />
        <div className="grid content-start gap-2">
          <TextField
            form={form}
            name="sum_assured"
            label={t('Sum assured (₹)')}
            inputMode="numeric"
            hint={
              hint(amountHint(form.values.sum_assured)) ??
              tf('From {min} to {max}', {
                min: formatRupeesShort(table.sum_assured_min),
                max: formatRupeesShort(table.sum_assured_max),
              })
            }
          />
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('Choose a sum assured')}>
            {chips.map((amount) => (
              <button
                key={amount}
                type="button"
                className="min-h-11 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
                aria-pressed={form.values.sum_assured === String(amount)}
                onClick={() => form.set('sum_assured', String(amount))}
              >
                {tf('{amount}', { amount: formatRupeesShort(amount) })}
              </button>
            ))}
            {supported !== null ? (
              <button
                type="button"
                className="min-h-11 rounded-full border border-brand-700 px-3 text-left text-sm font-semibold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
                aria-pressed={form.values.sum_assured === String(supported)}
                onClick={() => form.set('sum_assured', String(supported))}
                data-testid="income-cover"
              >
                {tf('{amount}: what your income supports', { amount: formatRupeesShort(supported) })}
              </button>
            ) : null}
          </div>
        </div>
        <SelectField
          form={form}
          name="cover_till_age"
          label={t('Cover till age')}
          placeholder={t('Select an age')}
          hint={
            term !== null && term > 0
              ? tf('{years} years of cover', { years: term })
              : known === null
                ? t('Enter your date of birth to see the ages open to you')
                : undefined
          }
          options={tills.map((till) => [String(till), tf('{age} years', { age: till })] as const)}
        />
        <SelectField
          form={form}
          name="pay"
          label={t('Premium paying term')}
          placeholder={t('Select how long')}
          options={paying.map(
            (pay) =>
              [
                pay,
                pay === 'single' || pay === 'regular'
                  ? t(payChoiceLabel(pay))
                  : tf('Pay for {years} years', { years: pay }),
              ] as const,
          )}
        />
        {single ? null : (
          <ChoiceField
            form={form}
            name="mode"
            legend={t('How often will you pay?')}
            options={[
              ['yearly', t('Yearly')],
              ['half-yearly', t('Half-yearly')],
              ['monthly', t('Monthly')],
            ]}
          />
        )}
        {table.payout_options.length > 0 ? (
          <div className="sm:col-span-2">
            <ChoiceField
              form={form}
              name="payout"
              legend={t('How should the sum assured be paid to your family?')}
              options={table.payout_options.map(
                (option) =>
                  [
                    option.kind,
                    `${t(PAYOUT_LABELS[option.kind])}${priced(payoutPrice(option.kind, premium))}`,
                  ] as const,
              )}
            />
          </div>
        ) : null}
        {riders.length > 0 ? (
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="text-sm leading-6 font-semibold text-ink">{t('Add riders (optional)')}</legend>
            {riders.map((rider) => {
              const quoted = riderPrice(rider.kind, premium)
              const cover =
                rider.kind === 'waiver-of-premium'
                  ? t('future premiums paid for you on disability or critical illness')
                  : tf('cover up to {amount}', {
                      amount: formatRupeesShort(rider.cover_max ?? table.sum_assured_max),
                    })
              return (
                <CheckboxField
                  key={rider.kind}
                  form={form}
                  name={RIDER_FIELDS[rider.kind]}
                  optional
                  label={
                    <>
                      <strong>{t(RIDER_LABELS[rider.kind])}</strong>: {cover}
                      {quoted ? (
                        <span className="font-semibold">
                          {' '}
                          · + {formatRupees(quoted.premium)} {per(single)}
                        </span>
                      ) : null}
                    </>
                  }
                />
              )
            })}
          </fieldset>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton form={form}>{t(shown ? 'Update my quote' : 'Get my quote')}</SubmitButton>
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
              {t('Your premium')}
            </h2>
            <PremiumFigure
              premium={premium}
              mode={input.mode}
              single={input.pay === 'single'}
              className="mt-2"
            />
            <p className="mt-1 text-sm text-muted">
              {input.pay === 'single'
                ? tf('For {cover} of cover until age {age}, paid once.', {
                    cover: formatRupeesShort(input.sum_assured),
                    age: premium.coverUntilAge,
                  })
                : tf('For {cover} of cover until age {age}, paying for {years} years.', {
                    cover: formatRupeesShort(input.sum_assured),
                    age: premium.coverUntilAge,
                    years: input.ppt,
                  })}
            </p>
            <GstLine premium={premium} className="mt-2" />
            {!checked.ok ? (
              <p className="mt-2 text-sm font-medium text-red-700">
                {t(
                  'This is the quote for the details you last checked. Correct the details above to update it.',
                )}
              </p>
            ) : null}
          </div>
          <PremiumParts input={input} premium={premium} />
          {input.pay === 'single' ? null : <PremiumTable premium={premium} chosen={input.mode} />}
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{t('What the plan gives')}</h3>
            <div className="mt-2">
              <BenefitList benefits={quoteBenefits(table, input, premium)} />
            </div>
          </div>
          <p className="text-xs leading-5 text-muted">
            {t(
              'An indicative premium on the details above. The final premium depends on underwriting of your health, habits, occupation and income.',
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              aria-expanded={saving}
              aria-controls="save-quote"
              onClick={() => setSaving(true)}
            >
              {t('Save my quote')}
            </button>
            <TalkToAdvisor
              planName={table.planName}
              comments={quoteSummary(table.planName, input, premium)}
            />
          </div>
          {saving && checked.ok ? (
            <SaveQuote {...save} planPath={table.planPath} quote={checked.value} values={form.values} />
          ) : saving ? (
            <p className="text-sm font-medium text-red-700">
              {t('Correct the details above to save this quote.')}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
