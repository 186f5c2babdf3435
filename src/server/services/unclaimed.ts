import 'server-only'

import type { Payload, Where } from 'payload'

import {
  maskName,
  normaliseName,
  type TUnclaimedQuery,
  unclaimedReasonLabel,
} from '@/domain/services/unclaimed'

export interface IUnclaimedItem {
  policy_number: string
  holder: string
  reason: string
  amount: number
  unclaimed_since: string | null
}

/**
 * Searches the unclaimed amounts (not yet paid) by policy number, or by name and date of birth with the PAN when
 * given. The holder's name is shown masked: enough to recognise, not to learn.
 */
export async function searchUnclaimed(payload: Payload, query: TUnclaimedQuery): Promise<IUnclaimedItem[]> {
  const where: Where =
    query.by === 'policy'
      ? { and: [{ policyNumber: { equals: query.policy_number } }, { paid: { not_equals: true } }] }
      : { and: [{ dateOfBirth: { equals: query.dob } }, { paid: { not_equals: true } }] }
  const { docs } = await payload.find({
    collection: 'unclaimed-amounts',
    where,
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const matches =
    query.by === 'policy'
      ? docs
      : docs.filter(
          (doc) =>
            normaliseName(doc.holderName) === normaliseName(query.name) &&
            (!query.pan || doc.pan === query.pan),
        )
  return matches.map((doc) => ({
    policy_number: doc.policyNumber,
    holder: maskName(doc.holderName),
    reason: unclaimedReasonLabel(doc.reason),
    amount: doc.amount,
    unclaimed_since: doc.unclaimedSince ?? null,
  }))
}
