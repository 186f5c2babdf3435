'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { formatRupees, formatRupeesShort } from '@/domain/format'
import {
  ADULT_AGE,
  ageFromTyped,
  HEALTH_DETAILS_MAX,
  healthFields,
  type IHealthQuestion,
  type IProposalAnswers,
  isProposalStep,
  NOMINEE_FIELDS,
  OCCUPATIONS,
  PERSONAL_FIELDS,
  PROPOSAL_STEP_NAMES,
  PROPOSAL_STEPS,
  PROPOSAL_TEXTS,
  RELATIONSHIPS,
  type TProposalStep,
  validateHealth,
  validateNominee,
  validatePersonal,
  validateWork,
  WORK_FIELDS,
} from '@/domain/proposals'
import { APPLICATION_TEXTS, TRACK_PATH } from '@/domain/proposals/application'
import { FIRST_PREMIUM_TEXTS } from '@/domain/proposals/payment'
import { quotePathOf } from '@/domain/quotes/paths'
import { PAY_MODE_LABELS, type TPayMode, todayInIndia } from '@/domain/quotes'

import {
  apiCall,
  type TApiResult,
  CheckboxField,
  ChoiceField,
  Form,
  FormNotice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '../forms'
import type { TForm } from '../forms/useForm'
import { useT } from '../i18n/Texts'
import { goToCheckout, type ICheckout } from '../payments/checkout'
import type { TServiceFormProps } from '../services/types'
import { ResumeProposal } from './ResumeProposal'

type TProposal = {
  ref: string
  status: 'draft' | 'submitted' | 'paid'
  step: string
  applicationNumber: string | null
  /** The first premium as the server works it out today (rupees), or null when it cannot be paid online. */
  payment: {
    premium: number
    gst: number
    total: number
    total_paise: number
    gst_pct: number
    gst_line: string | null
  } | null
  /** Set when the quote is past its 30 days: priced again from today's rates, or a new quote is needed. */
  quoteExpired: string | null
  needsReview: boolean
  answers: IProposalAnswers
  /** The plan's health questions in the page's language (for a submitted proposal, those it was asked). */
  questions: IHealthQuestion[]
  prefill: { full_name: string; email: string }
  quote: {
    ref: string
    planName: string
    planPath: string
    sumAssured: number
    coverUntilAge: number
    single: boolean
    mode: TPayMode
    ppt: number
    instalment: { premium: number; gst: number; total: number }
    incomeNeeded: number
    incomeMultiple: number
  }
}

type TView = TProposalStep | 'review' | 'done'

const MODE_WORDS: Record<TPayMode, string> = {
  yearly: 'a year',
  'half-yearly': 'every six months',
  monthly: 'a month',
}

/** The premium as the review shows it: "₹10,500 a year", or "₹2,10,000 once" for single pay. */
const premiumText = (quote: TProposal['quote']) =>
  `${formatRupees(quote.instalment.total)} ${quote.single ? 'once' : MODE_WORDS[quote.mode]}`

const fromAnswers = <F extends string>(names: readonly F[], saved: Partial<Record<F, string>> | undefined) =>
  Object.fromEntries(names.map((name) => [name, saved?.[name] ?? ''])) as Record<F, string>

/**
 * The proposal form in steps (your details, occupation and income, nominee, health and lifestyle, then a review
 * with the premium and the declaration). Each step is checked here with the domain's rules and again by the server,
 * which saves it against the verified mobile: the visitor can leave and resume on any device. On a device that has
 * not proved the mobile, the page asks for it first (OTP).
 */
export function ProposalJourney({ proposalRef, ...otp }: TServiceFormProps & { proposalRef: string }) {
  const t = useT()
  const [proposal, setProposal] = useState<TProposal | null>(null)
  const [state, setState] = useState<'loading' | 'locked' | 'missing' | 'failed' | 'ready'>('loading')
  const [view, setView] = useState<TView>('personal')
  const [message, setMessage] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const apply = useCallback((answer: TApiResult<TProposal>) => {
    if (answer.status === 200 && answer.data) {
      const data = answer.data
      setProposal(data)
      setView(
        data.status === 'paid'
          ? 'done'
          : data.status === 'submitted' || !isProposalStep(data.step)
            ? 'review'
            : data.step,
      )
      setState('ready')
    } else {
      setMessage(answer.message)
      setState(answer.status === 401 ? 'locked' : answer.status === 404 ? 'missing' : 'failed')
    }
  }, [])
  const read = useCallback(
    () => apiCall<TProposal>(`/api/v1/proposals/${proposalRef}`, { method: 'GET' }),
    [proposalRef],
  )
  const load = () => void read().then(apply)

  useEffect(() => {
    void read().then(apply)
  }, [read, apply])

  useEffect(() => {
    // A new step is announced by moving to its heading (not on the first view of the page).
    if (moved.current) heading.current?.focus()
  }, [view])

  const go = (next: TView) => {
    moved.current = true
    setView(next)
    window.scrollTo({ top: 0 })
  }

  if (state === 'loading') return <p role="status">{t('Loading your proposal…')}</p>
  if (state === 'missing' || state === 'failed')
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-ink">
        {t(message)}
      </p>
    )
  if (state === 'locked')
    return (
      <section aria-labelledby="resume-heading" className="grid gap-3">
        <h2 id="resume-heading" className="text-xl font-bold text-brand-900">
          {t(PROPOSAL_TEXTS.notYours)}
        </h2>
        <p className="text-sm leading-6 text-muted">
          {t('Your answers are saved against your mobile number. We send it a one-time password.')}
        </p>
        <ResumeProposal {...otp} onVerified={load} />
      </section>
    )
  if (!proposal) return null

  const saved = (step: TProposalStep, values: Record<string, string>, next: string) => {
    setProposal({ ...proposal, answers: { ...proposal.answers, [step]: values } as IProposalAnswers })
    go(isProposalStep(next) ? next : 'review')
  }
  const props = { proposal, onSaved: saved, onLocked: () => setState('locked') }
  const index = view === 'review' || view === 'done' ? PROPOSAL_STEPS.length : PROPOSAL_STEPS.indexOf(view)
  const title =
    view === 'review'
      ? 'Review and pay'
      : view === 'done'
        ? FIRST_PREMIUM_TEXTS.received
        : PROPOSAL_STEP_NAMES[view]

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        {t(proposal.quote.planName)} · {formatRupeesShort(proposal.quote.sumAssured)} {t('cover')} ·{' '}
        <span data-testid="proposal-premium">{t(premiumText(proposal.quote))}</span>
      </p>
      {view === 'done' ? null : (
        <ol aria-label={t('Steps')} className="flex gap-1.5">
          {[...PROPOSAL_STEPS, 'review' as const].map((step, at) => (
            <li
              key={step}
              aria-current={at === index ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${at <= index ? 'bg-brand-700' : 'bg-gray-300'}`}
            >
              <span className="sr-only">
                {t(step === 'review' ? 'Review and pay' : PROPOSAL_STEP_NAMES[step])}
                {at < index ? `, ${t('done')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div>
        {view === 'done' ? null : (
          <p className="text-sm font-semibold text-brand-700">
            {t('Step')} {index + 1} {t('of')} {PROPOSAL_STEPS.length + 1}
          </p>
        )}
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
          {t(title)}
        </h2>
      </div>
      {view === 'personal' ? <PersonalStep {...props} /> : null}
      {view === 'work' ? <WorkStep {...props} onBack={() => go('personal')} /> : null}
      {view === 'nominee' ? <NomineeStep {...props} onBack={() => go('work')} /> : null}
      {view === 'health' ? <HealthStep {...props} onBack={() => go('nominee')} /> : null}
      {view === 'review' ? (
        <Review
          proposal={proposal}
          onChange={(step) => go(step)}
          onLocked={() => setState('locked')}
          onPayment={(payment) => setProposal({ ...proposal, payment })}
        />
      ) : null}
      {view === 'done' ? <Done proposal={proposal} /> : null}
    </div>
  )
}

type TStepProps = {
  proposal: TProposal
  onSaved: (step: TProposalStep, values: Record<string, string>, next: string) => void
  onLocked: () => void
  onBack?: () => void
}

/** Sends a step; the server's messages are shown beside their fields. */
function useStepSender<F extends string>(step: TProposalStep, props: TStepProps, form: TForm<F>) {
  const [notice, setNotice] = useState<string | null>(null)
  const send = async (value: Record<F, string>) => {
    setNotice(null)
    const answer = await apiCall<{ step: string; errors?: Record<string, string> }>(
      `/api/v1/proposals/${props.proposal.ref}/steps/${step}`,
      { body: value },
    )
    if (answer.status === 200 && answer.data) return props.onSaved(step, value, answer.data.step)
    if (answer.status === 401) return props.onLocked()
    form.showServerErrors(answer.data?.errors ?? answer.errors)
    setNotice(answer.message)
  }
  return { notice, send }
}

function StepButtons<F extends string>({ form, onBack }: { form: TForm<F>; onBack?: () => void }) {
  const t = useT()
  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('Back')}
        </button>
      ) : null}
      <SubmitButton form={form}>{t('Save and continue')}</SubmitButton>
    </div>
  )
}

function PersonalStep(props: TStepProps) {
  const t = useT()
  const saved = props.proposal.answers.personal
  const form = useForm({
    initial: saved ?? { ...fromAnswers(PERSONAL_FIELDS, undefined), ...props.proposal.prefill },
    validate: validatePersonal,
    filters: {
      full_name: 'personName',
      pan: ['upperAlphanumeric', 10],
      pincode: ['digits', 6],
      email: 'email',
    },
    idPrefix: 'proposal',
  })
  const { notice, send } = useStepSender('personal', props, form as unknown as TForm<string>)
  const pincode = form.values.pincode
  const { set } = form
  const filled = useRef('')
  useEffect(() => {
    if (!/^[1-9]\d{5}$/.test(pincode) || filled.current === pincode) return
    filled.current = pincode
    void apiCall<{ city: string; state: string }>(`/api/v1/proposals/place?pincode=${pincode}`, {
      method: 'GET',
    }).then((answer) => {
      if (answer.status !== 200 || !answer.data) return
      set('city', answer.data.city)
      set('state', answer.data.state)
    })
  }, [pincode, set])
  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4"
      aria-label={t('Your details')}
    >
      <TextField form={form} name="full_name" label={t('Full name (as on your PAN)')} autoComplete="name" />
      <TextField form={form} name="email" label={t('E-mail')} type="email" autoComplete="email" />
      <TextField
        form={form}
        name="pan"
        label={t('PAN')}
        hint={t('10 characters, such as ABCDE1234F')}
        autoCapitalize="characters"
      />
      <TextAreaField form={form} name="address" label={t('Address')} rows={3} maxLength={150} />
      <TextField
        form={form}
        name="pincode"
        label={t('PIN code')}
        hint={t('We fill in the city and state where we can')}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="city" label={t('City')} autoComplete="address-level2" />
        <TextField form={form} name="state" label={t('State')} autoComplete="address-level1" />
      </div>
      <FormNotice id="proposal-personal-notice" text={notice} />
      <StepButtons form={form} />
    </Form>
  )
}

function WorkStep(props: TStepProps) {
  const t = useT()
  const { sumAssured, incomeMultiple, incomeNeeded: needed } = props.proposal.quote
  const form = useForm({
    initial: fromAnswers(WORK_FIELDS, props.proposal.answers.work),
    validate: (values) => validateWork(values, { sumAssured, incomeMultiple }),
    filters: { annual_income: ['digits', 12] },
    idPrefix: 'proposal',
  })
  const { notice, send } = useStepSender('work', props, form as unknown as TForm<string>)
  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4"
      aria-label={t('Occupation and income')}
    >
      <SelectField
        form={form}
        name="occupation"
        label={t('Occupation')}
        placeholder={t('Choose')}
        options={OCCUPATIONS.map(([value, label]) => [value, t(label)] as const)}
      />
      {form.values.occupation === 'homemaker' ? null : (
        <TextField
          form={form}
          name="employer"
          label={t('Employer or business name')}
          autoComplete="organization"
        />
      )}
      <TextField
        form={form}
        name="annual_income"
        label={t('Yearly income (₹)')}
        hint={`${t('For this cover, at least')} ${formatRupees(needed)}`}
        inputMode="numeric"
      />
      <FormNotice id="proposal-work-notice" text={notice} />
      <StepButtons form={form} onBack={props.onBack} />
    </Form>
  )
}

