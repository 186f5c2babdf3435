import { describe, expect, it } from 'vitest'

import { forgetProcessSingleton, processSingleton } from './singleton'

describe('processSingleton', () => {
  it('makes the value once and gives every later caller the same one', () => {
    let made = 0
    const first = processSingleton('test.singleton.once', () => ({ n: ++made }))
    const second = processSingleton('test.singleton.once', () => ({ n: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
    forgetProcessSingleton('test.singleton.once')
  })

  it('is shared through a global symbol, as a separate bundle of the same process would see it', () => {
    const value = processSingleton('test.singleton.shared', () => new Map<string, number>())
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('sahyog.test.singleton.shared')]).toBe(value)
    forgetProcessSingleton('test.singleton.shared')
  })

  it('accepts a symbol as its key, and makes a new value once forgotten', () => {
    const key = Symbol.for('sahyog.test.singleton.symbol')
    const first = processSingleton(key, () => ({}))
    forgetProcessSingleton(key)
    expect(processSingleton(key, () => ({}))).not.toBe(first)
    forgetProcessSingleton(key)
  })
})
