import { randomBytes } from 'node:crypto'

import { env } from '../env'
import { logger } from '../log'
import { redisClient } from '../redis'

/**
 * Work that must run once across all instances at a time (the scheduled-publishing queue): each instance's timer
 * asks for the lease, one gets it. A lease lives in Redis with Redis's own clock (SET NX PX), so an instance
 * that dies holding it loses it after `ms`; releasing checks the holder, so a lease taken over is never released
 * by its former holder. Without REDIS_URL there is one instance (docs/operations.md): the lease is always given.
 */
export interface ILease {
  release(): Promise<void>
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`

/** The lease `name` for `ms`, or null while another instance holds it (or Redis cannot be reached). */
export async function takeLease(name: string, ms: number, url = env().REDIS_URL): Promise<ILease | null> {
  if (!url) return { release: async () => undefined }
  const redis = redisClient(url)
  const key = `${process.env.REDIS_PREFIX || 'site:'}lease:${name}`
  const token = randomBytes(12).toString('hex')
  try {
    if ((await redis.set(key, token, 'PX', ms, 'NX')) !== 'OK') return null
  } catch (error) {
    logger.warn(
      { lease: name, err: error instanceof Error ? error.message : String(error) },
      'lease not taken',
    )
    return null
  }
  return {
    release: async () => {
      await redis.eval(RELEASE, 1, key, token).catch(() => undefined)
    },
  }
}
