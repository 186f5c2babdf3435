import 'server-only'

import { z } from 'zod'

import { CONSENT, CONSENT_PURPOSES, consentAction, type TConsentChoice } from '@/domain/consent'

import { payloadClient } from '../content/payload'
import { limitLookups, readJson, reply, SERVICE_ANSWERS } from '../services/route-kit'

/** What the consent banner posts: the id in the visitor's cookie, the purposes' version and each yes or no. */
const ZConsentPost = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, { error: 'id must be the consent cookie’s id.' }),
  version: z.literal(CONSENT.version, { error: 'version must be the current purposes’ version.' }),
  choice: z.object(
    Object.fromEntries(
      CONSENT_PURPOSES.map(({ key }) => [key, z.boolean({ error: `${key} must be true or false.` })]),
    ) as {
      [K in keyof TConsentChoice]: z.ZodBoolean
    },
    { error: 'choice must say yes or no to each purpose.' },
  ),
  page: z.string().max(300).optional(),
})

/** A browser makes a handful of choices at most; more than this from one address in a minute is not a visitor. */
const PER_MINUTE = 30

/**
 * POST /api/v1/consent: records a visitor's cookie choice (decision 60). The row says what was allowed, when, under
 * which version, and whether it was a first answer, a change or a withdrawal (from the same id's previous row).
 * Nothing else is kept: no address, no user agent.
 */
export async function postConsent(request: Request): Promise<Response> {
  const limited = await limitLookups('consent', request, PER_MINUTE, 60)
  if (limited) return limited
  const read = await readJson(request)
  if (!read.ok) return read.answer
  const parsed = ZConsentPost.safeParse(read.body)
  if (!parsed.success) return reply(400, parsed.error.issues[0]?.message ?? 'Invalid consent.')
  const { id, version, choice, page } = parsed.data
  try {
    const payload = await payloadClient()
    const previous = await payload.find({
      collection: 'consent-records',
      where: { consentId: { equals: id } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const last = previous.docs[0]
    const before = last ? ({ analytics: Boolean(last.analytics) } satisfies TConsentChoice) : null
    await payload.create({
      collection: 'consent-records',
      data: {
        consentId: id,
        version,
        action: consentAction(before, choice),
        ...choice,
        pageUrl: page ?? null,
      },
      overrideAccess: true,
    })
    return reply(201, 'Your cookie choice is saved.')
  } catch {
    return reply(500, SERVICE_ANSWERS.failed)
  }
}
