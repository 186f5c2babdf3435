'use client'

import { useEffect, useRef, useState } from 'react'

import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import type { IPolicySummary } from '@/domain/policy'

import { apiCall, Field, inputClass } from '../forms'
import { T } from '../i18n/Texts'
import { PolicyLookup, PolicySummaryCard } from '../policy'

const YEARS_PATH = '/api/v1/premium-paid-certificate'
const PDF_PATH = '/api/v1/premium-paid-certificate/pdf'
const UNABLE = 'We are unable to fetch the details'
const TEXTS = services.certificatePage

/**
 * Premium paid certificate: policy number and date of birth, the OTP to the registered mobile, then the financial
 * years with premiums and a download link for the chosen year's PDF (the access cookie the OTP set goes with it).
 */
export function CertificateJourney({ resendSeconds }: { resendSeconds?: number }) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [years, setYears] = useState<string[] | null>(null)
  const [year, setYear] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (years) headingRef.current?.focus()
  }, [years])

  const onVerified = async (verified: IPolicySummary) => {
    setSummary(verified)
    const answer = await apiCall<{ years?: string[] }>(YEARS_PATH, { method: 'GET', fallback: UNABLE })
    if (answer.status === 200 && answer.data?.years) {
      setYears(answer.data.years)
      setYear(answer.data.years[0] ?? '')
      setMessage(null)
    } else setMessage(answer.message)
  }

  if (!summary)
    return (
      <PolicyLookup
        purpose="PREMIUM_CERTIFICATE_PAGE"
        resendSeconds={resendSeconds}
        onVerified={onVerified}
      />
    )

  return (
    <div className="space-y-6">
      <PolicySummaryCard summary={summary} />
      {message ? (
        <p role="alert" className="font-semibold text-red-800">
          <T>{message}</T>
        </p>
      ) : null}
      {years ? (
        <section
          aria-labelledby="certificate-heading"
          className="rounded-lg border border-gray-200 bg-brand-50 p-4 md:p-6"
        >
          <h2
            id="certificate-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-brand-900"
          >
            <T>{TEXTS.download}</T>
          </h2>
          {years.length ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
              <Field name="year" id="certificate-year" label={<T>{TEXTS.financialYear}</T>} error={null}>
                {(aria) => (
                  <select
                    {...aria}
                    value={year}
                    onChange={(event) => setYear(event.target.value)}
                    className={inputClass(false)}
                  >
                    {years.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <a
                href={`${PDF_PATH}?year=${encodeURIComponent(year)}`}
                download
                className="rounded bg-brand-600 px-5 py-2 text-center font-semibold text-white hover:bg-brand-700"
              >
                <T>{TEXTS.downloadPdf}</T>
              </a>
            </div>
          ) : (
            <p className="mt-2">
              <T>{TEXTS.noPremium}</T>
            </p>
          )}
          <p className="mt-3 text-sm text-muted">
            <T>{TEXTS.note}</T>
          </p>
        </section>
      ) : null}
    </div>
  )
}
