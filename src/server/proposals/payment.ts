import 'server-only'

import { maskMobile } from '@/domain/otp/protocol'
import { formatDate } from '@/domain/format'
import { formatPaise, PAYMENT_MESSAGES } from '@/domain/payments'
import { PROPOSAL_STEPS, PROPOSAL_TEXTS, needsReview, questionsIn, validateStep } from '@/domain/proposals'
import {
  applicationReceivedSms,
  FIRST_PREMIUM_TEXTS,
  firstPremium,
  type IFirstPremium,
  payableQuote,
  proposalDocument,
  quoteExpired,
} from '@/domain/proposals/payment'
import { format } from '@/domain/i18n/format'
import { todayInIndia } from '@/domain/quotes'
import type { Payment } from '@/payload-types'

import { payloadClient } from '../content/payload'
import { env } from '../env'
import { logger } from '../log'
import { orderAndCheckout, oneAtATime } from '../payments/checkout'
import { paymentGateway } from '../payments/index'
import {
  createPayment,
  newPaymentReference,
  paymentByDueKey,
  paymentByReference,
  updatePayment,
} from '../payments/store'
import { renderPdf } from '../pdf'
import { blocksIn, type TDocumentLanguage } from '../pdf/language'
import { documentIssuer } from '../pdf/issuer'
import { getQuoteTable } from '../content/quotes'
import { findSavedQuote } from '../quotes/store'
import { reply, smsSender } from '../services/route-kit'
import {
  findProposal,
  type IStoredProposal,
  markApplicationSms,
  markProposalPaid,
  submitProposal,
} from './store'
import { planQuestions } from './questionnaire'

/** One payment per proposal: the first premium's unique due key. */
export const firstPremiumKey = (ref: string) => `proposal:${ref}`

/**
 * The first premium of a proposal today, from its saved quote (the quote's rate table and choices); a quote past its
 * 30 days is priced again from the plan's table of the day and the visitor's age (payableQuote), and `lapsed` (no
 * premium) when that table no longer takes its choices. `expired` says the page must tell the visitor so.
 */
export async function proposalPremium(proposal: Pick<IStoredProposal, 'quoteRef'>, on = todayInIndia()) {
  const quote = await findSavedQuote(await payloadClient(), proposal.quoteRef)
  if (!quote) throw new Error('a proposal without its quote')
  const saved = { ...quote, coverUntilAge: quote.premium.coverUntilAge }
  const now = new Date()
  const current = quoteExpired(quote.createdAt, now) ? await getQuoteTable(quote.table.planPath) : null
  const payable = payableQuote(saved, current, on, now)
  return {
    quote,
    premium: payable.lapsed ? null : firstPremium(payable, on),
    expired: payable.expired,
    lapsed: payable.lapsed,
  }
}

/** What the page says of a quote past its 30 days: priced again today, or a new quote needed. */
export const expiredQuoteLine = (quote: { createdAt: Date }, lapsed: boolean) =>
  format(lapsed ? FIRST_PREMIUM_TEXTS.quoteLapsed : FIRST_PREMIUM_TEXTS.quoteRepriced, {
    date: formatDate(todayInIndia(quote.createdAt)) ?? todayInIndia(quote.createdAt),
  })

/** The figures the page shows beside "Pay": premium, GST, total (rupees) and the GST line. */
export const premiumAnswer = (premium: IFirstPremium) => ({
  premium: premium.premium,
  gst: premium.gst,
  total: premium.total,
  total_paise: premium.totalPaise,
  gst_pct: premium.gstPct,
  gst_line: premium.gstLine,
})

async function storedFirstPremium(proposal: IStoredProposal, premium: IFirstPremium): Promise<Payment> {
  const gateway = paymentGateway()
  const key = firstPremiumKey(proposal.ref)
  const existing = await paymentByDueKey(key)
  if (!existing) {
    try {
      return await createPayment({
        reference: newPaymentReference(),
        kind: 'first-premium',
        // No policy yet: the proposal's reference stands in its place.
        policyNumber: proposal.ref,
        amountPaise: premium.totalPaise,
        gstPaise: premium.gstPaise,
        dueDates: todayInIndia(),
        frequency: premium.single ? 'single' : premium.mode,
        maskedMobile: maskMobile(proposal.phone),
        status: 'created',
        gateway: gateway.name,
        attempts: 0,
        dueKey: key,
      })
    } catch (error) {
      const raced = await paymentByDueKey(key)
      if (raced) return raced
      throw error
    }
  }
  if (
    existing.status !== 'paid' &&
    (existing.amountPaise !== premium.totalPaise || existing.gateway !== gateway.name)
  )
    // The GST of the day or the gateway changed since: the old order cannot take this amount; a new one is made.
    return updatePayment(existing.id, {
      amountPaise: premium.totalPaise,
      gstPaise: premium.gstPaise,
      dueDates: todayInIndia(),
      gateway: gateway.name,
      gatewayOrderId: null,
      status: 'created',
    })
  return existing
}

