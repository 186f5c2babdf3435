import { RateLimiterMemory } from 'rate-limiter-flexible'

import { outsideRequest } from '../background/outside-request'

/**
 * rate-limiter-flexible's in-process limiter, every write made outside the request
 * (`background/outside-request.ts`).
 *
 * Each write may set the key's timer, which keeps the async context it was set in until the key's window ends.
 * Made here, where the limiter is made, it covers every caller and every write: counting, penalty, reward,
 * block and set. Reads and deletes set no timer.
 */
export class MemoryLimiter extends RateLimiterMemory {
  override consume(
    ...args: Parameters<RateLimiterMemory['consume']>
  ): ReturnType<RateLimiterMemory['consume']> {
    return outsideRequest(() => super.consume(...args))
  }

  override penalty(
    ...args: Parameters<RateLimiterMemory['penalty']>
  ): ReturnType<RateLimiterMemory['penalty']> {
    return outsideRequest(() => super.penalty(...args))
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>): ReturnType<RateLimiterMemory['reward']> {
    return outsideRequest(() => super.reward(...args))
  }

  override block(...args: Parameters<RateLimiterMemory['block']>): ReturnType<RateLimiterMemory['block']> {
    return outsideRequest(() => super.block(...args))
  }

  override set(...args: Parameters<RateLimiterMemory['set']>): ReturnType<RateLimiterMemory['set']> {
    return outsideRequest(() => super.set(...args))
  }
}
