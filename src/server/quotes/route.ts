import 'server-only'

import { formMessage } from '@/domain/forms/messages'
import { type ILeadForm, LEAD_FIELDS, validateLeadForm } from '@/domain/forms/lead'
import { sanitizeUtm } from '@/domain/leads/utm'
import { quoteDocument, quotePremium, todayInIndia, validateQuote } from '@/domain/quotes'
import { formatQuoteRef, isQuoteRef, savedQuotePath, savedQuotePdfPath } from '@/domain/quotes/paths'

import { payloadClient } from '../content/payload'
import { kickCrmWorker } from '../crm'
import { env, otpSecret } from '../env'
import { unsupportedVersion } from '../http'
import { clientAddress } from '../http/client-ip'
import { logger } from '../log'
import { renderPdf } from '../pdf'
import { blocksIn, requestLanguage } from '../pdf/language'
import { documentIssuer } from '../pdf/issuer'
import {
  formTokenOk,
  limitLookups,
  readJson,
  reply,
  SERVICE_ANSWERS,
  verifiedBy,
} from '../services/route-kit'
import { findSavedQuote, newQuoteRef, QUOTE_PURPOSE, quoteLeadPayload, saveQuote } from './store'
import { getQuoteTable } from '../content/quotes'
import { proposalAccessCookieFor } from '../proposals/access'

/** The form type of the save form's token (spec 7 createToken). */
export const QUOTE_FORM = 'quote' as const

export const QUOTE_ANSWERS = {
  saved: 'Your quote is saved',
  unknownPlan: 'This plan cannot be quoted online. Talk to an advisor for a quote.',
} as const

const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null)

/**
 * POST /api/v1/quotes: saves a quote whose mobile number was verified by OTP (purpose QUOTE_PAGE). The body holds
 * the plan's path, the quote form (dob, gender, smoker, income, sum_assured, policy_term, ppt, mode), the contact
 * form's fields (full_name, full_email, full_number, prefferd_language, is_submit_contact), the OTP proof
 * `auth_token`, the page `url` and the landing `utm_params`. The premium is worked out again here from the plan's
 * own table, never taken from the browser. 200 with the reference and the quote's addresses; 400 with the first
 * message and every field's; 401 without a fresh proof; 403 without a form token; 404 for a plan without a table.
 */
export async function postQuote(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  try {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    if (!(await formTokenOk(request, QUOTE_FORM))) return reply(403, SERVICE_ANSWERS.formExpired)
    const body = record(read.body)
    const planPath = text(body.plan, 200)
    const table = planPath ? await getQuoteTable(planPath) : null
    if (!table) return reply(404, QUOTE_ANSWERS.unknownPlan)

    const today = todayInIndia()
    const quote = validateQuote(table, body.quote, today)
    const person = validateLeadForm(body)
    const errors: Record<string, string> = {}
    if (!quote.ok) Object.assign(errors, quote.errors)
    if (!person.ok)
      for (const field of LEAD_FIELDS)
        if (person.errors[field]) errors[field] = formMessage(person.errors[field])
    const first = Object.values(errors)[0]
    if (first || !quote.ok || !person.ok) return reply(400, first ?? SERVICE_ANSWERS.failed, { errors })

    const premium = quotePremium(table, quote.value, today)
    if (!premium)
      return reply(400, 'We cannot quote this age and term online. Talk to an advisor for a quote.')
    if (!(await verifiedBy(body.auth_token, person.value.full_number, QUOTE_PURPOSE)))
      return reply(401, SERVICE_ANSWERS.notVerified)

    const payload = await payloadClient()
    const plan = await payload.find({
      collection: 'pages',
      where: { path: { equals: table.planPath } },
      limit: 1,
      depth: 0,
      select: { path: true },
    })
    const planId = plan.docs[0]?.id
    if (planId === undefined) return reply(404, QUOTE_ANSWERS.unknownPlan)
    const config = env()
    const ref = newQuoteRef()
    const lead = quoteLeadPayload({
      ref,
      siteUrl: config.SITE_URL,
      person: person.value as ILeadForm,
      table,
      quote: quote.value,
      premium,
      utm: sanitizeUtm(body.utm_params),
      process: config.LEAD_PROCESS_CODE,
    })
    await saveQuote(
      payload,
      {
        ref,
        table,
        planId,
        quote: quote.value,
        premium,
        person: person.value as ILeadForm,
        lead,
        ip: clientAddress(request),
        pageUrl: text(body.url, 300),
        userAgent: request.headers.get('user-agent'),
        referer: request.headers.get('referer'),
      },
      otpSecret(),
    )
    void kickCrmWorker(payload)
    // The mobile was proved just now: the visitor may go on to the proposal without a second code.
    return reply(
      200,
      QUOTE_ANSWERS.saved,
      { ref, reference: formatQuoteRef(ref), url: savedQuotePath(ref), pdf: savedQuotePdfPath(ref) },
      { 'Set-Cookie': proposalAccessCookieFor(person.value.full_number) },
    )
  } catch (error) {
    logger.error(
      { route: 'quotes', err: error instanceof Error ? error.message : String(error) },
      'quote failed',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}

/**
 * A saved quote by reference, for its page and PDF: a malformed reference is not looked up, and lookups are
 * limited per client address (60 a minute), so references cannot be tried in bulk.
 */
export async function savedQuoteFor(request: Request | null, ref: string) {
  if (!isQuoteRef(ref)) return { ok: false as const, status: 404 }
  if (request) {
    const limited = await limitLookups('quote', request, 60, 60)
    if (limited) return { ok: false as const, status: 429, answer: limited }
  }
  const quote = await findSavedQuote(await payloadClient(), ref)
  return quote ? { ok: true as const, quote } : { ok: false as const, status: 404 }
}

/** GET /api/v1/quotes/{ref}/pdf: the saved quote as a one-page PDF. */
export async function getQuotePdf(request: Request, ref: string): Promise<Response> {
  const found = await savedQuoteFor(request, ref)
  if (!found.ok) {
    if (found.answer) return found.answer
    return new Response('Quote not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const { quote } = found
  const { company, logo } = await documentIssuer()
  const pdf = await renderPdf({
    title: `Quote ${formatQuoteRef(quote.ref)}: ${quote.table.planName}`,
    author: company.legalName,
    logo,
    footer: `${quote.table.planName}${quote.table.uin ? `, UIN ${quote.table.uin}` : ''}`,
    blocks: blocksIn(requestLanguage(request), quoteDocument(quote)),
  })
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="sahyog-life-quote-${quote.ref}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
