import 'server-only'

import { isQuoteRef } from '@/domain/quotes/paths'
import { todayInIndia } from '@/domain/quotes'
import { format } from '@/domain/i18n/format'
import { checkMobile, firstError, SERVICE_MESSAGES } from '@/domain/services/common'
import {
  type IProposalAnswers,
  incomeNeeded,
  type IProposalCover,
  isProposalRef,
  isProposalStep,
  needsReview,
  PROPOSAL_PURPOSE,
  PROPOSAL_STEPS,
  PROPOSAL_TEXTS,
  proposalPath,
  questionsIn,
  type THealth,
  validateStep,
} from '@/domain/proposals'

import { payloadClient } from '../content/payload'
import { otpSecret } from '../env'
import { unsupportedVersion } from '../http'
import { cookieValue } from '../otp/form-token'
import { logger } from '../log'
import { findSavedQuote } from '../quotes/store'
import { limitLookups, readJson, reply, SERVICE_ANSWERS, verifiedBy } from '../services/route-kit'
import { PROPOSAL_ACCESS_COOKIE, proposalAccessCookieFor, readProposalAccess } from './access'
import { requestLanguage } from '../pdf/language'
import { expiredQuoteLine, payProposal, premiumAnswer, proposalPdf, proposalPremium } from './payment'
import {
  findProposal,
  type IStoredProposal,
  openProposals,
  quoteForProposal,
  rebaseProposal,
  saveStep,
  startProposal,
  submitProposal,
} from './store'
import { planQuestions } from './questionnaire'

