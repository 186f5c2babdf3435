import 'server-only'

import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'
import { env } from '../env'
import { redisClient } from '../redis'
import { registerReadinessCheck } from './checks'
import { writableFolder } from './folders'

/**
 * The site's readiness checks (docs/operations.md, "Health, draining and metrics"):
 * - database: a trivial query through Payload's database adapter. The first one starts Payload, so a new instance
 *   is ready once Payload has started, not before;
 * - redis (only with REDIS_URL): a PING on the process's one connection (src/server/redis);
 * - storage: every upload collection kept on local disk (media, resumes, grievance attachments, medical reports)
 *   can write its folder. A collection stored elsewhere (`disableLocalStorage`, as a cloud storage adapter sets it)
 *   is left to that store's own check, registered here beside these.
 */
export function registerSiteChecks(): void {
  registerReadinessCheck('database', async () => {
    await rows(await payloadClient(), sql`SELECT 1 AS "ok"`)
  })
  const { REDIS_URL } = env()
  if (REDIS_URL) {
    registerReadinessCheck('redis', async () => {
      const answer = await redisClient(REDIS_URL).ping()
      if (answer !== 'PONG') throw new Error(`PING answered ${answer}`)
    })
  }
  registerReadinessCheck('storage', async () => {
    const payload = await payloadClient()
    const folders = payload.config.collections.flatMap((collection) =>
      collection.upload && !collection.upload.disableLocalStorage && collection.upload.staticDir
        ? [collection.upload.staticDir]
        : [],
    )
    await Promise.all([...new Set(folders)].map(writableFolder))
  })
}
