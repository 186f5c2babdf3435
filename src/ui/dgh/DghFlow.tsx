'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import type { IPolicySummary } from '@/domain/policy'
import {
  DGH_DETAILS_MAX,
  DGH_FIELD_ORDER,
  DGH_FORM,
  DGH_QUESTIONS,
  DGH_TEXTS,
  type TDghField,
  validateDgh,
} from '@/domain/services/dgh'
import {
  acceptAttribute,
  checkChosenFile,
  EVIDENCE_KINDS,
  EVIDENCE_MAX_BYTES,
  uploadHint,
} from '@/domain/uploads'

import { PolicyLookup } from '../policy/PolicyLookup'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { pageUrl, postServiceForm } from '../services/client'
import { Field, FormNotice, inputClass } from '../services/Fields'

type TProps = { servicesPath: string; resendSeconds: number }
type TErrors = Partial<Record<TDghField | 'report', string>>
type TDone = { reference: string; acknowledged: boolean }

const radioClass = 'h-5 w-5 shrink-0 accent-brand-700'

/**
 * online-dgh-submission: the policy lookup and OTP to the registered mobile (PolicyLookup, purpose DGH_PAGE), then,
 * for a lapsed policy, the health questions (details for each Yes), height and weight, the medical report (checked
 * by content here and again on the server) and the declaration; the answer is the reference. A policy that is not
 * lapsed is told so and gets no form.
 */
