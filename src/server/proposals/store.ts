import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import {
  type IPlanQuestion,
  type IProposalAnswers,
  nextStep,
  proposalRefFrom,
  type TProposalStatus,
} from '@/domain/proposals'
import { applicationYearPrefix, nextApplicationNumber } from '@/domain/proposals/payment'
import type { Proposal } from '@/payload-types'

import { rows, sql } from '../db/raw'

export interface IStoredProposal {
  id: number | string
  ref: string
  quoteRef: string
  planName: string
  planPath: string
  phone: string
  status: TProposalStatus
  step: string
  answers: IProposalAnswers
  /** The health questions as they were asked (the plan's questionnaire when the step was saved or submitted). */
  questions: IPlanQuestion[]
  needsReview: boolean
  updatedAt: string
  /** Set with the status paid. */
  applicationNumber: string | null
  paidAt: string | null
  paymentReference: string | null
}

const stored = (doc: Proposal): IStoredProposal => ({
  id: doc.id,
  ref: doc.ref,
  quoteRef: doc.quoteRef,
  planName: doc.planName,
  planPath: doc.planPath,
  phone: doc.phone,
  status: doc.status as TProposalStatus,
  step: doc.step,
  answers: (doc.answers ?? {}) as IProposalAnswers,
  questions: Array.isArray(doc.questions) ? (doc.questions as unknown as IPlanQuestion[]) : [],
  needsReview: Boolean(doc.needsReview),
  updatedAt: doc.updatedAt,
  applicationNumber: doc.applicationNumber ?? null,
  paidAt: doc.paidAt ?? null,
  paymentReference: doc.paymentReference ?? null,
})

/** The saved quote a proposal starts from, with the mobile it was saved with. */
export async function quoteForProposal(payload: Payload, quoteRef: string) {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { ref: { equals: quoteRef } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { ref: true, phone: true, planName: true, fullName: true, email: true },
  })
  return docs[0] ?? null
}

/**
 * The key that keeps one unpaid proposal per mobile and plan: unique, set while the proposal is a draft or submitted
 * and not yet paid, cleared when its first premium is received.
 */
const openKeyOf = (phone: string, planPath: string) => `${phone}:${planPath}`

export async function findProposal(payload: Payload, ref: string): Promise<IStoredProposal | null> {
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? stored(docs[0]) : null
}

/** The unpaid proposals (unfinished, or submitted and waiting for the first premium) of a mobile, newest first. */
export async function openProposals(payload: Payload, phone: string): Promise<IStoredProposal[]> {
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { and: [{ phone: { equals: phone } }, { status: { in: ['draft', 'submitted'] } }] },
    sort: '-updatedAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(stored)
}

