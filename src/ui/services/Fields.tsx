import type React from 'react'

export const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-ink ${invalid ? 'border-red-600' : 'border-gray-400'} focus:border-brand-700`

type TFieldProps = {
  name: string
  label: string
  error: string | null
  hint?: string
  optional?: boolean
  children: (aria: {
    id: string
    name: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
    'aria-required': 'true' | undefined
  }) => React.ReactNode
}

/** A labelled field with its hint and its message, wired for screen readers. */
export function Field({ name, label, error, hint, optional = false, children }: TFieldProps) {
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id: name,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': optional ? undefined : 'true',
      })}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
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
      {text ?? ''}
    </p>
  )
}
