import { describe, expect, it } from 'vitest'

import { holdsEtag } from './conditional'

describe('whether the client already holds a version (If-None-Match)', () => {
  const etag = 'W/"abc"'
  it('matches the tag itself, its strong form, one of a list, and *', () => {
    expect(holdsEtag('W/"abc"', etag)).toBe(true)
    expect(holdsEtag('"abc"', etag)).toBe(true)
    expect(holdsEtag('W/"other", W/"abc"', etag)).toBe(true)
    expect(holdsEtag('*', etag)).toBe(true)
  })

  it('matches nothing else, and nothing when the header is absent or empty', () => {
    expect(holdsEtag('W/"abd"', etag)).toBe(false)
    expect(holdsEtag('abc', etag)).toBe(false)
    expect(holdsEtag(undefined, etag)).toBe(false)
    expect(holdsEtag(null, etag)).toBe(false)
    expect(holdsEtag('', etag)).toBe(false)
  })
})
