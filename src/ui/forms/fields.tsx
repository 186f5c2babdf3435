import type React from 'react'

import { acceptAttribute, formatBytes, kindLabels, type TFileKind } from '@/domain/uploads/kinds'
import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { T, TF } from '@/ui/i18n/Texts'

import type { TFileChoice } from './useFileChoice'
import type { TForm } from './useForm'

/** The one look of a text input or select; red-bordered when its message shows. */
export const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-ink ${invalid ? 'border-red-600' : 'border-gray-400'} focus:border-brand-700`

type TAria = {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': 'true' | undefined
}

type TFieldProps = {
  name: string
  /** The element id, when it is not the name. */
  id?: string
  label: React.ReactNode
  error: string | null
  hint?: React.ReactNode
  optional?: boolean
  children: (aria: TAria) => React.ReactNode
}

/** A labelled field with its hint and its message, wired for screen readers. */
export function Field({ name, id = name, label, error, hint, optional = false, children }: TFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? (
          <span className="font-normal text-muted">
            {' '}
            <T>{fields.optional}</T>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': optional ? undefined : 'true',
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          <T>{error}</T>
        </p>
      ) : null}
    </div>
  )
}

/**
 * The kit's form element: the browser's own validation bubbles off (the kit's messages speak instead) and
 * `aria-busy` while sending. `<Form form={form} onSubmit={(event) => form.submit(event, send)}>`.
 */
export function Form<F extends string>({
  form,
  children,
  ...element
}: { form: TForm<F> } & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'aria-busy'>) {
  return (
    <form
      noValidate
      aria-busy={form.sending}
      // A press keeps the messages still, so what is pressed stays under the pointer (useForm's holdMessages).
      onPointerDownCapture={form.holdMessages}
      {...element}
    >
      {children}
    </form>
  )
}

const BUTTON_CLASS = { primary: 'btn-primary', secondary: 'btn-secondary' } as const

/** The form's submit button, out of reach while the form is sending. */
export function SubmitButton<F extends string>({
  form,
  variant = 'primary',
  className = '',
  disabled,
  children,
  ...button
}: { form: TForm<F>; variant?: keyof typeof BUTTON_CLASS; ref?: React.Ref<HTMLButtonElement> } & Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'form'
>) {
  return (
    <button
      type="submit"
      // The floating controls never cover a form's main button on a phone (src/ui/shell/FloatingGuard.tsx).
      data-main-action=""
      disabled={form.sending || disabled}
      className={`${BUTTON_CLASS[variant]} disabled:opacity-60 ${className}`.trim()}
      {...button}
    >
      {children}
    </button>
  )
}

type TBound<F extends string> = {
  form: TForm<F>
  name: F
  label: React.ReactNode
  hint?: React.ReactNode
  optional?: boolean
}

/** Field, input and the form's state in one: `<TextField form={form} name="ifsc" label="IFSC" />`. */
export function TextField<F extends string>({
  form,
  name,
  label,
  hint,
  optional,
  className = '',
  ...input
}: TBound<F> & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value'>) {
  const error = form.errorOf(name)
  return (
    <Field name={name} id={form.idOf(name)} label={label} hint={hint} optional={optional} error={error}>
      {(aria) => (
        <input
          type="text"
          {...aria}
          {...input}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          onFocus={() => form.focus(name)}
          onBlur={() => form.blur(name)}
          className={`${inputClass(Boolean(error))} ${className}`}
        />
      )}
    </Field>
  )
}

/**
 * An Indian mobile number: the numeric keypad on phones and the browser's saved number offered (the spec's filter,
 * digits only, comes from the form's `filters`). `<MobileField form={form} name="mobile_number" />`.
 */
export function MobileField<F extends string>({
  label = <T>{fields.mobileNumber}</T>,
  ...props
}: Omit<TBound<F>, 'label'> & { label?: React.ReactNode } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    'form' | 'name' | 'value' | 'type' | 'inputMode' | 'autoComplete'
  >) {
  return <TextField {...props} label={label} type="tel" inputMode="numeric" autoComplete="tel-national" />
}

/** A select bound to the form; `placeholder` is the empty first choice. */
export function SelectField<F extends string>({
  form,
  name,
  label,
  hint,
  optional,
  options,
  placeholder,
}: TBound<F> & {
  options: readonly (string | readonly [value: string, label: string])[]
  placeholder?: string
}) {
  const error = form.errorOf(name)
  return (
    <Field name={name} id={form.idOf(name)} label={label} hint={hint} optional={optional} error={error}>
      {(aria) => (
        <select
          {...aria}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.blur(name)}
          className={inputClass(Boolean(error))}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const [value, text] = typeof option === 'string' ? [option, option] : option
            return (
              <option key={value} value={value}>
                {text}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )
}

/** A multi-line text bound to the form, with the characters left when `maxLength` is set. */
export function TextAreaField<F extends string>({
  form,
  name,
  label,
  hint,
  optional,
  rows = 4,
  maxLength,
}: TBound<F> & { rows?: number; maxLength?: number }) {
  const error = form.errorOf(name)
  return (
    <Field name={name} id={form.idOf(name)} label={label} hint={hint} optional={optional} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          rows={rows}
          maxLength={maxLength}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.blur(name)}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  )
}

type TRadioOptions = readonly (readonly [value: string, label: string])[]

/** Radio choices as a fieldset with its legend, hint and message (arrow keys move between them). */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error = null,
  hint,
}: {
  id: string
  name: string
  legend: React.ReactNode
  options: TRadioOptions
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: React.ReactNode
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-sm leading-6 font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map(([choice, text]) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="h-5 w-5 accent-brand-700"
            />
            {text}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          <T>{error}</T>
        </p>
      ) : null}
    </fieldset>
  )
}

/** Radio choices bound to the form. */
export function ChoiceField<F extends string>({
  form,
  name,
  legend,
  options,
  onChoose,
}: {
  form: TForm<F>
  name: F
  legend: React.ReactNode
  options: TRadioOptions
  onChoose?: (value: string) => void
}) {
  return (
    <RadioGroup
      id={form.idOf(name)}
      name={name}
      legend={legend}
      options={options}
      value={form.values[name]}
      error={form.errorOf(name)}
      onChange={(value) => {
        form.set(name, value)
        onChoose?.(value)
      }}
    />
  )
}

/** A tick box bound to the form: its value is 'yes' when ticked and '' when not. */
export function CheckboxField<F extends string>({
  form,
  name,
  label,
  optional = false,
}: {
  form: TForm<F>
  name: F
  label: React.ReactNode
  /** A choice rather than a tick the form needs (a consent is required; a rider is not). */
  optional?: boolean
}) {
  const error = form.errorOf(name)
  const id = form.idOf(name)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={form.values[name] === 'yes'}
          onChange={(event) => form.set(name, event.target.checked ? 'yes' : '')}
          onBlur={() => form.blur(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={optional ? undefined : 'true'}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm leading-6">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          <T>{error}</T>
        </p>
      ) : null}
    </div>
  )
}

/** The kinds and size a file input takes, 'PDF, JPG or PNG, up to 5 MB', in the page's language. */
function KindsHint({ kinds, maxBytes }: { kinds: readonly TFileKind[]; maxBytes: number }) {
  const labels = kindLabels(kinds)
  const size = formatBytes(maxBytes)
  return labels.length > 1 ? (
    <TF
      template={fields.upload.hintMany}
      values={{ kinds: labels.slice(0, -1).join(', '), last: labels.at(-1)!, size }}
    />
  ) : (
    <TF template={fields.upload.hintOne} values={{ kind: labels[0] ?? '', size }} />
  )
}

/** A file input with the kinds and size it takes as its hint, bound to a `useFileChoice`. */
export function FileField({
  choice,
  name,
  label,
  optional,
  purpose,
}: {
  choice: TFileChoice
  name: string
  label: React.ReactNode
  optional?: boolean
  /** What the file is, said before the kinds and size it may have. */
  purpose?: string
}) {
  const kinds = <KindsHint kinds={choice.kinds} maxBytes={choice.maxBytes} />
  return (
    <Field
      name={name}
      label={label}
      optional={optional}
      hint={
        purpose ? (
          <>
            <T>{purpose}</T>: {kinds}
          </>
        ) : (
          kinds
        )
      }
      error={choice.error}
    >
      {(aria) => (
        <input
          {...aria}
          ref={choice.ref}
          type="file"
          accept={acceptAttribute(choice.kinds)}
          onChange={(event) => void choice.onChange(event)}
          className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        />
      )}
    </Field>
  )
}

/** The form's live message line (an error from the server, or the OTP popup's notice). */
export function FormNotice({
  id,
  text,
  tone = 'error',
}: {
  id: string
  text: string | null
  tone?: 'error' | 'info'
}) {
  return (
    <p
      id={id}
      aria-live="assertive"
      className={`min-h-6 text-sm font-medium ${tone === 'error' ? 'text-red-700' : 'text-brand-900'}`}
    >
      {text ? <T>{text}</T> : ''}
    </p>
  )
}
