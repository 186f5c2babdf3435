'use client'

import { Suspense, useEffect, useRef, useState } from 'react'

import type { IMandate } from '@/domain/policy'
import type { TOtpResultView } from '@/domain/otp/views'

import { apiCall } from '../forms'
import { LazyOtpModal } from '../otp/lazy'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { usePolicyVerification } from '../policy/usePolicyVerification'
import { useFormat, useLanguage, useT } from '../i18n/Texts'
import { setPageLoader } from '../shell/state'
import { formatAmount, formatDate } from '@/domain/format'
import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import { hindiValue } from '@/domain/i18n/fallback'

export type MandateDeactivationProps = {
  servicesPath: string
  resendSeconds?: number
}

const TEXTS = services.deactivation
const FORM = services.mandateForm
const METHOD_LABEL = { enach: 'e-NACH', upi: FORM.upi } as const

/**
 * The mandate's rows, label and value: the labels and the site's own values in English, for `t`; the names the
 * bank gave (holder, bank, branch) flagged as data, shown as they are.
 */
function mandateRows(mandate: IMandate, tf: (template: string, values: Record<string, string>) => string) {
  const rows: [string, string | null, boolean?][] = [
    ['UMRN', mandate.umrn],
    [TEXTS.method, METHOD_LABEL[mandate.method]],
    [FORM.holder, mandate.accountHolderName, true],
    [FORM.accountNumber, mandate.accountNumberMasked],
    [FORM.bank, mandate.bankName, true],
    [FORM.branch, mandate.branchName, true],
    [FORM.ifsc, mandate.ifsc],
    [FORM.micr, mandate.micr],
    [
      FORM.accountType,
      mandate.accountType === 'current' ? FORM.current : mandate.accountType ? FORM.savings : null,
    ],
    [FORM.upiId, mandate.upiId],
    [TEXTS.maximum, formatAmount(mandate.amount)],
    [FORM.from, mandate.effectiveFrom],
    [FORM.to, mandate.effectiveTo ?? TEXTS.until],
    [TEXTS.debitDate, mandate.debitDay ? tf(TEXTS.day, { day: String(mandate.debitDay) }) : null],
  ]
  return rows.filter((row): row is [string, string, boolean?] => row[1] !== null && row[1] !== '')
}

/**
 * nach-mandate-deactivation: policy lookup → OTP → the policy's active mandate (UMRN and the rest) → confirm →
 * the popup's 'NACH De-Activation Successful' view, or 'Enter valid policy details'.
 */
export function MandateDeactivation({ servicesPath, resendSeconds }: MandateDeactivationProps) {
  const { summary, form, reset } = usePolicyVerification({
    purpose: 'NACH_DEACTIVATION_PAGE',
    resendSeconds,
    idPrefix: 'nach-off',
    submitLabel: FORM.proceed,
  })
  const t = useT()
  const tf = useFormat()
  const hindi = useLanguage() === 'hi'
  /** A row's value as shown: the bank's names as they are (marked English on a Hindi page), the rest in Hindi. */
  const shown = (label: string, value: string, data?: boolean) => {
    if (data) return <span lang={hindi ? 'en' : undefined}>{value}</span>
    if (!hindi) return value
    if (label === FORM.from || (label === FORM.to && value !== TEXTS.until))
      return formatDate(value, 'hi') ?? value
    return label === TEXTS.maximum ? hindiValue(value) : t(value)
  }
  const [mandates, setMandates] = useState<IMandate[] | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [view, setView] = useState<TOtpResultView | null>(null)
  const [sending, setSending] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!summary) return
    let live = true
    setPageLoader(true)
    apiCall<IMandate[]>('/api/v1/nach/mandates', { method: 'GET' })
      .then((answer) => {
        if (!live) return
        if (answer.status !== 200 || !Array.isArray(answer.data)) return setNotice(answer.message)
        const list = answer.data
        setMandates(list)
        setChosen(list[0]?.umrn ?? null)
        if (list.length === 0) setView('nachDeactivationFailed')
        headingRef.current?.focus()
      })
      .finally(() => setPageLoader(false))
    return () => {
      live = false
    }
  }, [summary])

  const confirm = async () => {
    if (!chosen || sending) return
    setSending(true)
    setNotice(null)
    setPageLoader(true)
    try {
      const answer = await apiCall('/api/v1/nach/deactivation', {
        body: { umrn: chosen },
        form: { type: 'nachDeactivation', servicesPath },
      })
      if (answer.status === 200) setView('nachDeactivated')
      else if (answer.status === 400) setView('nachDeactivationFailed')
      else setNotice(answer.message)
    } finally {
      setPageLoader(false)
      setSending(false)
    }
  }

  const closeView = () => {
    const done = view === 'nachDeactivated' || mandates?.length === 0
    setView(null)
    if (done) {
      setMandates(null)
      reset()
    }
  }

  return (
    <div className="grid gap-6">
      {summary ? (
        <>
          <PolicySummaryCard summary={summary} />
          <section aria-labelledby="mandate-heading" className="grid gap-4">
            <h2
              id="mandate-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-brand-900"
            >
              {t(TEXTS.heading)}
            </h2>
            {mandates && mandates.length === 0 ? <p className="text-muted">{t(TEXTS.none)}</p> : null}
            {mandates && mandates.length > 0 ? (
              <fieldset className="grid gap-4">
                <legend className="sr-only">{t(TEXTS.legend)}</legend>
                {mandates.map((mandate) => (
                  <label
                    key={mandate.umrn}
                    className="flex gap-3 rounded-lg border border-gray-200 p-4 has-[:checked]:border-brand-700"
                  >
                    <input
                      type="radio"
                      name="umrn"
                      value={mandate.umrn ?? ''}
                      checked={chosen === mandate.umrn}
                      onChange={() => setChosen(mandate.umrn)}
                      className="mt-1 h-5 w-5 shrink-0"
                    />
                    <dl className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="mandate-details">
                      {mandateRows(mandate, tf).map(([label, value, data]) => (
                        <div key={label}>
                          <dt className="text-sm text-muted">{t(label)}</dt>
                          <dd className="font-semibold break-words text-ink">{shown(label, value, data)}</dd>
                        </div>
                      ))}
                    </dl>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {mandates && mandates.length > 0 ? (
              <div>
                <p className="text-muted">{t(TEXTS.note)}</p>
                <button
                  type="button"
                  onClick={confirm}
                  disabled={sending || !chosen}
                  className="btn-primary mt-3 min-w-40 disabled:opacity-50"
                >
                  {t(TEXTS.confirm)}
                </button>
              </div>
            ) : null}
            <p role="alert" className="min-h-6 font-medium text-red-700">
              {notice ? t(notice) : ''}
            </p>
          </section>
        </>
      ) : (
        form
      )}
      {view ? (
        <Suspense fallback={null}>
          <LazyOtpModal
            open
            phone=""
            purpose="NACH_DEACTIVATION_PAGE"
            servicesPath={servicesPath}
            initialView={view}
            onClose={closeView}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
