import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { logger } from '../log'

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `EKR` + yymmdd + 6 random characters. */
const reference = (now: Date) =>
  `EKR${now.toISOString().slice(2, 10).replace(/-/g, '')}${Array.from({ length: 6 }, () => ALNUM[randomInt(ALNUM.length)]).join('')}`

/**
 * Records a request to revoke the Aadhaar e-KYC consent of a verified policy. A policy has at most one open
 * request: asking again answers the same reference and stores nothing more.
 */
export async function recordEkycRevocation(
  payload: Payload,
  policyNumber: string,
  reason: string,
  origin: { ipHash: string; pageUrl: string | null },
): Promise<{ reference: string; created: boolean }> {
  const open = await payload.find({
    collection: 'ekyc-revocations',
    where: { and: [{ policyNumber: { equals: policyNumber } }, { status: { equals: 'received' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (open.docs[0]) return { reference: open.docs[0].reference, created: false }
  const created = await payload.create({
    collection: 'ekyc-revocations',
    data: {
      reference: reference(new Date()),
      policyNumber,
      reason: reason || null,
      status: 'received',
      ipHash: origin.ipHash,
      pageUrl: origin.pageUrl,
    },
    overrideAccess: true,
  })
  logger.info({ ekycRevocation: created.id }, 'e-KYC consent revocation stored')
  return { reference: created.reference, created: true }
}
