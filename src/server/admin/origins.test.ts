import { describe, expect, it } from 'vitest'

import { adminOrigins, editorOrigin } from './origins'

describe('adminOrigins', () => {
  it('accepts only the site address in production', () => {
    expect(
      adminOrigins({ siteUrl: 'https://www.sahyoglife.in', production: true, listenPort: '3000' }),
    ).toEqual(['https://www.sahyoglife.in'])
  })

  it('adds the loopback names of the same server outside production', () => {
    expect(adminOrigins({ siteUrl: 'http://localhost:3300', production: false })).toEqual([
      'http://localhost:3300',
      'http://127.0.0.1:3300',
      'http://[::1]:3300',
    ])
  })

  it('adds the listening port when it differs from the address', () => {
    const origins = adminOrigins({
      siteUrl: 'https://uat.sahyoglife.in',
      production: false,
      listenPort: 3000,
    })
    expect(origins[0]).toBe('https://uat.sahyoglife.in')
    expect(origins).toContain('https://127.0.0.1:3000')
    expect(origins).toContain('https://localhost')
    expect(origins).not.toContain('http://127.0.0.1:3000')
  })
})

describe('editorOrigin', () => {
  const allowed = adminOrigins({ siteUrl: 'http://localhost:3300', production: false })

  it('keeps the editor on the loopback name they opened', () => {
    expect(editorOrigin('127.0.0.1:3300', allowed)).toBe('http://127.0.0.1:3300')
    expect(editorOrigin('localhost:3300', allowed)).toBe('http://localhost:3300')
  })

  it('falls back to the site address for any other host', () => {
    expect(editorOrigin('evil.test', allowed)).toBe('http://localhost:3300')
    expect(editorOrigin('127.0.0.1:9999', allowed)).toBe('http://localhost:3300')
    expect(editorOrigin('bad host/x', allowed)).toBe('http://localhost:3300')
    expect(editorOrigin(undefined, allowed)).toBe('http://localhost:3300')
  })
})