/**
 * POST /api/v1/proposals/{ref}/pay: `{declaration: true, amount_paise?}`. The first premium is worked out here from
 * the proposal's saved quote (never the browser's figure: an `amount_paise` other than it is refused, 400, before
 * anything changes); a quote past its 30 days from today's table and age, or 400 when that table refuses it. A proposal not yet submitted needs every step saved and valid (400) and the declaration (400),
 * and is submitted; a paid one answers 409. The payment is stored first (one per proposal), then the gateway's
 * order is made and the answer says where the browser goes to pay; the gateway down → 503, nothing lost.
 */
export async function payProposal(
  proposal: IStoredProposal,
  body: Record<string, unknown>,
  cover: Parameters<typeof validateStep>[2]['cover'],
): Promise<Response> {
  if (proposal.status === 'paid') return reply(409, FIRST_PREMIUM_TEXTS.alreadyPaid)
  const today = todayInIndia()
  // A draft is checked against the plan's questionnaire of today, and keeps those questions when submitted.
  const questions =
    proposal.status === 'draft'
      ? await planQuestions(await payloadClient(), proposal.planPath)
      : proposal.questions
  if (proposal.status === 'draft') {
    for (const step of PROPOSAL_STEPS) {
      const answers = proposal.answers[step]
      if (!answers || !validateStep(step, answers, { cover, today, questions }).ok)
        return reply(400, PROPOSAL_TEXTS.stepsMissing, { step })
    }
    if (body.declaration !== true)
      return reply(400, PROPOSAL_TEXTS.declarationRequired, {
        errors: { declaration: PROPOSAL_TEXTS.declarationRequired },
      })
  }
  const { quote, premium, lapsed } = await proposalPremium(proposal, today)
  // A quote past its 30 days that today's table no longer takes: refused, the answers kept, a new quote needed.
  if (lapsed) return reply(400, expiredQuoteLine(quote, true), { quote_lapsed: true })
  if (!premium) return reply(400, FIRST_PREMIUM_TEXTS.notPayable)
  if (body.amount_paise !== undefined && body.amount_paise !== premium.totalPaise) {
    logger.warn(
      { proposals: 'amount-refused', proposal: proposal.ref, expected: premium.totalPaise },
      'Proposal payment asked for another amount; nothing changed',
    )
    return reply(
      400,
      FIRST_PREMIUM_TEXTS.amountChanged.replace('{amount}', formatPaise(premium.totalPaise)),
      {
        payment: premiumAnswer(premium),
      },
    )
  }
  const payload = await payloadClient()
  if (proposal.status === 'draft') {
    // Submitted once; a second request racing this one finds it submitted and pays the same payment.
    await submitProposal(payload, proposal, needsReview(proposal.answers.health ?? {}, questions), questions)
    const now = await findProposal(payload, proposal.ref)
    if (!now || now.status === 'draft') return reply(409, PROPOSAL_TEXTS.alreadySubmitted)
    if (now.status === 'paid') return reply(409, FIRST_PREMIUM_TEXTS.alreadyPaid)
  }
  return oneAtATime(firstPremiumKey(proposal.ref), async () => {
    const payment = await storedFirstPremium(proposal, premium)
    if (payment.status === 'paid') return reply(409, FIRST_PREMIUM_TEXTS.alreadyPaid)
    const sent = await orderAndCheckout(payment, {
      policyNumber: proposal.ref,
      description: `First premium, ${proposal.planName}, proposal ${proposal.ref.toUpperCase()}`,
      cancelPath: `/proposal/${proposal.ref}`,
    })
    if (!sent.ok)
      return reply(
        503,
        PAYMENT_MESSAGES.gatewayUnavailable,
        { reference: payment.reference },
        { 'Retry-After': String(sent.retryAfter) },
      )
    logger.info(
      {
        proposals: 'checkout',
        proposal: proposal.ref,
        reference: payment.reference,
        gateway: paymentGateway().name,
      },
      'Proposal first premium sent to checkout',
    )
    return reply(200, PROPOSAL_TEXTS.submitted, {
      reference: payment.reference,
      amount_paise: sent.payment.amountPaise,
      checkout: sent.checkout,
    })
  })
}

