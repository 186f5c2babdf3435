/**
 * The CRM outbox from a shell (docs/operations.md):
 *   node scripts/run-ts.mjs scripts/crm.ts status            counts of leads by CRM delivery state
 *   node scripts/run-ts.mjs scripts/crm.ts drain             delivers everything due now, and exits
 *   node scripts/run-ts.mjs scripts/crm.ts redrive           puts every failed lead back in the queue
 *   node scripts/run-ts.mjs scripts/crm.ts redrive 12 15     …or only these leads (failed or pending)
 * Uses the same environment as the site (DATABASE_URL, CRM_*).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { CRM_DELIVERY_STATUSES } from '@/domain/leads/statuses'
import { crmAdapterFromEnv, outboxSettingsFromEnv, redrive } from '@/server/crm'
import { drainOnce } from '@/server/crm/outbox'

async function main() {
  const [command, ...args] = process.argv.slice(2)
  const payload = await getPayload({ config })
  if (command === 'status') {
    for (const status of CRM_DELIVERY_STATUSES) {
      const { totalDocs } = await payload.count({
        collection: 'leads',
        where: { crmStatus: { equals: status } },
      })
      console.log(`${status.padEnd(10)} ${totalDocs}`)
    }
  } else if (command === 'drain') {
    const total = { delivered: 0, retried: 0, failed: 0 }
    // One drain stops after its batch limit; a backlog takes several.
    for (;;) {
      const { more, ...counts } = await drainOnce(
        payload,
        crmAdapterFromEnv(payload),
        outboxSettingsFromEnv(),
        {
          owner: `cli:${process.pid}`,
        },
      )
      total.delivered += counts.delivered
      total.retried += counts.retried
      total.failed += counts.failed
      if (!more) break
    }
    console.log(JSON.stringify(total))
  } else if (command === 'redrive') {
    const ids = args.map(Number).filter((id) => Number.isInteger(id) && id > 0)
    if (args.length && ids.length !== args.length) throw new Error('Lead ids are whole numbers')
    console.log(`${await redrive(payload, { ids })} lead(s) queued again`)
  } else {
    throw new Error('Usage: node scripts/run-ts.mjs scripts/crm.ts status | drain | redrive [lead ids…]')
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