function NomineeStep(props: TStepProps) {
  const t = useT()
  const today = todayInIndia()
  const form = useForm({
    initial: fromAnswers(NOMINEE_FIELDS, props.proposal.answers.nominee),
    validate: (values) => validateNominee(values, today),
    filters: {
      nominee_name: 'personName',
      appointee_name: 'personName',
      nominee_dob: 'dateDmy',
      appointee_dob: 'dateDmy',
    },
    idPrefix: 'proposal',
  })
  const { notice, send } = useStepSender('nominee', props, form as unknown as TForm<string>)
  const age = ageFromTyped(form.values.nominee_dob, today)
  const minor = age !== null && age < ADULT_AGE
  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4"
      aria-label={t('Nominee')}
    >
      <p className="text-sm leading-6 text-muted">
        {t('The nominee receives the whole benefit (100 %) if a claim is paid.')}
      </p>
      <TextField form={form} name="nominee_name" label={t('Nominee’s full name')} />
      <SelectField
        form={form}
        name="nominee_relationship"
        label={t('Relationship to you')}
        placeholder={t('Choose')}
        options={RELATIONSHIPS.map(([value, label]) => [value, t(label)] as const)}
      />
      <TextField
        form={form}
        name="nominee_dob"
        label={t('Nominee’s date of birth')}
        hint="DD/MM/YYYY"
        inputMode="numeric"
      />
      {minor ? (
        <fieldset className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('The nominee is under 18: an appointee receives the benefit for them')}
          </legend>
          <TextField form={form} name="appointee_name" label={t('Appointee’s full name')} />
          <TextField
            form={form}
            name="appointee_relationship"
            label={t('Appointee’s relationship to the nominee')}
          />
          <TextField
            form={form}
            name="appointee_dob"
            label={t('Appointee’s date of birth')}
            hint="DD/MM/YYYY"
            inputMode="numeric"
          />
        </fieldset>
      ) : null}
      <FormNotice id="proposal-nominee-notice" text={notice} />
      <StepButtons form={form} onBack={props.onBack} />
    </Form>
  )
}

