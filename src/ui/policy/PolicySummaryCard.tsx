'use client'

import type React from 'react'
import { Fragment } from 'react'

import { formatAmount } from '@/domain/format'
import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { hindiValue } from '@/domain/i18n/fallback'
import { FREQUENCY_LABELS, type IPolicySummary, STATUS_LABELS } from '@/domain/policy'

import { T, useLanguage } from '../i18n/Texts'

const TEXTS = fields.policySummary

/**
 * The verified policy at a glance (premium details): shown above each service page's next step. Its labels, status
 * and frequency in the page's language; the holder's name and the plan's, as the policy system spells them, marked
 * English on a page in another language.
 */
export function PolicySummaryCard({ summary }: { summary: IPolicySummary }) {
  const hindi = useLanguage() === 'hi'
  const english = hindi ? 'en' : undefined
  const amount = (value: number) => (hindi ? hindiValue(formatAmount(value)) : formatAmount(value))
  const rows: [string, React.ReactNode][] = [
    [TEXTS.policyNumber, summary.policyNumber],
    [
      TEXTS.holder,
      <span key="holder" lang={english}>
        {summary.holderName}
      </span>,
    ],
    [
      TEXTS.plan,
      <span key="plan" lang={english}>
        {summary.productName}
      </span>,
    ],
    [TEXTS.status, <T key="status">{STATUS_LABELS[summary.status]}</T>],
    [
      TEXTS.premium,
      <Fragment key="premium">
        {amount(summary.premium)} (<T>{FREQUENCY_LABELS[summary.frequency]}</T>)
      </Fragment>,
    ],
    [TEXTS.sumAssured, amount(summary.sumAssured)],
    [
      TEXTS.nextDue,
      summary.nextDueDate ? (hindi ? hindiValue(summary.nextDueDate) : summary.nextDueDate) : '—',
    ],
    [TEXTS.mobile, summary.maskedMobile],
  ]
  return (
    <section
      aria-labelledby="policy-summary-heading"
      className="rounded-lg border border-gray-200 p-4 md:p-6"
    >
      <h2 id="policy-summary-heading" className="text-lg font-semibold text-brand-900">
        <T>{TEXTS.heading}</T>
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="policy-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">
              <T>{label}</T>
            </dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
