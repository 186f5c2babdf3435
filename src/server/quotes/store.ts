import 'server-only'

import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { formatRupees } from '@/domain/format'
import type { ILeadForm } from '@/domain/forms/lead'
import { LEAD_CONSENT_NOTICE_VERSION } from '@/domain/leads/statuses'
import { buildLeadPayload, type ILeadPayload, verifiedLeadPayload } from '@/domain/leads/record'
import type { IUtmPair } from '@/domain/leads/utm'
import {
  chargesGst,
  type IQuoteInput,
  type TPayOption,
  type IQuotePremium,
  type IQuoteTable,
  type ISavedQuote,
  quoteSummary,
  todayInIndia,
  withGstOn,
} from '@/domain/quotes'
import { quoteRefFrom, savedQuotePath } from '@/domain/quotes/paths'
import type { Quote } from '@/payload-types'

import { hashIp } from '../leads/store'
import { logger } from '../log'

/** The OTP purpose (and lead SourcePage) of a saved quote. */
export const QUOTE_PURPOSE = 'QUOTE_PAGE'

/**
 * The lead a saved quote sends to the CRM: the contact form's spec 3 payload (form type `product`), verified, with
 * the plan (`planName`, `PlanID` its UIN, `ProductType`), the policy term as `Tenure`, the sum assured as
 * `insureFor` and the premium and the quote's address in `Comments` (decision 66).
 */
export function quoteLeadPayload(input: {
  ref: string
  siteUrl: string
  person: ILeadForm
  table: IQuoteTable
  quote: IQuoteInput
  premium: IQuotePremium
  utm: readonly IUtmPair[]
  process: string
}): ILeadPayload {
  const { table, quote, premium } = input
  const yearly = `${formatRupees(premium.yearly)} a year${chargesGst(premium) ? ' before GST' : ''}`
  const comments =
    `${quoteSummary(table.planName, quote, premium, input.ref)} ${yearly}; income ${formatRupees(quote.income)}. ` +
    `${input.siteUrl.replace(/\/+$/, '')}${savedQuotePath(input.ref)}`
  const lead = buildLeadPayload(input.person, {
    utm: input.utm,
    process: input.process,
    extras: { comments, planName: table.planName, formType: 'product' },
  })
  return verifiedLeadPayload({
    ...lead,
    SourcePage: QUOTE_PURPOSE,
    PlanID: table.uin,
    ProductType: table.productType,
    insureFor: String(quote.sum_assured),
    Tenure: quote.policy_term,
    ApplicationID: input.ref,
  })
}

/** A new reference; a clash with a stored one (about 1 in 10^18) is retried by the caller's unique index. */
export const newQuoteRef = () => quoteRefFrom(randomBytes(12))

export interface INewQuote {
  ref: string
  table: IQuoteTable
  planId: number | string
  quote: IQuoteInput
  premium: IQuotePremium
  person: ILeadForm
  lead: ILeadPayload
  ip: string
  pageUrl: string | null
  userAgent: string | null
  referer: string | null
}

/**
 * Stores a verified quote and its lead in one transaction: both or neither. The lead is verified and due for the
 * CRM at once (the number was proved before this is called). Answers the lead's id.
 */
export async function saveQuote(payload: Payload, quote: INewQuote, secret: string) {
  const now = new Date().toISOString()
  const ipHash = hashIp(quote.ip, secret)
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  const req = transactionID ? { transactionID } : undefined
  try {
    const lead = await payload.create({
      collection: 'leads',
      req,
      data: {
        fullName: quote.lead.CustomerName.slice(0, 64),
        phone: quote.person.full_number,
        email: quote.person.full_email.slice(0, 254),
        preferredLanguage: quote.person.prefferd_language,
        payload: quote.lead as unknown as Record<string, unknown>,
        status: 'ACTIVE-HOT',
        otpStatus: 'verified',
        verifiedAt: now,
        sourcePage: QUOTE_PURPOSE,
        consentGiven: true,
        consentNoticeVersion: LEAD_CONSENT_NOTICE_VERSION,
        consentAt: now,
        pageUrl: quote.pageUrl?.slice(0, 500) ?? null,
        referer: quote.referer?.slice(0, 500) ?? null,
        userAgent: quote.userAgent?.slice(0, 300) ?? null,
        ipHash,
        otpSessionId: `quote-${quote.ref}`,
        crmStatus: 'pending',
        crmAttempts: 0,
        crmNextAttemptAt: now,
        crmIdempotencyKey: `lead-${randomUUID()}`,
      },
    })
    await payload.create({
      collection: 'quotes',
      req,
      data: {
        ref: quote.ref,
        plan: quote.planId as number,
        planName: quote.table.planName,
        fullName: quote.lead.CustomerName.slice(0, 64),
        phone: quote.person.full_number,
        email: quote.person.full_email.slice(0, 254),
        dob: quote.quote.dob,
        age: quote.quote.age,
        gender: quote.quote.gender,
        smoker: quote.quote.smoker,
        income: quote.quote.income,
        sum_assured: quote.quote.sum_assured,
        policy_term: quote.quote.policy_term,
        ppt: quote.quote.ppt,
        mode: quote.quote.mode,
        yearly: quote.premium.yearly,
        premium: {
          table: quote.table,
          premium: quote.premium,
          choices: { pay: quote.quote.pay, payout: quote.quote.payout, riders: quote.quote.riders },
        } as unknown as Record<string, unknown>,
        lead: lead.id as number,
        ipHash,
        pageUrl: quote.pageUrl?.slice(0, 300) ?? null,
      },
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    logger.info({ quote: quote.ref, lead: lead.id }, 'quote saved; lead queued for the CRM')
    return lead.id
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * A saved quote by its reference, as it was worked out when saved: the table and premium are kept with it, so a
 * later change of rates never changes a quote a visitor was given. Its GST is read again from the dated rules for
 * the day it was given (decision 80): a quote saved while the rate tables carried their own 18 % shows the tax that
 * was in force that day, none from 22 Sep 2025.
 */
export async function findSavedQuote(payload: Payload, ref: string): Promise<ISavedQuote | null> {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0] as Quote | undefined
  if (!doc) return null
  const kept = doc.premium as unknown as {
    table: IQuoteTable
    premium: IQuotePremium
    /** Kept since quotes had riders and ways of paying; older quotes paid regular or limited, lump sum. */
    choices?: Pick<IQuoteInput, 'pay' | 'payout' | 'riders'>
  }
  const createdAt = new Date(doc.createdAt)
  return {
    ref: doc.ref,
    createdAt,
    name: doc.fullName ?? '',
    table: kept.table,
    premium: withGstOn(kept.table, kept.premium, todayInIndia(createdAt)),
    input: {
      dob: doc.dob,
      age: doc.age,
      gender: doc.gender as IQuoteInput['gender'],
      smoker: Boolean(doc.smoker),
      income: doc.income,
      sum_assured: doc.sum_assured,
      policy_term: doc.policy_term,
      ppt: doc.ppt,
      pay: kept.choices?.pay ?? (doc.ppt < doc.policy_term ? (String(doc.ppt) as TPayOption) : 'regular'),
      payout: kept.choices?.payout ?? 'lump-sum',
      riders: kept.choices?.riders ?? [],
      mode: doc.mode as IQuoteInput['mode'],
    },
  }
}
