'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { FREQUENCY_LABELS, type IPolicySummary } from '@/domain/policy'
import { formatPaise, PAYMENT_MESSAGES } from '@/domain/payments'
import { formatDate } from '@/domain/format'
import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import { localPath } from '@/domain/i18n/languages'
import { formatDay } from '@/domain/nav-history'
import { GST_TEXTS } from '@/domain/tax'

import { apiCall } from '../forms'
import { useFormat, useLanguage, useT } from '../i18n/Texts'
import { PolicyLookup, PolicySummaryCard } from '../policy'
import { goToCheckout, type ICheckout } from './checkout'

const DUE_PATH = '/api/v1/renewal-payment'
const TEXTS = services.renewal
const UNABLE = TEXTS.unable

interface IDueAnswer {
  state: 'due' | 'nothing-due' | 'lapsed' | 'not-payable'
  message?: string
  next_due_date?: string | null
  instalments?: {
    due_date: string
    grace_ends: string
    premium_paise: number
    gst_paise: number
    amount_paise: number
  }[]
  total_paise?: number
  /** The GST in the total: 0 when none is charged (individual life premiums due from 22 Sep 2025). */
  gst_paise?: number
  /** Why there is no GST, when the premiums are exempt. */
  gst_note?: string | null
}

const rupees = formatPaise

async function fetchDue(): Promise<{ due?: IDueAnswer; policy?: IPolicySummary; message: string }> {
  const answer = await apiCall<{ due?: IDueAnswer; policy?: IPolicySummary }>(DUE_PATH, {
    method: 'GET',
    fallback: UNABLE,
  })
  if (answer.status === 200 && answer.data?.due)
    return {
      due: answer.data.due,
      ...(answer.data.policy ? { policy: answer.data.policy } : {}),
      message: '',
    }
  return { message: answer.message }
}

/**
 * Renewal payment: policy number and date of birth, the OTP to the registered mobile, then the premium due (each
 * instalment with its due date and grace period) and 'Pay', which stores the payment and sends the browser to the
 * payment gateway; the gateway's return lands on the receipt. Coming back after a failed payment (?payment=failed)
 * the page says so, and goes straight to the due premium while the verification is still valid.
 */
