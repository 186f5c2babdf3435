'use client'

import { Suspense, useEffect, useRef, useState } from 'react'

import type { IMandate } from '@/domain/policy'
import type { TOtpResultView } from '@/domain/otp/views'

import { apiCall } from '../forms'
import { LazyOtpModal } from '../otp/lazy'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { usePolicyVerification } from '../policy/usePolicyVerification'
import { setPageLoader } from '../shell/state'
import { formatAmount } from '@/domain/format'

export type MandateDeactivationProps = {
  servicesPath: string
  resendSeconds?: number
}

const METHOD_LABEL = { enach: 'e-NACH', upi: 'UPI autopay' } as const

function mandateRows(mandate: IMandate): [string, string][] {
  const rows: [string, string | null][] = [
    ['UMRN', mandate.umrn],
    ['Method', METHOD_LABEL[mandate.method]],
    ['Account holder name', mandate.accountHolderName],
    ['Account number', mandate.accountNumberMasked],
    ['Bank name', mandate.bankName],
    ['Branch name', mandate.branchName],
    ['IFSC', mandate.ifsc],
    ['MICR', mandate.micr],
    ['Account type', mandate.accountType === 'current' ? 'Current' : mandate.accountType ? 'Savings' : null],
    ['UPI ID', mandate.upiId],
    ['Maximum debit', formatAmount(mandate.amount)],
    ['Effective from', mandate.effectiveFrom],
    ['Effective to', mandate.effectiveTo ?? 'Until cancelled'],
    ['Debit date', mandate.debitDay ? `Day ${mandate.debitDay} of the month` : null],
  ]
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
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
    submitLabel: 'Proceed',
  })
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
              Your auto-debit mandate
            </h2>
            {mandates && mandates.length === 0 ? (
              <p className="text-muted">There is no active NACH or UPI autopay mandate on this policy.</p>
            ) : null}
            {mandates && mandates.length > 0 ? (
              <fieldset className="grid gap-4">
                <legend className="sr-only">Mandate to de-activate</legend>
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
                      {mandateRows(mandate).map(([label, value]) => (
                        <div key={label}>
                          <dt className="text-sm text-muted">{label}</dt>
                          <dd className="font-semibold break-words text-ink">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {mandates && mandates.length > 0 ? (
              <div>
                <p className="text-muted">
                  Once de-activated, premiums are no longer debited automatically. Pay your next premium
                  online or at a branch.
                </p>
                <button
                  type="button"
                  onClick={confirm}
                  disabled={sending || !chosen}
                  className="btn-primary mt-3 min-w-40 disabled:opacity-50"
                >
                  Confirm de-activation
                </button>
              </div>
            ) : null}
            <p role="alert" className="min-h-6 font-medium text-red-700">
              {notice ?? ''}
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