async function openProposalFor(payload: Payload, phone: string, planPath: string) {
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { openKey: { equals: openKeyOf(phone, planPath) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? stored(docs[0]) : null
}

/**
 * The mobile's unpaid proposal for the plan, or a new one from the quote: one mobile holds one unpaid proposal per
 * plan, whichever quote it came from (the unique open key settles two starts at once: the second finds the first).
 */
export async function startProposal(
  payload: Payload,
  input: { quoteId: number | string; quoteRef: string; planName: string; planPath: string; phone: string },
): Promise<{ proposal: IStoredProposal; resumed: boolean }> {
  const open = await openProposalFor(payload, input.phone, input.planPath)
  if (open) return { proposal: open, resumed: true }
  try {
    const doc = await payload.create({
      collection: 'proposals',
      overrideAccess: true,
      data: {
        ref: proposalRefFrom(randomBytes(12)),
        quote: input.quoteId as number,
        quoteRef: input.quoteRef,
        planName: input.planName,
        planPath: input.planPath,
        phone: input.phone,
        status: 'draft',
        step: 'personal',
        answers: {},
        needsReview: false,
        openKey: openKeyOf(input.phone, input.planPath),
      },
    })
    return { proposal: stored(doc), resumed: false }
  } catch (error) {
    const raced = await openProposalFor(payload, input.phone, input.planPath)
    if (raced) return { proposal: raced, resumed: true }
    throw error
  }
}

/** Saves one step's checked answers; the next step is the first not yet saved. Only a draft changes. */
export async function saveStep(
  payload: Payload,
  proposal: IStoredProposal,
  answers: IProposalAnswers,
  extra: { fullName?: string; needsReview?: boolean; questions?: IPlanQuestion[] },
) {
  const { docs } = await payload.update({
    collection: 'proposals',
    where: { and: [{ id: { equals: proposal.id } }, { status: { equals: 'draft' } }] },
    overrideAccess: true,
    depth: 0,
    data: {
      answers: answers as Record<string, unknown>,
      step: nextStep(answers) ?? 'review',
      ...(extra.fullName ? { fullName: extra.fullName.slice(0, 64) } : {}),
      ...(extra.needsReview === undefined ? {} : { needsReview: extra.needsReview }),
      ...(extra.questions ? { questions: extra.questions as unknown as Record<string, unknown>[] } : {}),
    },
  })
  return docs.length === 1
}

/**
 * Moves an unpaid proposal whose quote has lapsed (past its 30 days, no longer priced by the plan's table) onto a
 * new quote of the same mobile and plan, its answers kept: a draft again, at its first unsaved step, declared anew.
 */
export async function rebaseProposal(
  payload: Payload,
  proposal: IStoredProposal,
  quote: { quoteId: number | string; quoteRef: string },
): Promise<IStoredProposal | null> {
  const { docs } = await payload.update({
    collection: 'proposals',
    where: { and: [{ id: { equals: proposal.id } }, { status: { in: ['draft', 'submitted'] } }] },
    overrideAccess: true,
    depth: 0,
    data: {
      quote: quote.quoteId as number,
      quoteRef: quote.quoteRef,
      status: 'draft',
      step: nextStep(proposal.answers) ?? 'review',
      submittedAt: null,
    },
  })
  return docs[0] ? stored(docs[0]) : null
}

/**
 * Marks a draft submitted (once: a second submit finds no draft), with the health questions it was checked against
 * (kept, so a later change of the plan's questionnaire never changes it); it keeps its open key until it is paid.
 */
export async function submitProposal(
  payload: Payload,
  proposal: IStoredProposal,
  needsReview: boolean,
  questions: IPlanQuestion[],
) {
  const { docs } = await payload.update({
    collection: 'proposals',
    where: { and: [{ id: { equals: proposal.id } }, { status: { equals: 'draft' } }] },
    overrideAccess: true,
    depth: 0,
    data: {
      status: 'submitted',
      step: 'done',
      needsReview,
      questions: questions as unknown as Record<string, unknown>[],
      submittedAt: new Date().toISOString(),
    },
  })
  return docs.length === 1
}

/** The year's highest application number so far, or null (fixed-width numbers: the greatest string). */
async function lastApplicationNumber(payload: Payload, year: number): Promise<string | null> {
  const found = await rows(
    payload,
    sql`SELECT max("application_number") AS "last" FROM "proposals"
      WHERE "application_number" LIKE ${`${applicationYearPrefix(year)}%`}`,
  )
  const last = found[0]?.last
  return typeof last === 'string' ? last : null
}

/**
 * Marks a submitted proposal paid with the next application number of the year, once: one conditional UPDATE
 * (`status = 'submitted'`) sets the status, the number, the day and the payment together (and the application's
 * status, submitted). The number is the year's
 * highest plus one, read from the database; two instances taking the same one at once meet the unique index, and the
 * loser reads again and takes the next. Answers the number when this call made the change, null when the proposal
 * was not (or no longer) a submitted one.
 */
export async function markProposalPaid(
  payload: Payload,
  proposal: Pick<IStoredProposal, 'id'>,
  payment: { reference: string; paidAt: string },
  year: number,
): Promise<string | null> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const number = nextApplicationNumber(await lastApplicationNumber(payload, year), year)
    try {
      const won = await rows(
        payload,
        sql`UPDATE "proposals" SET "status" = 'paid', "application_number" = ${number},
          "paid_at" = ${payment.paidAt}, "payment_reference" = ${payment.reference}, "open_key" = NULL,
          "application_status" = 'submitted', "application_status_at" = ${payment.paidAt},
          "updated_at" = ${new Date().toISOString()}
          WHERE "id" = ${proposal.id} AND "status" = 'submitted' RETURNING "id"`,
      )
      return won.length === 1 ? number : null
    } catch (error) {
      // Another instance took this number a moment ago (the unique index): read the highest again.
      if (!/unique|duplicate/i.test(error instanceof Error ? `${error.message} ${String(error.cause)}` : ''))
        throw error
    }
  }
  throw new Error('No free application number after 20 tries')
}

/** Records whether the application received SMS went. */
export async function markApplicationSms(payload: Payload, id: number | string, sent: boolean) {
  await payload.update({
    collection: 'proposals',
    id,
    overrideAccess: true,
    depth: 0,
    data: { applicationSms: sent ? 'sent' : 'failed' },
  })
}
