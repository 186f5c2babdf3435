import 'server-only'

import type { Payload } from 'payload'

import type { IAdvisorRequest } from '@/domain/services/advisor'

import { logger } from '../log'

/** Stores a verified meet_advisor request for the service desk. */
export async function recordAdvisorRequest(
  payload: Payload,
  request: IAdvisorRequest,
  origin: { ipHash: string; pageUrl: string | null },
) {
  const created = await payload.create({
    collection: 'advisor-requests',
    data: {
      fullName: request.full_name,
      phone: request.mobile_number,
      city: request.city,
      pincode: request.pincode,
      preferredTime: request.preferred_time,
      status: 'new',
      ipHash: origin.ipHash,
      pageUrl: origin.pageUrl,
    },
  })
  logger.info({ advisorRequest: created.id }, 'advisor request stored')
  return created.id
}