const record = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/** Runs a handler, answering a fault with the services' 500 text and logging it without the visitor's data. */
async function guarded(name: string, request: Request, handle: () => Promise<Response>) {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  try {
    return await handle()
  } catch (error) {
    logger.error(
      { route: `proposals.${name}`, err: error instanceof Error ? error.message : String(error) },
      'proposal failed',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}

/** The mobile the request's proposal credential names, or null. */
const verifiedMobile = (request: Request) =>
  readProposalAccess(otpSecret(), cookieValue(request, PROPOSAL_ACCESS_COOKIE))

/** A proposal the request's verified mobile holds; the answer to give instead when there is none. */
async function ownProposal(
  request: Request,
  ref: string,
): Promise<{ ok: true; proposal: IStoredProposal } | { ok: false; answer: Response }> {
  if (!isProposalRef(ref)) return { ok: false, answer: reply(404, PROPOSAL_TEXTS.notFound) }
  const phone = verifiedMobile(request)
  if (!phone) return { ok: false, answer: reply(401, PROPOSAL_TEXTS.notYours) }
  const proposal = await findProposal(await payloadClient(), ref)
  // Another mobile's proposal is answered as none: a reference opens nothing without its own mobile.
  if (!proposal || proposal.phone !== phone) return { ok: false, answer: reply(404, PROPOSAL_TEXTS.notFound) }
  return { ok: true, proposal }
}

/** What the steps need of the quote: the sum assured and the plan's income multiple, the premium to show. */
async function quoteOf(proposal: IStoredProposal) {
  const quote = await findSavedQuote(await payloadClient(), proposal.quoteRef)
  if (!quote) throw new Error('a proposal without its quote')
  const cover: IProposalCover = {
    sumAssured: quote.input.sum_assured,
    incomeMultiple: quote.table.income_multiple,
  }
  return { quote, cover }
}

/**
 * POST /api/v1/proposals: starts the proposal for a saved quote, `{quote, mobile, auth_token}`, the mobile proved
 * by OTP (purpose PROPOSAL_PAGE), or by the credential of the last two hours (saving the quote gives one; then
 * `{quote}` is enough), and the one the quote was saved with. The mobile's unpaid proposal for the plan from the same
 * quote is answered instead of a second one (200, `resumed`); one from another quote is 409 with its `{ref, url}` to
 * continue. 200 `{ref, url, resumed}` with the proposal credential's cookie; 400 with a message per field; 401
 * without a fresh proof; 404 for no such quote.
 */
export function postProposal(request: Request): Promise<Response> {
  return guarded('start', request, async () => {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const body = record(read.body)
    const quoteRef = text(body.quote, 40).toLowerCase()
    // A mobile proved in the last two hours (saving the quote, or an earlier proposal) needs no second code.
    const proved = verifiedMobile(request)
    const mobile = text(body.mobile, 20) || proved || ''
    const mobileError = checkMobile(mobile)
    if (mobileError) return reply(400, mobileError, { errors: { mobile: mobileError } })
    if (!isQuoteRef(quoteRef)) return reply(404, PROPOSAL_TEXTS.quoteNotFound)
    const limited = await limitLookups('proposal', request, 30, 60)
    if (limited) return limited
    const payload = await payloadClient()
    const quote = await quoteForProposal(payload, quoteRef)
    if (!quote) return reply(404, PROPOSAL_TEXTS.quoteNotFound)
    if (proved !== mobile && !(await verifiedBy(body.auth_token, mobile, PROPOSAL_PURPOSE)))
      return reply(401, SERVICE_ANSWERS.notVerified)
    if (quote.phone !== mobile)
      return reply(400, PROPOSAL_TEXTS.quoteMobile, { errors: { mobile: PROPOSAL_TEXTS.quoteMobile } })
    const saved = await findSavedQuote(payload, quoteRef)
    if (!saved) return reply(404, PROPOSAL_TEXTS.quoteNotFound)
    const { proposal, resumed } = await startProposal(payload, {
      quoteId: quote.id,
      quoteRef,
      planName: saved.table.planName,
      planPath: saved.table.planPath,
      phone: mobile,
    })
    if (resumed && proposal.quoteRef !== quoteRef && (await proposalPremium(proposal)).lapsed) {
      // Its quote lapsed (past 30 days, no longer priced): the answers go on with this quote.
      const moved = await rebaseProposal(payload, proposal, { quoteId: quote.id, quoteRef })
      if (moved) {
        logger.info({ proposal: moved.ref, quote: quoteRef }, 'proposal moved to a new quote')
        return reply(
          200,
          PROPOSAL_TEXTS.saved,
          { ref: moved.ref, url: proposalPath(moved.ref), resumed },
          { 'Set-Cookie': proposalAccessCookieFor(mobile) },
        )
      }
    }
    if (resumed && proposal.quoteRef !== quoteRef) {
      // One unpaid proposal per mobile and plan: the one from another quote is offered, never a second one made.
      logger.info(
        { proposal: proposal.ref, quote: quoteRef },
        'proposal start refused: an unpaid one is open',
      )
      return reply(
        409,
        format(PROPOSAL_TEXTS.unpaidExists, { plan: proposal.planName }),
        { ref: proposal.ref, url: proposalPath(proposal.ref), resumed },
        { 'Set-Cookie': proposalAccessCookieFor(mobile) },
      )
    }
    logger.info({ proposal: proposal.ref, quote: quoteRef, resumed }, 'proposal started')
    return reply(
      200,
      PROPOSAL_TEXTS.saved,
      { ref: proposal.ref, url: proposalPath(proposal.ref), resumed },
      { 'Set-Cookie': proposalAccessCookieFor(mobile) },
    )
  })
}

/**
 * POST /api/v1/proposals/resume: `{mobile, auth_token}` proved by OTP (purpose PROPOSAL_PAGE), on any device. 200
 * with the mobile's unfinished proposals and the credential's cookie; 400 for a malformed mobile; 401 without a
 * fresh proof.
 */
export function postResume(request: Request): Promise<Response> {
  return guarded('resume', request, async () => {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const body = record(read.body)
    const mobile = text(body.mobile, 20)
    const mobileError = checkMobile(mobile)
    if (mobileError) return reply(400, mobileError, { errors: { mobile: mobileError } })
    if (!(await verifiedBy(body.auth_token, mobile, PROPOSAL_PURPOSE)))
      return reply(401, SERVICE_ANSWERS.notVerified)
    const open = await openProposals(await payloadClient(), mobile)
    return reply(
      200,
      open.length ? PROPOSAL_TEXTS.saved : PROPOSAL_TEXTS.noneOpen,
      {
        proposals: open.map((p) => ({
          ref: p.ref,
          url: proposalPath(p.ref),
          planName: p.planName,
          step: p.step,
          updatedAt: p.updatedAt,
        })),
      },
      { 'Set-Cookie': proposalAccessCookieFor(mobile) },
    )
  })
}

/** GET /api/v1/proposals/{ref}: the proposal as saved, with its quote's premium, for its verified mobile only. */
export function getProposal(request: Request, ref: string): Promise<Response> {
  return guarded('read', request, async () => {
    const own = await ownProposal(request, ref)
    if (!own.ok) return own.answer
    const { proposal } = own
    const { quote, cover } = await quoteOf(proposal)
    const single = quote.input.pay === 'single'
    const mode = single ? 'yearly' : quote.input.mode
    const prefill = await quoteForProposal(await payloadClient(), proposal.quoteRef)
    const priced = await proposalPremium(proposal)
    const { premium } = priced
    // An unfinished proposal asks the plan's questionnaire of today; a submitted one shows the questions it kept.
    const asked =
      proposal.status === 'draft' ? await planQuestions(await payloadClient(), proposal.planPath) : null
    return reply(200, PROPOSAL_TEXTS.saved, {
      ref: proposal.ref,
      status: proposal.status,
      applicationNumber: proposal.applicationNumber,
      paidAt: proposal.paidAt,
      // The first premium as it would be charged today (what "Pay" shows; the server works it out again).
      payment: premium ? premiumAnswer(premium) : null,
      // A quote past its 30 days: what the review says (priced again today, or a new quote needed); else null.
      quoteExpired: priced.expired ? expiredQuoteLine(priced.quote, priced.lapsed) : null,
      step: proposal.step,
      needsReview: proposal.needsReview,
      answers: proposal.answers,
      questions: questionsIn(asked ?? proposal.questions, requestLanguage(request)),
      prefill: { full_name: prefill?.fullName ?? '', email: prefill?.email ?? '' },
      quote: {
        ref: quote.ref,
        planName: quote.table.planName,
        planPath: proposal.planPath,
        sumAssured: quote.input.sum_assured,
        coverUntilAge: quote.premium.coverUntilAge,
        dob: quote.input.dob,
        gender: quote.input.gender,
        single,
        mode,
        ppt: quote.input.ppt,
        instalment: quote.premium.instalments[mode].firstYear,
        incomeNeeded: incomeNeeded(cover),
        incomeMultiple: cover.incomeMultiple,
      },
    })
  })
}

/**
 * POST /api/v1/proposals/{ref}/steps/{step}: one step's answers, checked with the same rules as the form; saved
 * whole, or 400 with a message per field and nothing changed. 401 without the credential, 404 for another
 * mobile's proposal or no such step, 409 once submitted.
 */
export function postStep(request: Request, ref: string, step: string): Promise<Response> {
  return guarded('step', request, async () => {
    if (!isProposalStep(step)) return reply(404, PROPOSAL_TEXTS.notFound)
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const own = await ownProposal(request, ref)
    if (!own.ok) return own.answer
    const { proposal } = own
    if (proposal.status !== 'draft') return reply(409, PROPOSAL_TEXTS.alreadySubmitted)
    const { cover } = await quoteOf(proposal)
    // The health step asks the plan's questionnaire as it is now, and keeps the questions with the answers.
    const questions = step === 'health' ? await planQuestions(await payloadClient(), proposal.planPath) : []
    const checked = validateStep(step, read.body, { cover, today: todayInIndia(), questions })
    if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
    const answers: IProposalAnswers = { ...proposal.answers, [step]: checked.value }
    const saved = await saveStep(await payloadClient(), proposal, answers, {
      fullName: step === 'personal' ? checked.value.full_name : undefined,
      ...(step === 'health'
        ? { needsReview: needsReview(checked.value as THealth, questions), questions }
        : {}),
    })
    if (!saved) return reply(409, PROPOSAL_TEXTS.alreadySubmitted)
    const next = PROPOSAL_STEPS.find((name) => !answers[name]) ?? 'review'
    return reply(200, PROPOSAL_TEXTS.saved, { step: next })
  })
}

/**
 * POST /api/v1/proposals/{ref}/submit: `{declaration: true}` once every step is saved; each step is checked again
 * (the rules of the day), then the proposal is submitted, once. 400 for a missing declaration or step, 409 when
 * already submitted.
 */
export function postSubmit(request: Request, ref: string): Promise<Response> {
  return guarded('submit', request, async () => {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const own = await ownProposal(request, ref)
    if (!own.ok) return own.answer
    const { proposal } = own
    if (proposal.status !== 'draft') return reply(409, PROPOSAL_TEXTS.alreadySubmitted)
    const { cover } = await quoteOf(proposal)
    const today = todayInIndia()
    // The questionnaire of the day: a question added since the health step was saved has to be answered first.
    const questions = await planQuestions(await payloadClient(), proposal.planPath)
    for (const step of PROPOSAL_STEPS) {
      const answers = proposal.answers[step]
      if (!answers || !validateStep(step, answers, { cover, today, questions }).ok)
        return reply(400, PROPOSAL_TEXTS.stepsMissing, { step })
    }
    if (record(read.body).declaration !== true)
      return reply(400, PROPOSAL_TEXTS.declarationRequired, {
        errors: { declaration: PROPOSAL_TEXTS.declarationRequired },
      })
    const review = needsReview(proposal.answers.health ?? {}, questions)
    if (!(await submitProposal(await payloadClient(), proposal, review, questions)))
      return reply(409, PROPOSAL_TEXTS.alreadySubmitted)
    logger.info({ proposal: proposal.ref, review }, 'proposal submitted')
    return reply(200, PROPOSAL_TEXTS.submitted, { ref: proposal.ref, needsReview: review })
  })
}

/**
 * POST /api/v1/proposals/{ref}/pay: the first premium of the proposal, through the payment gateway (payment.ts).
 * 401 without the credential, 404 for another mobile's proposal.
 */
export function postPay(request: Request, ref: string): Promise<Response> {
  return guarded('pay', request, async () => {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const own = await ownProposal(request, ref)
    if (!own.ok) return own.answer
    const { cover } = await quoteOf(own.proposal)
    return payProposal(own.proposal, record(read.body), cover)
  })
}

/** GET /api/v1/proposals/{ref}/pdf: the paid proposal as submitted, for its verified mobile; 404 before payment. */
export function getProposalPdf(request: Request, ref: string): Promise<Response> {
  return guarded('pdf', request, async () => {
    const own = await ownProposal(request, ref)
    if (!own.ok) return own.answer
    return proposalPdf(own.proposal, requestLanguage(request))
  })
}

/**
 * GET /api/v1/proposals/place?pincode=411001: the city and state of a PIN code from our branches (the branch with
 * that PIN, else one in the same sorting district, its first three digits), so the form can fill them in. 404 when
 * no branch is near: the visitor types them.
 */
export function getPlace(request: Request): Promise<Response> {
  return guarded('place', request, async () => {
    const pincode = new URL(request.url).searchParams.get('pincode') ?? ''
    if (!/^[1-9]\d{5}$/.test(pincode)) return reply(400, SERVICE_MESSAGES.pincodeInvalid)
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'branches',
      where: { pincode: { like: pincode.slice(0, 3) } },
      limit: 100,
      depth: 0,
      select: { city: true, state: true, pincode: true },
    })
    const near = docs.filter((branch) => branch.pincode?.startsWith(pincode.slice(0, 3)))
    // The branch with that PIN, else the nearest by number in the same sorting district.
    const distance = (pin: string | null | undefined) => Math.abs(Number(pin) - Number(pincode))
    const branch = near.sort((a, b) => distance(a.pincode) - distance(b.pincode))[0]
    if (branch?.city && branch.state) return reply(200, 'Found', { city: branch.city, state: branch.state })
    return reply(404, 'No branch near this PIN code')
  })
}

/** Whether the request's credential names the mobile a saved quote was saved with (its page offers to go on). */
export async function provedForQuote(cookie: string | undefined, quoteRef: string): Promise<boolean> {
  const phone = readProposalAccess(otpSecret(), cookie ?? null)
  if (!phone || !isQuoteRef(quoteRef)) return false
  const quote = await quoteForProposal(await payloadClient(), quoteRef)
  return quote?.phone === phone
}
