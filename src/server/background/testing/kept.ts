import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { vi } from 'vitest'

import { outsideRequest } from '../outside-request'

// As the host does when it starts: the context is made before any request.
outsideRequest(() => undefined)

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** A request's async context, as Next's request store is one: what `work` started inside it can see it. */
export const requests = new AsyncLocalStorage<{ body: string[] }>()

/**
 * Whether a request is still in memory after `work`, run inside its context, has finished and a full collection
 * has run: something `work` left behind (a timer, a pending callback) keeps it.
 */
export async function requestKept(work: () => Promise<unknown>): Promise<boolean> {
  let kept: WeakRef<object> | undefined
  await (async () => {
    const request = { body: new Array<string>(10_000).fill('answer') }
    kept = new WeakRef(request)
    await requests.run(request, () => work().catch(() => undefined))
  })()
  await new Promise((resolve) => setImmediate(resolve))
  collectGarbage()
  return kept!.deref() !== undefined
}

/**
 * Runs `work`, then stops every interval it started (a worker's or a runner's timer), so that none runs on in this
 * test process.
 */
export async function stoppingIntervals(work: () => Promise<void>): Promise<void> {
  const timers = vi.spyOn(globalThis, 'setInterval')
  try {
    await work()
  } finally {
    for (const { value } of timers.mock.results) clearInterval(value as NodeJS.Timeout)
    timers.mockRestore()
  }
}
