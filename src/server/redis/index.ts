import { Redis } from 'ioredis'

import { logger } from '../log'
import { processSingleton } from '../process/singleton'

/**
 * This process's connection to the Redis at `url` (REDIS_URL), made on first use and shared by the OTP store, the
 * rate limits, the leases and the readiness check. The shared page cache (../cache/shared) keeps its own, built
 * into the host's cache handler with other options (an offline queue, its pub/sub).
 */
export function redisClient(url: string): Redis {
  return processSingleton(`redis:${url}`, () => {
    const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 })
    client.on('error', (error) =>
      logger.error({ redis: 'shared', err: error.message }, 'Redis connection error'),
    )
    return client
  })
}