/**
 * A proposal's first premium received (called by the payment's completion, and again on a replay, so a crash
 * between the two writes heals): the proposal is marked paid with its application number, once, and only the call
 * that did so sends the application received SMS. Never throws: the payment is recorded either way.
 */
export async function firstPremiumReceived(payment: Payment): Promise<void> {
  try {
    const payload = await payloadClient()
    const proposal = await findProposal(payload, payment.policyNumber)
    if (!proposal) {
      logger.error(
        { proposals: 'paid-unknown', reference: payment.reference },
        'First premium of no proposal',
      )
      return
    }
    if (proposal.status === 'paid') return
    const paidAt = payment.paidAt ?? new Date().toISOString()
    const year = Number(todayInIndia(new Date(paidAt)).slice(0, 4))
    const number = await markProposalPaid(payload, proposal, { reference: payment.reference, paidAt }, year)
    if (!number) return
    logger.info({ proposals: 'paid', proposal: proposal.ref, application: number }, 'Proposal paid')
    let sent = false
    try {
      await smsSender().send({
        to: proposal.phone,
        text: applicationReceivedSms({
          number,
          plan: proposal.planName,
          amount: formatPaise(payment.amountPaise),
        }),
        variables: { otp: '', host: '', minutes: '' },
        dltTemplateId: env().SMS_DLT_TEMPLATE_ID_APPLICATION,
      })
      sent = true
    } catch (error) {
      logger.error(
        {
          proposals: 'sms-failed',
          proposal: proposal.ref,
          err: error instanceof Error ? error.message : String(error),
        },
        'application received SMS failed',
      )
    }
    await markApplicationSms(payload, proposal.id, sent)
  } catch (error) {
    logger.error(
      {
        proposals: 'paid-failed',
        reference: payment.reference,
        err: error instanceof Error ? error.message : String(error),
      },
      'Recording the proposal as paid failed; a replay of the payment completes it',
    )
  }
}

/** The page a first premium's checkout returns to: the proposal, which shows the application once paid. */
export const proposalLanding = (payment: Payment, failed = false) =>
  `/proposal/${encodeURIComponent(payment.policyNumber)}${failed ? '?payment=failed' : ''}`

/** The PDF of a paid proposal as submitted, with the premium received (its payment record's figures). */
export async function proposalPdf(
  proposal: IStoredProposal,
  language: TDocumentLanguage = 'en',
): Promise<Response> {
  const payment = proposal.paymentReference ? await paymentByReference(proposal.paymentReference) : null
  if (proposal.status !== 'paid' || !proposal.applicationNumber || !payment || payment.status !== 'paid')
    return reply(404, FIRST_PREMIUM_TEXTS.pdfNotFound)
  const { quote } = await proposalPremium(proposal)
  const single = quote.input.pay === 'single'
  const gst = payment.gstPaise ?? 0
  const paidOn = todayInIndia(new Date(payment.paidAt ?? proposal.paidAt ?? Date.now()))
  // The figures received (the payment's record); the GST line of the rules of the day it was received.
  const onTheDay = firstPremium(quote, paidOn)
  const paid: IFirstPremium = {
    single,
    mode: single ? 'yearly' : quote.input.mode,
    premium: (payment.amountPaise - gst) / 100,
    gst: gst / 100,
    total: payment.amountPaise / 100,
    gstPct: onTheDay?.gstPct ?? 0,
    gstLine: onTheDay?.gstLine ?? null,
    premiumPaise: payment.amountPaise - gst,
    gstPaise: gst,
    totalPaise: payment.amountPaise,
  }
  const { company, logo } = await documentIssuer()
  const pdf = await renderPdf({
    title: `Proposal ${proposal.applicationNumber}`,
    author: company.legalName,
    logo,
    blocks: blocksIn(
      language,
      proposalDocument({
        applicationNumber: proposal.applicationNumber,
        ref: proposal.ref,
        planName: proposal.planName,
        phone: proposal.phone,
        sumAssured: quote.input.sum_assured,
        coverUntilAge: quote.premium.coverUntilAge,
        ppt: quote.input.ppt,
        answers: proposal.answers,
        questions: questionsIn(proposal.questions, language),
        needsReview: proposal.needsReview,
        paid,
        paidOn: formatDate(paidOn) ?? paidOn,
        paymentReference: payment.reference,
      }),
    ),
  })
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="proposal-${proposal.applicationNumber}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  })
}