function HealthStep(props: TStepProps) {
  const t = useT()
  const { questions } = props.proposal
  const form = useForm({
    initial: fromAnswers(healthFields(questions), props.proposal.answers.health),
    validate: (values: Record<string, string>) => validateHealth(values, questions),
    filters: { height_cm: ['digits', 3], weight_kg: ['digits', 3] },
    idPrefix: 'proposal',
  })
  const { notice, send } = useStepSender('health', props, form as unknown as TForm<string>)
  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-5"
      aria-label={t('Health and lifestyle')}
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField form={form} name="height_cm" label={t('Height (cm)')} inputMode="numeric" />
        <TextField form={form} name="weight_kg" label={t('Weight (kg)')} inputMode="numeric" />
      </div>
      {questions.map((question) => (
        <div key={question.key} className="grid gap-2 border-t border-gray-200 pt-4">
          <ChoiceField
            form={form}
            name={`answer_${question.key}`}
            legend={question.text}
            options={[
              ['yes', t('Yes')],
              ['no', t('No')],
            ]}
          />
          {form.values[`answer_${question.key}`] === 'yes' ? (
            <TextAreaField
              form={form}
              name={`details_${question.key}`}
              label={t('Please give details: what, when, and the treatment')}
              rows={3}
              maxLength={HEALTH_DETAILS_MAX}
            />
          ) : null}
        </div>
      ))}
      <FormNotice id="proposal-health-notice" text={notice} />
      <StepButtons form={form} onBack={props.onBack} />
    </Form>
  )
}

