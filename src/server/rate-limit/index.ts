import 'server-only'

import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '../env'
import { logger } from '../log'

import { MemoryLimiter } from './memory-limiter'

// One limiter per name and one Redis connection per process, shared by every route bundle.
const holder = globalThis as typeof globalThis & {
  __sahyogLimiters?: Map<string, RateLimiterAbstract>
  __sahyogLimitRedis?: Redis
}

/** This process's Redis connection for the limits (REDIS_URL), made on first use; /readyz pings it too. */
export function sharedRedis(url: string): Redis {
  if (!holder.__sahyogLimitRedis) {
    holder.__sahyogLimitRedis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 })
    holder.__sahyogLimitRedis.on('error', (error) =>
      logger.error({ redis: 'limits', err: error.message }, 'Redis connection error'),
    )
  }
  return holder.__sahyogLimitRedis
}

/**
 * A named counting limit (rate-limiter-flexible): `points` per `seconds`, in Redis when REDIS_URL is set so every
 * instance counts together, in-process otherwise.
 */
export function namedLimiter(name: string, points: number, seconds: number): RateLimiterAbstract {
  holder.__sahyogLimiters ??= new Map()
  const existing = holder.__sahyogLimiters.get(name)
  if (existing) return existing
  const { REDIS_URL } = env()
  const options = { keyPrefix: `rl:${name}`, points, duration: seconds }
  const made = REDIS_URL
    ? new RateLimiterRedis({ ...options, storeClient: sharedRedis(REDIS_URL) })
    : new MemoryLimiter(options)
  holder.__sahyogLimiters.set(name, made)
  return made
}

/** Takes one point; the milliseconds to wait when the budget is spent, else null. Store faults propagate. */
export async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points)
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext)
    throw error
  }
}

/** The milliseconds a key is still refused for (0: it may go on), without taking a point. */
export async function refusedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key)
  if (!res || res.remainingPoints > 0) return 0
  return Math.max(0, res.msBeforeNext)
}
