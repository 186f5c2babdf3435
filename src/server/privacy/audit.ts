import type { Payload } from 'payload'

import type { TPersonalDataAction } from '@/domain/privacy/audit'

import { logger } from '../log'

/**
 * Writes one entry of the personal data log (decision 86): who revealed or exported which personal data, when and
 * why. In the database, so every instance's entries are in the one list administrators read. The application log
 * gets the same line without the data itself.
 */
export async function logPersonalDataAccess(
  payload: Payload,
  entry: {
    user: { id: number | string; email?: string | null }
    action: TPersonalDataAction
    collection: string
    recordId?: string | number | null
    summary: string
    reason?: string | null
    rows?: number | null
  },
): Promise<void> {
  await payload.create({
    collection: 'personal-data-log',
    data: {
      user: entry.user.id as number,
      userEmail: entry.user.email ?? `user ${entry.user.id}`,
      action: entry.action,
      collectionSlug: entry.collection,
      recordId: entry.recordId === null || entry.recordId === undefined ? null : String(entry.recordId),
      summary: entry.summary.slice(0, 500),
      reason: entry.reason ?? null,
      rows: entry.rows ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })
  logger.info(
    {
      user: entry.user.id,
      action: entry.action,
      collection: entry.collection,
      record: entry.recordId,
      rows: entry.rows,
    },
    'personal data accessed',
  )
}
