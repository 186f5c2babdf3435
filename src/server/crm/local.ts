import type { Payload } from 'payload'

import { logger } from '../log'
import type { ICrmAdapter, ICrmDelivery, TCrmOutcome } from './types'

const COLLECTION = 'crm-local-outbox'

/**
 * The default adapter on a laptop and in tests: records what would be sent in the `crm-local-outbox` collection
 * (admin: Leads → CRM deliveries), one row per idempotency key, like a CRM that deduplicates.
 */
export function createLocalCrmAdapter(payload: Payload): ICrmAdapter {
  const recorded = async (key: string) =>
    (await payload.count({ collection: COLLECTION, where: { idempotencyKey: { equals: key } } })).totalDocs >
    0

  return {
    name: 'local',
    async deliver(delivery: ICrmDelivery): Promise<TCrmOutcome> {
      if (await recorded(delivery.idempotencyKey)) return { outcome: 'delivered' }
      try {
        await payload.create({
          collection: COLLECTION,
          data: {
            idempotencyKey: delivery.idempotencyKey,
            leadId: delivery.leadId,
            body: delivery.body as unknown as Record<string, unknown>,
          },
        })
      } catch (error) {
        // Another worker recorded the same key a moment ago (unique index): that is a delivery too.
        if (await recorded(delivery.idempotencyKey)) return { outcome: 'delivered' }
        return { outcome: 'retry', error: error instanceof Error ? error.message.slice(0, 300) : 'failed' }
      }
      logger.info({ crm: 'local', lead: delivery.leadId }, 'lead recorded for the CRM')
      return { outcome: 'delivered' }
    },
  }
}
