import 'server-only'

import type { Payload } from 'payload'

import { type IPlanQuestion, STARTING_QUESTIONS } from '@/domain/proposals'

const textOf = (value: unknown): { en: string; hi: string } => {
  if (typeof value === 'string') return { en: value, hi: '' }
  const texts = (value ?? {}) as { en?: unknown; hi?: unknown }
  return {
    en: typeof texts.en === 'string' ? texts.en : '',
    hi: typeof texts.hi === 'string' ? texts.hi : '',
  }
}

/**
 * The health and lifestyle questions of the plan at `planPath` as its rate table keeps them today (Products →
 * Premium rate tables → questionnaire), each with its English and Hindi text. Read fresh, not from a cache: a
 * question an editor adds or removes is asked by the next proposal step. A table saved before plans had a
 * questionnaire (none kept) asks the starting questions every plan was given.
 */
export async function planQuestions(payload: Payload, planPath: string): Promise<IPlanQuestion[]> {
  const plans = await payload.find({
    collection: 'pages',
    where: { path: { equals: planPath } },
    limit: 1,
    depth: 0,
    select: { path: true },
  })
  const plan = plans.docs[0]
  if (!plan) return STARTING_QUESTIONS
  const { docs } = await payload.find({
    collection: 'quote-tables',
    where: { plan: { equals: plan.id } },
    limit: 1,
    depth: 0,
    locale: 'all',
    overrideAccess: true,
    select: { questionnaire: true },
  })
  const rows = docs[0]?.questionnaire ?? []
  const questions = rows.flatMap((row): IPlanQuestion[] => {
    const text = textOf(row.text)
    return row.key && text.en ? [{ key: row.key, text, review: Boolean(row.review) }] : []
  })
  return questions.length ? questions : STARTING_QUESTIONS
}
