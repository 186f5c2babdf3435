'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useId } from 'react'

import { isAmountKey } from '@/domain/forms/filters'

import { quoteHandoff } from '@/domain/quotes/calculators'

import { openLeadPanel } from '../contact/open'
import { Field, inputClass, RadioGroup } from '../forms'
import { filterValue, type TNumberKind } from './filter'
import { ShareResult } from './ShareResult'

export type { TNumberKind }

interface IFieldProps {
  name: string
  label: string
  value: string
  error?: string
  hint?: string
  onChange: (value: string) => void
}

/** A calculator field: the kit's label, hint and message around a control with an id of its own. */
function FieldFrame({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string
  label: string
  error?: string
  hint?: string
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  return (
    <Field name={name} id={id} label={label} hint={hint} error={error ?? null}>
      {({ id: controlId, 'aria-invalid': invalid, 'aria-describedby': described }) =>
        children({ id: controlId, 'aria-invalid': invalid, 'aria-describedby': described })
      }
    </Field>
  )
}

/**
 * A number input: amounts take the spec's amount keys, show Indian grouping and a '₹' before them (unless `prefix`
 * says otherwise); a unit may follow (`suffix`).
 */
export function NumberField({
  kind,
  prefix = kind === 'amount' ? '₹' : undefined,
  suffix,
  ...props
}: IFieldProps & { kind: TNumberKind; prefix?: string; suffix?: string }) {
  return (
    <FieldFrame name={props.name} label={props.label} error={props.error} hint={props.hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          {prefix ? (
            <span aria-hidden="true" className="mt-1 text-muted">
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            name={props.name}
            type="text"
            inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
            autoComplete="off"
            className={inputClass(Boolean(props.error))}
            value={props.value}
            onKeyDown={(event) => {
              if (kind !== 'amount' || event.ctrlKey || event.metaKey || event.altKey) return
              if (!isAmountKey(event.key)) event.preventDefault()
            }}
            onChange={(event) => props.onChange(filterValue(kind, event.target.value))}
          />
          {suffix ? <span className="mt-1 shrink-0 text-muted">{suffix}</span> : null}
        </div>
      )}
    </FieldFrame>
  )
}

/** A planner's unit for a number: whole numbers are years, decimals a yearly rate, amounts rupees. */
export const plannerUnit = (kind: TNumberKind) =>
  kind === 'integer' ? 'years' : kind === 'decimal' ? '% a year' : undefined

/** A number field of the planners (HLV, retirement, child, smoking…): its unit follows from its kind. */
export function PlannerField(props: IFieldProps & { kind: TNumberKind }) {
  return <NumberField suffix={plannerUnit(props.kind)} {...props} />
}

type TOptions = readonly (readonly [value: string, label: string])[]

export function SelectField({ options, ...props }: IFieldProps & { options: TOptions }) {
  return (
    <FieldFrame name={props.name} label={props.label} error={props.error} hint={props.hint}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          className={inputClass(Boolean(props.error))}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/** Two or three choices as radio buttons in a fieldset (arrow keys move between them). */
export function ChoiceField({ options, ...props }: IFieldProps & { options: TOptions }) {
  return (
    <RadioGroup id={useId()} {...props} legend={props.label} options={options} error={props.error ?? null} />
  )
}

/** What a visitor tells the advisor: the calculator's name and its result as it is on screen. */
export const advisorComment = (name: string, result: string | null) =>
  result ? `${name}: ${result}` : `${name}: no result yet.`

/** What every calculator receives: its name, and the plan its result can be quoted for (none when no plan can). */
export type TCalculatorProps = {
  name: string
  quote?: { path: string; planName: string } | null
}

/**
 * The calculator's layout: inputs on the left (top on phones), results beside them, 'Talk to an advisor', which
 * opens the contact panel with the calculator's name and result in the lead's comments, and 'Get a quote' for the
 * plan the result points to, carrying the cover and term the result suggests (`handoff`).
 */
export function CalculatorLayout<TResult>({
  name,
  inputs,
  children,
  describe,
  result,
  settled,
  quote = null,
  handoff,
}: {
  name: string
  inputs: ReactNode
  children: ReactNode
  /** The result in one sentence; null while fields need correcting. */
  describe: (result: TResult) => string | null
  /** The result of the inputs as typed (for the advisor) … */
  result: TResult
  /** … and as they were when typing last settled: announced politely to screen readers. */
  settled: TResult
  quote?: TCalculatorProps['quote']
  /** The sum assured and policy term the result suggests for the quote, if any. */
  handoff?: (result: TResult) => { sumAssured?: number | null; years?: number | null } | null
}) {
  const router = useRouter()
  const resultId = useId()
  const summary = describe(settled) ?? 'Some fields need correcting.'
  const now = describe(result)
  return (
    <div className="calculator rounded-lg border border-gray-200 shadow-sm">
      {/* Phones: the result stays in sight while the inputs are changed, and leads to the details. */}
      <div className="calculator-summary sticky top-0 z-10 flex items-center justify-between gap-3 rounded-t-lg border-b border-brand-100 bg-brand-50 px-4 py-2 md:hidden">
        <p className="text-sm font-semibold text-brand-900" aria-hidden="true">
          {now ?? 'Some fields need correcting.'}
        </p>
        <a
          href={`#${resultId}`}
          className="inline-flex min-h-11 shrink-0 items-center text-sm text-brand-700 underline"
          onClick={(event) => {
            // The pinned summary stays over the top of the screen: land the result's heading just below it.
            const result = document.getElementById(resultId)
            const pinned = event.currentTarget.parentElement
            if (!result || !pinned) return
            event.preventDefault()
            const top = result.getBoundingClientRect().top + window.scrollY - pinned.offsetHeight - 8
            window.scrollTo({ top, behavior: 'auto' })
            result.focus({ preventScroll: true })
          }}
        >
          Details
        </a>
      </div>
      <div className="grid gap-6 p-4 md:grid-cols-2 md:p-6">
        <form
          aria-label={name}
          className="grid content-start gap-4"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          {inputs}
        </form>
        <div id={resultId} tabIndex={-1} className="calculator-result scroll-mt-32 focus:outline-none">
          <h3 className="text-xl font-semibold text-brand-900">Your result</h3>
          <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="calculator-summary">
            {summary}
          </p>
          <div className="mt-3">{children}</div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              aria-haspopup="dialog"
              data-main-action=""
              className="btn-primary w-full sm:w-auto"
              onClick={() => {
                const opened = openLeadPanel({
                  comments: advisorComment(name, describe(result)),
                  formType: 'calculator',
                })
                // No contact panel on this page: the contact page has the same form.
                if (!opened) router.push('/contact-us')
              }}
            >
              Talk to an advisor
            </button>
            {quote ? (
              <a
                href={quoteHandoff(quote.path, handoff?.(result) ?? {})}
                className="btn-secondary print-hidden"
                data-testid="calculator-quote"
              >
                Get a quote<span className="sr-only">: {quote.planName}</span>
              </a>
            ) : null}
            <ShareResult name={name} summary={now} />
            <button type="button" className="btn-secondary print-hidden" onClick={() => window.print()}>
              Print
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}

export const FIX_FIELDS = 'Correct the highlighted fields to see your result.'

export function FixFields() {
  return <p className="rounded-md bg-red-50 p-3 text-red-800">{FIX_FIELDS}</p>
}

/** A headline figure: the amount with Indian grouping and, for large sums, in words. */
export function Figure({
  label,
  value,
  words,
  strong = false,
}: {
  label: string
  value: string
  words?: string
  strong?: boolean
}) {
  return (
    <div className={strong ? 'rounded-md bg-brand-50 p-3' : 'py-1'}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={strong ? 'text-2xl font-bold text-brand-900' : 'text-lg font-semibold text-ink'}>
        {value}
        {words && words !== value.replace('₹', '') ? (
          <span className="ml-2 text-sm font-normal text-muted">({words})</span>
        ) : null}
      </dd>
    </div>
  )
}