const labelOf = (list: readonly (readonly [string, string])[], value: string | undefined) =>
  list.find(([key]) => key === value)?.[1] ?? value ?? ''

function Review({
  proposal,
  onChange,
  onLocked,
  onPayment,
}: {
  proposal: TProposal
  onChange: (step: TProposalStep) => void
  onLocked: () => void
  onPayment: (payment: TProposal['payment']) => void
}) {
  const t = useT()
  const { personal, work, nominee, health } = proposal.answers
  const submitted = proposal.status === 'submitted'
  const form = useForm({
    // A submitted proposal was declared; only its payment is left.
    initial: { declaration: submitted ? 'yes' : '' },
    validate: (values) =>
      values.declaration === 'yes'
        ? { ok: true as const, value: values }
        : { ok: false as const, errors: { declaration: PROPOSAL_TEXTS.declarationRequired } },
    idPrefix: 'proposal',
  })
  // Back from a checkout that failed or was cancelled: the proposal is kept; the visitor can pay again. (The
  // review is shown only in the browser, after the proposal is read.)
  const [notice, setNotice] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('payment') === 'failed'
      ? FIRST_PREMIUM_TEXTS.failed
      : null,
  )
  const payment = proposal.payment
  const send = async () => {
    setNotice(null)
    const answer = await apiCall<{
      checkout?: ICheckout
      step?: string
      payment?: TProposal['payment']
    }>(`/api/v1/proposals/${proposal.ref}/pay`, {
      body: { declaration: true, ...(payment ? { amount_paise: payment.total_paise } : {}) },
    })
    if (answer.status === 200 && answer.data?.checkout) return goToCheckout(answer.data.checkout)
    if (answer.status === 401) return onLocked()
    // The premium changed since the page was read: show the server's figure before the visitor pays it.
    if (answer.data?.payment) onPayment(answer.data.payment)
    setNotice(answer.message)
  }
  const yes = proposal.questions.filter((q) => health?.[`answer_${q.key}`] === 'yes')
  const sections: [TProposalStep, [string, string][]][] = [
    [
      'personal',
      [
        ['Name', personal?.full_name ?? ''],
        ['E-mail', personal?.email ?? ''],
        ['PAN', personal?.pan ?? ''],
        [
          'Address',
          `${personal?.address ?? ''}, ${personal?.city ?? ''}, ${personal?.state ?? ''} ${personal?.pincode ?? ''}`,
        ],
      ],
    ],
    [
      'work',
      [
        ['Occupation', t(labelOf(OCCUPATIONS, work?.occupation))],
        ...(work?.employer ? ([['Employer or business', work.employer]] as [string, string][]) : []),
        ['Yearly income', work ? formatRupees(Number(work.annual_income)) : ''],
      ],
    ],
    [
      'nominee',
      [
        [
          'Nominee',
          `${nominee?.nominee_name ?? ''} (${t(labelOf(RELATIONSHIPS, nominee?.nominee_relationship))}), 100 %`,
        ],
        ['Date of birth', nominee?.nominee_dob ?? ''],
        ...(nominee?.appointee_name
          ? ([['Appointee', `${nominee.appointee_name} (${nominee.appointee_relationship})`]] as [
              string,
              string,
            ][])
          : []),
      ],
    ],
    [
      'health',
      [
        ['Height and weight', `${health?.height_cm ?? ''} cm, ${health?.weight_kg ?? ''} kg`],
        [
          'Answered yes',
          yes.length
            ? yes.map((q) => [q.text, health?.[`details_${q.key}`]].filter(Boolean).join(' — ')).join(' · ')
            : t('None'),
        ],
      ],
    ],
  ]
  return (
    <div className="grid gap-5">
      <section
        className="rounded-lg border border-brand-200 bg-brand-50 p-4"
        aria-labelledby="review-premium"
      >
        <h3 id="review-premium" className="text-sm font-semibold text-muted">
          {t('Your premium')}
        </h3>
        <p className="text-2xl font-bold text-brand-900" data-testid="review-premium">
          {t(premiumText(proposal.quote))}
        </p>
        {proposal.quoteExpired ? (
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-ink" data-testid="quote-expired">
            {proposal.quoteExpired}
          </p>
        ) : null}
        {payment ? (
          <dl className="mt-3 grid gap-1 text-sm" aria-label={t('First premium')}>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('First premium')}</dt>
              <dd className="tabular-nums" data-testid="pay-premium">
                {formatRupees(payment.premium)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">
                {t('GST')} ({payment.gst_pct} %)
              </dt>
              <dd className="tabular-nums" data-testid="pay-gst">
                {formatRupees(payment.gst)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-brand-200 pt-1 font-bold text-brand-900">
              <dt>{t('Total to pay now')}</dt>
              <dd className="tabular-nums" data-testid="pay-total">
                {formatRupees(payment.total)}
              </dd>
            </div>
          </dl>
        ) : null}
        {payment?.gst_line ? <p className="mt-1 text-sm text-muted">{t(payment.gst_line)}</p> : null}
        <p className="mt-1 text-sm text-muted">
          {proposal.quote.single
            ? t('Single pay')
            : `${t(PAY_MODE_LABELS[proposal.quote.mode])}, ${proposal.quote.ppt} ${t('years')}`}
          {' · '}
          {t('cover till age')} {proposal.quote.coverUntilAge}
        </p>
      </section>
      {sections.map(([step, rows]) => (
        <section
          key={step}
          aria-labelledby={`review-${step}`}
          className="rounded-lg border border-gray-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${step}`} className="font-bold text-brand-900">
              {t(PROPOSAL_STEP_NAMES[step])}
            </h3>
            {submitted ? null : (
              <button
                type="button"
                className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline"
                onClick={() => onChange(step)}
                aria-label={`${t('Change')}: ${t(PROPOSAL_STEP_NAMES[step])}`}
              >
                {t('Change')}
              </button>
            )}
          </div>
          <dl className="mt-2 grid gap-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt className="text-muted">{t(term)}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Form
        form={form}
        onSubmit={(event) => form.submit(event, send)}
        className="grid gap-4"
        aria-label={t('Declaration')}
      >
        {submitted ? (
          <p className="text-sm leading-6 text-muted">{t(PROPOSAL_TEXTS.declaration)}</p>
        ) : (
          <CheckboxField form={form} name="declaration" label={t(PROPOSAL_TEXTS.declaration)} />
        )}
        <FormNotice id="proposal-submit-notice" text={notice} />
        {payment ? (
          <SubmitButton form={form}>
            {t('Pay')} {formatRupees(payment.total)}
          </SubmitButton>
        ) : proposal.quoteExpired ? (
          <a className="btn-primary inline-flex" href={quotePathOf(proposal.quote.planPath)}>
            {t('Get a new quote')}
          </a>
        ) : (
          <p className="font-semibold">{t(FIRST_PREMIUM_TEXTS.notPayable)}</p>
        )}
      </Form>
    </div>
  )
}

function Done({ proposal }: { proposal: TProposal }) {
  const t = useT()
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-green-700 bg-green-50 p-5">
      <p className="leading-7">
        {t('Your application number is')}{' '}
        <strong className="whitespace-nowrap text-lg" data-testid="application-number">
          {proposal.applicationNumber}
        </strong>
        .
      </p>
      <p className="leading-7">
        {t('We have received your first premium and sent the application number to your mobile by SMS.')}{' '}
        {t(proposal.needsReview ? FIRST_PREMIUM_TEXTS.reviewNext : FIRST_PREMIUM_TEXTS.next)}
      </p>
      <p>
        <a
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          href={`/api/v1/proposals/${proposal.ref}/pdf`}
          data-testid="proposal-pdf"
        >
          {t('Download your proposal (PDF)')}
        </a>
      </p>
      <p>
        <a
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          href={TRACK_PATH}
        >
          {t(APPLICATION_TEXTS.title)}
        </a>
      </p>
    </div>
  )
}
