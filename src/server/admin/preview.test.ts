import { describe, expect, it } from 'vitest'

import { pagePreviewPath } from '.'

describe('pagePreviewPath: the preview in the language chosen in the admin (decision 109)', () => {
  it('opens the English page for English or no language', () => {
    expect(pagePreviewPath('/life-insurance', 'en')).toBe('/api/preview?path=%2Flife-insurance')
    expect(pagePreviewPath('/life-insurance', undefined)).toBe('/api/preview?path=%2Flife-insurance')
  })

  it('opens the /hi address for Hindi', () => {
    expect(pagePreviewPath('/life-insurance', 'hi')).toBe('/api/preview?path=%2Flife-insurance&lang=hi')
  })

  it('falls back to English for a language the site does not show, and refuses what is not a page path', () => {
    expect(pagePreviewPath('/x', 'ta')).toBe('/api/preview?path=%2Fx')
    expect(pagePreviewPath('/x', 'xx')).toBe('/api/preview?path=%2Fx')
    expect(pagePreviewPath('https://elsewhere.example/', 'hi')).toBeNull()
    expect(pagePreviewPath(null, 'hi')).toBeNull()
  })
})
