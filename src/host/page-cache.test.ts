import { describe, expect, it } from 'vitest'

import { RepeatedBodies } from './page-cache'

describe('RepeatedBodies', () => {
  const page = Buffer.from('<html><body>NAV history</body></html>')

  it('keeps a page rendered per request only once the same body comes a second time', () => {
    const bodies = new RepeatedBodies()
    expect(bodies.key('GET', page, 'br', false)).toBeNull()
    const key = bodies.key('GET', page, 'br', false)
    expect(key).toMatch(/^body:/)
    expect(bodies.key('GET', Buffer.from(page), 'br', false)).toBe(key)
  })

  it('keeps each encoding and a preview apart, and never a HEAD answer', () => {
    const bodies = new RepeatedBodies()
    bodies.key('GET', page, 'br', false)
    const br = bodies.key('GET', page, 'br', false)
    expect(bodies.key('GET', page, 'gzip', false)).not.toBe(br)
    expect(bodies.key('GET', page, 'br', true)).not.toBe(br)
    expect(bodies.key('HEAD', page, 'br', false)).toBeNull()
  })

  it('never keeps a page whose body differs, each new body remembered within its limit', () => {
    const bodies = new RepeatedBodies(2)
    for (const query of ['a', 'b', 'c']) expect(bodies.key('GET', Buffer.from(query), 'br', false)).toBeNull()
    // 'a' was forgotten when 'c' came, so it counts as new again.
    expect(bodies.key('GET', Buffer.from('a'), 'br', false)).toBeNull()
    expect(bodies.key('GET', Buffer.from('c'), 'br', false)).not.toBeNull()
  })
})
