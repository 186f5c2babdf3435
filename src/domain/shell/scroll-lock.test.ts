import { describe, expect, it } from 'vitest'

import { createScrollLock, SCROLL_LOCKED_CLASS } from './scroll-lock'

const fakeBody = () => {
  const classes = new Set<string>()
  return {
    classes,
    classList: { add: (n: string) => classes.add(n), remove: (n: string) => classes.delete(n) },
  }
}

describe('createScrollLock', () => {
  it('keeps the page locked until the last holder releases, in any order', () => {
    const body = fakeBody()
    const lock = createScrollLock(() => body)
    const releaseMenu = lock.lock()
    const releaseLoader = lock.lock()
    expect(body.classes.has(SCROLL_LOCKED_CLASS)).toBe(true)
    releaseMenu()
    expect(body.classes.has(SCROLL_LOCKED_CLASS)).toBe(true)
    releaseMenu() // a second release of the same lock changes nothing
    expect(lock.holders()).toBe(1)
    releaseLoader()
    expect(body.classes.has(SCROLL_LOCKED_CLASS)).toBe(false)
    expect(lock.holders()).toBe(0)
  })

  it('does nothing when there is no body (server rendering)', () => {
    const lock = createScrollLock(() => null)
    const release = lock.lock()
    release()
    expect(lock.holders()).toBe(0)
  })
})
