import { describe, expect, it } from 'vitest'

import { onShutdown, stopBackgroundWork } from './shutdown'

describe('stopping the background work as the instance drains', () => {
  it('stops every worker at once and resolves when all have finished, a failing one included', async () => {
    const events: string[] = []
    const slow = (name: string, ms: number) => () => {
      events.push(`${name} stopping`)
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          events.push(`${name} stopped`)
          resolve()
        }, ms),
      )
    }
    onShutdown('crm', slow('crm', 60))
    onShutdown('jobs', slow('jobs', 20))
    onShutdown('broken', async () => {
      throw new Error('could not stop')
    })
    await stopBackgroundWork()
    // Both asked to stop before either had finished; the call waited for both.
    expect(events).toEqual(['crm stopping', 'jobs stopping', 'jobs stopped', 'crm stopped'])
  })

  it('is one registry per process, shared with code bundled apart through the global symbol', () => {
    onShutdown('crm', async () => undefined)
    const shared = (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('sahyog.host.background-stops')
    ]
    expect(shared?.has('crm')).toBe(true)
  })
})
