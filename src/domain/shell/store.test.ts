import { describe, expect, it, vi } from 'vitest'

import { createStore } from './store'

describe('createStore', () => {
  it('notifies subscribers of changes only', () => {
    const store = createStore(false)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(true)
    store.set(true)
    store.set((previous) => !previous)
    expect(store.get()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.set(true)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
