import type { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { MemoryLimiter } from './memory-limiter'

export interface ILimitOptions {
  /** The keys' prefix in the store: one per limit. */
  keyPrefix: string
  points: number
  /** The window, in seconds. */
  duration: number
}

/**
 * A counting limit (rate-limiter-flexible): `points` per `duration` seconds, in Redis when a client is given so
 * every instance counts together, in-process otherwise. The one way the site makes a limiter.
 */
export function makeLimiter(options: ILimitOptions, redis?: Redis): RateLimiterAbstract {
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new MemoryLimiter(options)
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