export function RenewalJourney({
  resendSeconds,
  failedReturn,
}: {
  resendSeconds?: number
  failedReturn: boolean
}) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [due, setDue] = useState<IDueAnswer | null>(null)
  const [message, setMessage] = useState<string | null>(failedReturn ? PAYMENT_MESSAGES.failed : null)
  const [paying, setPaying] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const t = useT()
  const tf = useFormat()
  const language = useLanguage()
  const day = (value: string) => (language === 'hi' && formatDate(value, 'hi')) || formatDay(value)

  useEffect(() => {
    if (due) headingRef.current?.focus()
  }, [due])

  const loadDue = async () => {
    const answer = await fetchDue()
    if (answer.due) {
      if (answer.policy) setSummary(answer.policy)
      setDue(answer.due)
    } else setMessage(answer.message)
  }

  // Back from a failed checkout: the verification may still be valid (15 minutes); if not, the lookup shows.
  useEffect(() => {
    if (!failedReturn) return
    let live = true
    void fetchDue().then((answer) => {
      if (!live || !answer.due) return
      if (answer.policy) setSummary(answer.policy)
      setDue(answer.due)
    })
    return () => {
      live = false
    }
  }, [failedReturn])

  const onVerified = async (verified: IPolicySummary) => {
    setSummary(verified)
    setMessage(null)
    await loadDue()
  }

  const pay = async () => {
    if (!due?.total_paise || paying) return
    setPaying(true)
    setMessage(null)
    const answer = await apiCall<{ checkout?: ICheckout; due?: IDueAnswer }>(DUE_PATH, {
      body: { total_paise: due.total_paise },
      fallback: UNABLE,
    })
    if (answer.status === 200 && answer.data?.checkout) return goToCheckout(answer.data.checkout)
    if (answer.data?.due) setDue(answer.data.due)
    setMessage(answer.message)
    setPaying(false)
  }

  if (!summary)
    return (
      <div className="space-y-4">
        {message ? (
          <p role="alert" className="font-semibold text-red-800">
            {t(message)}
          </p>
        ) : null}
        <PolicyLookup purpose="RENEWAL_PAYMENT_PAGE" resendSeconds={resendSeconds} onVerified={onVerified} />
      </div>
    )

  return (
    <div className="space-y-6">
      <PolicySummaryCard summary={summary} />
      {message ? (
        <p role="alert" className="font-semibold text-red-800">
          {message}
        </p>
      ) : null}
      {due ? (
        <section
          aria-labelledby="due-heading"
          className="rounded-lg border border-gray-200 bg-brand-50 p-4 md:p-6"
        >
          <h2
            id="due-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-brand-900"
          >
            {t(due.state === 'due' ? TEXTS.premiumDue : TEXTS.nothingOnline)}
          </h2>
          {due.state === 'due' && due.instalments && due.total_paise ? (
            <>
              <table className="mt-3 w-full text-left">
                <caption className="sr-only">{t(TEXTS.caption)}</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="py-2 pr-4">
                      {t(TEXTS.dueDate)}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t(TEXTS.graceEnds)}
                    </th>
                    {due.gst_paise ? (
                      <>
                        <th scope="col" className="py-2 pr-4 text-right">
                          {t(TEXTS.premium)}
                        </th>
                        <th scope="col" className="py-2 pr-4 text-right">
                          {GST_TEXTS.column}
                        </th>
                      </>
                    ) : null}
                    <th scope="col" className="py-2 text-right">
                      {t(TEXTS.amount)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {due.instalments.map((instalment) => (
                    <tr key={instalment.due_date} className="border-b border-gray-200">
                      <td className="py-2 pr-4">{day(instalment.due_date)}</td>
                      <td className="py-2 pr-4">{day(instalment.grace_ends)}</td>
                      {due.gst_paise ? (
                        <>
                          <td className="py-2 pr-4 text-right">{rupees(instalment.premium_paise)}</td>
                          <td className="py-2 pr-4 text-right">{rupees(instalment.gst_paise)}</td>
                        </>
                      ) : null}
                      <td className="py-2 text-right">{rupees(instalment.amount_paise)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={due.gst_paise ? 4 : 2} className="py-2 pr-4">
                      {tf(TEXTS.total, { frequency: FREQUENCY_LABELS[summary.frequency] })}
                    </th>
                    <td className="py-2 text-right font-bold" data-testid="renewal-total">
                      {rupees(due.total_paise)}
                    </td>
                  </tr>
                </tfoot>
              </table>
              {due.gst_note ? (
                <p className="mt-2 text-sm text-ink" data-testid="renewal-gst">
                  {t(due.gst_note)}
                </p>
              ) : null}
              <button
                type="button"
                onClick={pay}
                disabled={paying}
                aria-busy={paying}
                className="mt-4 rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {paying ? t(TEXTS.opening) : tf(TEXTS.pay, { amount: rupees(due.total_paise) })}
              </button>
              <p className="mt-3 text-sm text-muted">{t(TEXTS.gatewayNote)}</p>
            </>
          ) : (
            <div className="mt-2 space-y-2">
              <p>{due.message ? t(due.message) : null}</p>
              {due.state === 'nothing-due' && due.next_due_date ? (
                <p>
                  {t(TEXTS.nextDue)} <strong>{day(due.next_due_date)}</strong>
                  {language === 'hi' ? '' : '.'}
                </p>
              ) : null}
              {due.state === 'lapsed' ? (
                <p>
                  <Link
                    href={localPath(language, '/online-dgh-submission')}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t(TEXTS.revive)}
                  </Link>
                </p>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
    </div>
  )
}
