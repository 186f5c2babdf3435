import type { UIFieldServerComponent } from 'payload'
import React from 'react'

import { formatRupees } from '@/domain/format'
import { formatIndiaDateTime } from '@/domain/format/india-time'
import { PROPOSAL_STATUS_LABELS, PROPOSAL_STEP_NAMES, isProposalStep } from '@/domain/proposals'
import {
  APPLICATION_STATUS_LABELS,
  isApplicationStatus,
  statusHistoryOf,
} from '@/domain/proposals/application'

import './proposal-overview.css'

const rupees = (paise: number | null | undefined) =>
  typeof paise === 'number' ? formatRupees(Math.round(paise) / 100) : '–'
const when = (value: string | null | undefined) => formatIndiaDateTime(value ?? null) ?? '–'
const label = (key: string) => {
  const words = key.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="proposal-overview__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The top of a proposal's page in the admin: where the application stands, the first premium's payment record
 * (amount, GST, the gateway's ids, when it was paid and refunded), the documents the visitor uploaded, and the
 * answers step by step, readable at a glance. Read with the staff member's own access: the payment for those who
 * may read payments, the documents for those who may read them.
 */
export const ProposalOverview: UIFieldServerComponent = async ({ data, payload, req }) => {
  const proposal = (data ?? {}) as Record<string, unknown>
  const ref = typeof proposal.ref === 'string' ? proposal.ref : null
  if (!ref || proposal.id === undefined) return null
  const status = proposal.applicationStatus
  const [payments, documents] = await Promise.all([
    payload
      .find({
        collection: 'payments',
        where: { dueKey: { equals: `proposal:${ref}` } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      .catch(() => null),
    payload
      .find({
        collection: 'proposal-documents',
        where: { proposal: { equals: proposal.id } },
        limit: 50,
        depth: 0,
        sort: '-createdAt',
        overrideAccess: false,
        user: req.user,
        req,
      })
      .catch(() => null),
  ])
  const payment = payments?.docs[0]
  const answers =
    proposal.answers && typeof proposal.answers === 'object'
      ? (proposal.answers as Record<string, unknown>)
      : {}
  const proposalStatus = String(proposal.status ?? 'draft') as keyof typeof PROPOSAL_STATUS_LABELS

  return (
    <div className="field-type proposal-overview" data-testid="proposal-overview">
      <section aria-labelledby="overview-status">
        <h3 id="overview-status">Status</h3>
        <dl>
          <Row term="Proposal">{PROPOSAL_STATUS_LABELS[proposalStatus] ?? shown(proposal.status)}</Row>
          <Row term="Application">
            {isApplicationStatus(status) ? (
              <strong data-status={status}>{APPLICATION_STATUS_LABELS[status]}</strong>
            ) : (
              'Not paid yet'
            )}
            {proposal.applicationNumber ? ` · ${String(proposal.applicationNumber)}` : ''}
          </Row>
          {statusHistoryOf(proposal.statusHistory).map((change, index) => (
            <Row key={`${change.status}-${index}`} term={when(change.at)}>
              {APPLICATION_STATUS_LABELS[change.status]} (SMS {change.sms})
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby="overview-payment">
        <h3 id="overview-payment">First premium</h3>
        {payment ? (
          <dl data-testid="proposal-payment">
            <Row term="Amount">
              {rupees(payment.amountPaise)} (GST {rupees(payment.gstPaise)})
            </Row>
            <Row term="Payment">
              {label(payment.status)} · receipt {payment.reference}
            </Row>
            <Row term="Gateway ids">
              {payment.gateway}: order {payment.gatewayOrderId ?? '–'}, payment{' '}
              {payment.gatewayPaymentId ?? '–'}
            </Row>
            <Row term="Paid at">{when(payment.paidAt)}</Row>
            <Row term="Refund">
              {payment.refundStatus === 'refunded' ? (
                <>
                  <strong>Refunded</strong> {rupees(payment.refundPaise)} on {when(payment.refundedAt)} ·
                  refund {payment.gatewayRefundId}
                </>
              ) : payment.refundStatus === 'failed' ? (
                <strong className="proposal-overview__failed">
                  Failed: {payment.refundFailure ?? 'the gateway did not refund'}. Move the application to
                  “Refunded” to try again.
                </strong>
              ) : (
                'None'
              )}
            </Row>
          </dl>
        ) : (
          <p>{payments ? 'No payment made yet.' : 'Your role cannot read payments.'}</p>
        )}
      </section>

      <section aria-labelledby="overview-documents">
        <h3 id="overview-documents">Documents uploaded</h3>
        {documents?.docs.length ? (
          <ul data-testid="proposal-documents">
            {documents.docs.map((document) => (
              <li key={document.id}>
                <a href={document.url ?? '#'} download>
                  {document.originalName ?? document.filename}
                </a>{' '}
                ({shown(document.kind).toUpperCase()}, {when(document.createdAt)})
              </li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
      </section>

      <section aria-labelledby="overview-answers">
        <h3 id="overview-answers">Answers</h3>
        {Object.keys(answers).length === 0 ? <p>No step saved yet.</p> : null}
        {Object.entries(answers).map(([step, values]) => (
          <details key={step} open>
            <summary>{isProposalStep(step) ? PROPOSAL_STEP_NAMES[step] : label(step)}</summary>
            <dl>
              {values && typeof values === 'object' ? (
                Object.entries(values as Record<string, unknown>).map(([key, value]) => (
                  <Row key={key} term={label(key)}>
                    {shown(value)}
                  </Row>
                ))
              ) : (
                <Row term="Answer">{shown(values)}</Row>
              )}
            </dl>
          </details>
        ))}
      </section>
    </div>
  )
}
