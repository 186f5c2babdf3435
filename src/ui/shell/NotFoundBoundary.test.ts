import { describe, expect, it } from 'vitest'

import { loadedAt } from './NotFoundBoundary'

describe('whether the not-found boundary shows in the document the server sent', () => {
  it('is so at the address the document was loaded at, whatever its fragment', () => {
    expect(loadedAt('https://site.in/no/such/page', 'https://site.in/no/such/page')).toBe(true)
    expect(loadedAt('https://site.in/no/such/page', 'https://site.in/no/such/page#top')).toBe(true)
  })

  it('is not after the client router moved to another address: the boundary then loads it again', () => {
    expect(loadedAt('https://site.in/', 'https://site.in/no/such/page')).toBe(false)
    expect(loadedAt('https://site.in/blog', 'https://site.in/blog?page=9')).toBe(false)
  })

  it('is taken as so when the browser names no navigation, so nothing reloads', () => {
    expect(loadedAt(undefined, 'https://site.in/no/such/page')).toBe(true)
  })
})
