'use client'

import { useEffect, useRef, useState } from 'react'

import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import type { IPolicySummary } from '@/domain/policy'
import { DGH_DETAILS_MAX, DGH_FORM, DGH_QUESTIONS, DGH_TEXTS, validateDgh } from '@/domain/services/dgh'
import { EVIDENCE_KINDS, EVIDENCE_MAX_BYTES } from '@/domain/uploads'

import {
  apiCall,
  CheckboxField,
  ChoiceField,
  FileField,
  Form,
  FormNotice,
  pageUrl,
  SubmitButton,
  TextAreaField,
  TextField,
  useFileChoice,
  useForm,
} from '../forms'
import { useLanguage, useT } from '../i18n/Texts'
import { PolicyLookup } from '../policy/PolicyLookup'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'

type TProps = { servicesPath: string; resendSeconds: number }

const TEXTS = services.dghForm
type TDone = { reference: string; acknowledged: boolean }

/** Every field of the form, empty: an answer and its details per question, then height, weight, declaration. */
const EMPTY = {
  ...Object.fromEntries(
    DGH_QUESTIONS.flatMap((q) => [
      [`answer_${q.id}`, ''],
      [`details_${q.id}`, ''],
    ]),
  ),
  height_unit: 'cm',
  height_cm: '',
  height_feet: '',
  height_inches: '',
  weight_kg: '',
  declaration: '',
} as Record<string, string>

/**
 * online-dgh-submission: the policy lookup and OTP to the registered mobile (PolicyLookup, purpose DGH_PAGE), then,
 * for a lapsed policy, the health questions (details for each Yes), height and weight, the medical report (checked
 * by content here and again on the server) and the declaration; the answer is the reference. A policy that is not
 * lapsed is told so and gets no form.
 */
export function DghFlow({ servicesPath, resendSeconds }: TProps) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [done, setDone] = useState<TDone | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const t = useT()
  const full = useLanguage() === 'hi' ? '।' : '.'
  const report = useFileChoice(EVIDENCE_KINDS, EVIDENCE_MAX_BYTES, { required: true })
  const form = useForm({
    initial: EMPTY,
    validate: (values) => validateDgh(values),
    filters: { height_feet: 'digits', height_inches: 'digits' },
  })

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
          {t(DGH_TEXTS.notLapsed)}
        </p>
      </div>
    )

  if (done)
    return (
      <div id="dgh-received" role="status">
        <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {t(DGH_TEXTS.received)}
        </h2>
        <p className="mt-3">
          {t(services.grievanceForm.referenceBefore)} <strong id="dgh-reference">{done.reference}</strong>
          {full} {t(DGH_TEXTS.doneText)}
        </p>
        <p className="mt-2">{t(done.acknowledged ? TEXTS.smsSent : TEXTS.smsFailed)}</p>
      </div>
    )

  const send = async () => {
    const body = new FormData()
    for (const [key, text] of Object.entries(form.values)) body.set(key, text)
    body.set('url', pageUrl())
    if (report.file) body.set('report', report.file, report.file.name)
    setNotice(null)
    const answer = await apiCall<TDone & { errors?: Record<string, string> }>(
      '/api/v1/online-dgh-submission',
      {
        body,
        form: { type: DGH_FORM, servicesPath },
      },
    )
    if (answer.status === 200 && answer.data?.reference) {
      setDone({ reference: answer.data.reference, acknowledged: Boolean(answer.data.acknowledged) })
      return
    }
    setNotice(answer.message)
    form.showServerErrors(answer.data?.errors)
    if (answer.data?.errors?.report) report.fail(answer.data.errors.report)
  }

  return (
    <div className="grid gap-6">
      <PolicySummaryCard summary={summary} />
      <Form
        form={form}
        id="dgh-form"
        onSubmit={(event) => form.submit(event, send, report.check)}
        aria-labelledby="dgh-form-heading"
        className="grid gap-6"
      >
        <h2 id="dgh-form-heading" className="text-xl font-bold text-brand-900">
          {t(TEXTS.health)}
        </h2>
        <ol className="grid gap-5">
          {DGH_QUESTIONS.map((question, index) => (
            <li key={question.id} className="grid gap-2">
              <ChoiceField
                form={form}
                name={`answer_${question.id}`}
                legend={`${index + 1}. ${t(question.text)}`}
                options={[
                  ['yes', t(TEXTS.yes)],
                  ['no', t(TEXTS.no)],
                ]}
              />
              {form.values[`answer_${question.id}`] === 'yes' ? (
                <TextAreaField
                  form={form}
                  name={`details_${question.id}`}
                  label={t(TEXTS.details)}
                  hint={t(TEXTS.detailsHint)}
                  rows={3}
                  maxLength={DGH_DETAILS_MAX}
                />
              ) : null}
            </li>
          ))}
        </ol>

        <div className="grid gap-3">
          <ChoiceField
            form={form}
            name="height_unit"
            legend={t(TEXTS.height)}
            options={[
              ['cm', t(TEXTS.centimetres)],
              ['ft', t(TEXTS.feetInches)],
            ]}
          />
          {form.values.height_unit === 'ft' ? (
            <div className="grid grid-cols-2 gap-4">
              <TextField
                form={form}
                name="height_feet"
                label={t(TEXTS.feet)}
                hint={t(TEXTS.feetHint)}
                inputMode="numeric"
              />
              <TextField
                form={form}
                name="height_inches"
                label={t(TEXTS.inches)}
                hint={t(TEXTS.inchesHint)}
                inputMode="numeric"
              />
            </div>
          ) : (
            <TextField
              form={form}
              name="height_cm"
              label={t(TEXTS.heightCm)}
              hint={t(TEXTS.heightCmHint)}
              inputMode="decimal"
            />
          )}
        </div>

        <TextField
          form={form}
          name="weight_kg"
          label={t(TEXTS.weight)}
          hint={t(TEXTS.weightHint)}
          inputMode="decimal"
        />
        <FileField choice={report} name="report" label={t(TEXTS.report)} purpose={t(TEXTS.reportPurpose)} />
        <CheckboxField form={form} name="declaration" label={t(DGH_TEXTS.declaration)} />

        <div>
          <FormNotice id="dgh-notice" text={notice} />
          <SubmitButton form={form}>{t(TEXTS.submit)}</SubmitButton>
        </div>
      </Form>
    </div>
  )
}
