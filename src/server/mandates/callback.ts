import 'server-only'

import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'
import { mandateCallbackSecret } from '../env'
import { readBoundedText } from '../http/body'
import { logger } from '../log'
import { checkCallback } from './signature'

const NO_STORE = { 'Cache-Control': 'no-store' }
export const ACTIVATION_PAGE = '/services/nach-mandate-activation'
/** The largest callback body the provider sends (a handful of signed fields), with room to spare. */
export const CALLBACK_BODY_MAX_BYTES = 4096

const json = (status: number, message: string) =>
  Response.json({ status_code: status, status: status === 200, message }, { status, headers: NO_STORE })

/**
 * /api/v1/upi/enach-redirect: the mandate provider's answer, signed (see signature.ts). GET is the visitor's
 * browser coming back from the bank or UPI app (answered with a redirect to the activation page and its outcome);
 * POST is the provider's server-to-server notice (JSON). Either completes a pending mandate exactly once: a
 * tampered, stale or unknown callback answers 400, a repeated one 409, a body over 4 KB 413 (refused whole, never
 * cut short), and none of them changes anything.
 */
export async function handleEnachCallback(request: Request): Promise<Response> {
  let params: URLSearchParams
  if (request.method === 'GET') params = new URL(request.url).searchParams
  else {
    const raw = await readBoundedText(request, CALLBACK_BODY_MAX_BYTES)
    if (raw === null) {
      logger.warn({ nach: 'callback-refused', reason: 'too-large' }, 'Mandate callback refused')
      return json(413, 'The callback is too large.')
    }
    const type = request.headers.get('content-type') ?? ''
    try {
      params = type.includes('json')
        ? new URLSearchParams(
            Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
          )
        : new URLSearchParams(raw)
    } catch {
      return json(400, 'The callback is not valid.')
    }
  }
  const check = checkCallback(mandateCallbackSecret(), params)
  if (!check.ok) {
    logger.warn({ nach: 'callback-refused', reason: check.reason }, 'Mandate callback refused')
    return json(400, 'The callback is not valid.')
  }
  const { ref, status, umrn } = check.fields
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const won =
    status === 'success'
      ? await rows(
          payload,
          sql`UPDATE "nach_mandates" SET "status" = 'active', "umrn" = ${umrn}, "completed_at" = ${now},
            "updated_at" = ${now} WHERE "provider_reference" = ${ref} AND "status" = 'pending' RETURNING "id"`,
        )
      : await rows(
          payload,
          sql`UPDATE "nach_mandates" SET "status" = 'failed', "failure_reason" = 'Not authorised by the bank',
            "completed_at" = ${now}, "updated_at" = ${now}
            WHERE "provider_reference" = ${ref} AND "status" = 'pending' RETURNING "id"`,
        )
  if (won.length === 0) {
    const existing = await payload.find({
      collection: 'nach-mandates',
      where: { providerReference: { equals: ref } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs.length === 0) return json(400, 'The callback is not valid.')
    logger.info({ nach: 'callback-repeated', reference: ref }, 'Mandate callback repeated')
    return json(409, 'This mandate request is already complete.')
  }
  logger.info({ nach: 'callback', reference: ref, status }, 'Mandate completed by the provider')
  if (request.method === 'GET') {
    const outcome = status === 'success' ? 'active' : 'failed'
    return new Response(null, {
      status: 303,
      headers: {
        ...NO_STORE,
        Location: `${ACTIVATION_PAGE}?mandate=${outcome}&ref=${encodeURIComponent(ref)}`,
      },
    })
  }
  return json(200, 'Recorded')
}