export function DghFlow({ servicesPath, resendSeconds }: TProps) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [values, setValues] = useState<Record<string, string>>({ height_unit: 'cm' })
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<TErrors>({})
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<TDone | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  if (!summary)
    return (
      <PolicyLookup purpose="DGH_PAGE" resendSeconds={resendSeconds} onVerified={setSummary} idPrefix="dgh" />
    )

  if (summary.status !== 'lapsed')
    return (
      <div className="grid gap-6">
        <PolicySummaryCard summary={summary} />
        <p id="dgh-not-lapsed" role="alert" className="rounded-md border border-brand-200 bg-brand-50 p-4">
          {DGH_TEXTS.notLapsed}
        </p>
      </div>
    )

  if (done)
    return (
      <div id="dgh-received" role="status">
        <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {DGH_TEXTS.received}
        </h2>
        <p className="mt-3">
          Your reference number is <strong id="dgh-reference">{done.reference}</strong>. {DGH_TEXTS.doneText}
        </p>
        <p className="mt-2">
          {done.acknowledged
            ? 'We have sent an acknowledgement by SMS to your registered mobile number.'
            : 'We could not send the acknowledgement SMS just now; your declaration is received all the same.'}
        </p>
      </div>
    )

  const checked = validateDgh({ ...values, declaration: values.declaration ?? '' })
  const clientErrors: TErrors = checked.ok ? {} : checked.errors
  const errorOf = (name: TDghField | 'report'): string | null =>
    name === 'report'
      ? (fileError ?? (submitted && !file ? 'File is required' : null) ?? serverErrors.report ?? null)
      : ((submitted ? clientErrors[name] : undefined) ?? serverErrors[name] ?? null)
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors((current) => ({ ...current, [name]: undefined }))
  }

  const chooseFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setFile(null)
    setFileError(null)
    if (!chosen) return
    const verdict = await checkChosenFile(chosen, EVIDENCE_KINDS, EVIDENCE_MAX_BYTES)
    if (!verdict.ok) {
      setFileError(verdict.message)
      event.target.value = ''
      return
    }
    setFile(chosen)
  }

  const focusFirst = (errors: TErrors) => {
    const first = [...DGH_FIELD_ORDER, 'report' as const].find((name) => errors[name])
    if (!first) return
    const target = first.startsWith('answer_')
      ? formRef.current?.querySelector<HTMLElement>(`input[name="${first}"]`)
      : formRef.current?.querySelector<HTMLElement>(`#${first === 'height_feet' ? 'height_feet' : first}`)
    target?.focus()
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const problems: TErrors = { ...clientErrors }
    if (fileError) problems.report = fileError
    else if (!file) problems.report = 'File is required'
    if (Object.values(problems).some(Boolean)) {
      focusFirst(problems)
      return
    }
    const body = new FormData()
    for (const [key, text] of Object.entries(values)) body.set(key, text)
    body.set('url', pageUrl())
    body.set('report', file!, file!.name)
    setBusy(true)
    setNotice(null)
    const answer = await postServiceForm<TDone & { errors?: TErrors }>(
      '/api/v1/online-dgh-submission',
      body,
      {
        servicesPath,
        formName: DGH_FORM,
      },
    )
    setBusy(false)
    if (answer.status === 200 && answer.data?.reference) {
      setDone({ reference: answer.data.reference, acknowledged: Boolean(answer.data.acknowledged) })
      return
    }
    setNotice(answer.message)
    if (answer.data?.errors) {
      setServerErrors(answer.data.errors)
      focusFirst(answer.data.errors)
    }
  }

  const unit = values.height_unit === 'ft' ? 'ft' : 'cm'

  return (
    <div className="grid gap-6">
      <PolicySummaryCard summary={summary} />
      <form
        ref={formRef}
        id="dgh-form"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        aria-labelledby="dgh-form-heading"
        className="grid gap-6"
      >
        <h2 id="dgh-form-heading" className="text-xl font-bold text-brand-900">
          Your health
        </h2>
        <ol className="grid gap-5">
          {DGH_QUESTIONS.map((question, index) => {
            const answerName = `answer_${question.id}` as const
            const detailsName = `details_${question.id}` as const
            const answerError = errorOf(answerName)
            return (
              <li key={question.id}>
                <fieldset aria-describedby={answerError ? `${answerName}-error` : undefined}>
                  <legend className="text-sm font-semibold leading-6 text-ink">
                    {index + 1}. {question.text}
                  </legend>
                  <div className="mt-2 flex gap-6">
                    {(['yes', 'no'] as const).map((choice) => (
                      <label key={choice} className="flex min-h-11 items-center gap-2">
                        <input
                          type="radio"
                          name={answerName}
                          value={choice}
                          checked={values[answerName] === choice}
                          onChange={() => set(answerName, choice)}
                          className={radioClass}
                        />
                        {choice === 'yes' ? 'Yes' : 'No'}
                      </label>
                    ))}
                  </div>
                  {answerError ? (
                    <p id={`${answerName}-error`} className="mt-1 text-sm text-red-700">
                      {answerError}
                    </p>
                  ) : null}
                </fieldset>
                {values[answerName] === 'yes' ? (
                  <div className="mt-2">
                    <Field
                      name={detailsName}
                      label="Details"
                      hint="The illness or test, when, the treatment, and the doctor or hospital"
                      error={errorOf(detailsName)}
                    >
                      {(aria) => (
                        <textarea
                          {...aria}
                          rows={3}
                          maxLength={DGH_DETAILS_MAX}
                          value={values[detailsName] ?? ''}
                          onChange={(event) => set(detailsName, event.target.value)}
                          className={inputClass(Boolean(errorOf(detailsName)))}
                        />
                      )}
                    </Field>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>

        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink">Height</legend>
          <div className="flex gap-6">
            {(
              [
                ['cm', 'Centimetres'],
                ['ft', 'Feet and inches'],
              ] as const
            ).map(([choice, label]) => (
              <label key={choice} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="height_unit"
                  value={choice}
                  checked={unit === choice}
                  onChange={() => set('height_unit', choice)}
                  className={radioClass}
                />
                {label}
              </label>
            ))}
          </div>
          {unit === 'cm' ? (
            <Field name="height_cm" label="Height in cm" hint="137 to 213 cm" error={errorOf('height_cm')}>
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  inputMode="decimal"
                  value={values.height_cm ?? ''}
                  onChange={(event) => set('height_cm', event.target.value)}
                  className={inputClass(Boolean(errorOf('height_cm')))}
                />
              )}
            </Field>
          ) : (
            <div className="grid grid-cols-2 gap-4">
              <Field name="height_feet" label="Feet" hint="4 ft 6 in to 7 ft" error={errorOf('height_feet')}>
                {(aria) => (
                  <input
                    {...aria}
                    type="text"
                    inputMode="numeric"
                    value={values.height_feet ?? ''}
                    onChange={(event) => set('height_feet', event.target.value.replace(/\D/g, ''))}
                    className={inputClass(Boolean(errorOf('height_feet')))}
                  />
                )}
              </Field>
              <Field name="height_inches" label="Inches" hint="0 to 11" error={null}>
                {(aria) => (
                  <input
                    {...aria}
                    type="text"
                    inputMode="numeric"
                    value={values.height_inches ?? ''}
                    onChange={(event) => set('height_inches', event.target.value.replace(/\D/g, ''))}
                    className={inputClass(false)}
                  />
                )}
              </Field>
            </div>
          )}
        </fieldset>

        <Field name="weight_kg" label="Weight in kg" hint="30 to 150 kg" error={errorOf('weight_kg')}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              inputMode="decimal"
              value={values.weight_kg ?? ''}
              onChange={(event) => set('weight_kg', event.target.value)}
              className={inputClass(Boolean(errorOf('weight_kg')))}
            />
          )}
        </Field>

        <Field
          name="report"
          label="Medical report"
          hint={`Your latest health check-up or doctor's report: ${uploadHint(EVIDENCE_KINDS, EVIDENCE_MAX_BYTES)}`}
          error={errorOf('report')}
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept={acceptAttribute(EVIDENCE_KINDS)}
              onChange={(event) => void chooseFile(event)}
              className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
            />
          )}
        </Field>

        <div>
          <div className="flex items-start gap-3">
            <input
              id="declaration"
              name="declaration"
              type="checkbox"
              checked={values.declaration === 'yes'}
              onChange={(event) => set('declaration', event.target.checked ? 'yes' : '')}
              aria-invalid={errorOf('declaration') ? true : undefined}
              aria-describedby={errorOf('declaration') ? 'declaration-error' : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="declaration" className="text-sm leading-6">
              {DGH_TEXTS.declaration}
            </label>
          </div>
          {errorOf('declaration') ? (
            <p id="declaration-error" className="mt-1 text-sm text-red-700">
              {errorOf('declaration')}
            </p>
          ) : null}
        </div>

        <div>
          <FormNotice id="dgh-notice" text={notice} />
          <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
            Submit declaration
          </button>
        </div>
      </form>
    </div>
  )
}
