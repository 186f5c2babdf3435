import { describe, expect, it } from 'vitest'

import { seoCount } from './counters'
import { shareImageProblem } from './share-image'

describe('the share image’s minimum size', () => {
  it('refuses a 64×40 cover with its size and the minimum', () => {
    expect(shareImageProblem({ mimeType: 'image/png', width: 64, height: 40 })).toBe(
      'The share image must be at least 600×315 pixels (1200×630 looks best); this one is 64×40',
    )
  })
  it('takes 600×315 and larger, and refuses a picture short in one side only', () => {
    expect(shareImageProblem({ mimeType: 'image/jpeg', width: 600, height: 315 })).toBeNull()
    expect(shareImageProblem({ mimeType: 'image/webp', width: 1280, height: 480 })).toBeNull()
    expect(shareImageProblem({ mimeType: 'image/png', width: 1200, height: 314 })).toMatch(
      /this one is 1200×314$/,
    )
  })
  it('refuses a file that is not a picture', () => {
    expect(shareImageProblem({ mimeType: 'application/pdf' })).toBe(
      'The share image must be a picture (PNG, JPEG or WebP)',
    )
  })
})

describe('SEO counters', () => {
  it('say when a title or description will be cut, and by how much', () => {
    expect(seoCount(72, 60)).toEqual({ level: 'over', message: '12 over: search engines will cut it.' })
    expect(seoCount(60, 60).level).toBe('ok')
    expect(seoCount(40, 155).level).toBe('short')
    expect(seoCount(0, 155).level).toBe('empty')
  })
})
