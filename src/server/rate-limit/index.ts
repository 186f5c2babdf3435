import 'server-only'

import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '../env'
import { processSingleton } from '../process/singleton'
import { redisClient } from '../redis'

import { makeLimiter } from './limiter'

export { makeLimiter, refusedFor, take, type ILimitOptions } from './limiter'

/** The limits of this process by name, made on first use: in the Redis of REDIS_URL when it is set. */
export function namedLimiter(name: string, points: number, seconds: number): RateLimiterAbstract {
  const limiters = processSingleton('rate-limit.named', () => new Map<string, RateLimiterAbstract>())
  const existing = limiters.get(name)
  if (existing) return existing
  const { REDIS_URL } = env()
  const made = makeLimiter(
    { keyPrefix: `rl:${name}`, points, duration: seconds },
    REDIS_URL ? redisClient(REDIS_URL) : undefined,
  )
  limiters.set(name, made)
  return made
}
