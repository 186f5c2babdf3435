import { describe, expect, it } from 'vitest'

import {
  formatDuration,
  isSlug,
  MEDIA_PAGE_SIZE,
  mediaListHref,
  newestFirst,
  pageOf,
  parseMediaQuery,
  ratingLabel,
  slugFrom,
  testimonialOrder,
  videoObject,
  youtubeEmbedUrl,
} from '.'

describe('media list query (discover/media?type=…&page=…)', () => {
  it('reads the type filter and the page, defaulting to all types and page 1', () => {
    expect(parseMediaQuery({})).toEqual({ type: null, page: 1 })
    expect(parseMediaQuery({ type: 'news', page: '2' })).toEqual({ type: 'news', page: 2 })
    expect(parseMediaQuery({ type: ['award', 'news'] })).toEqual({ type: 'award', page: 1 })
    expect(parseMediaQuery({ type: '', page: '' })).toEqual({ type: null, page: 1 })
  })

  it('refuses an unknown type or a page that is not a whole number from 1, so the route answers 404', () => {
    expect(parseMediaQuery({ type: 'blog' })).toBeNull()
    expect(parseMediaQuery({ type: 'NEWS' })).toBeNull()
    for (const page of ['0', '-1', '1.5', 'two', '01', '99999']) expect(parseMediaQuery({ page })).toBeNull()
  })

  it('writes addresses without the defaults, so every list has one address', () => {
    expect(mediaListHref({ type: null, page: 1 })).toBe('/discover/media')
    expect(mediaListHref({ type: 'press-release', page: 1 })).toBe('/discover/media?type=press-release')
    expect(mediaListHref({ type: 'news', page: 3 })).toBe('/discover/media?type=news&page=3')
    expect(mediaListHref({ type: null, page: 2 })).toBe('/discover/media?page=2')
  })
})

describe('pages of a list', () => {
  const items = Array.from({ length: 20 }, (_, index) => index)

  it(`cuts ${MEDIA_PAGE_SIZE} to a page and counts the pages`, () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 9), page: 1, pages: 3, total: 20 })
    expect(pageOf(items, 3)!.items).toEqual([18, 19])
  })

  it('has no page past the last, and one empty page for an empty list', () => {
    expect(pageOf(items, 4)).toBeNull()
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
    expect(pageOf([], 2)).toBeNull()
  })
})

describe('order of lists', () => {
  it('puts the newest media item first, ties by title', () => {
    const sorted = newestFirst([
      { date: '2024-01-01', title: 'b' },
      { date: '2025-01-01', title: 'z' },
      { date: '2024-01-01', title: 'a' },
    ])
    expect(sorted.map((item) => item.title)).toEqual(['z', 'a', 'b'])
  })

  it('puts featured testimonials first, then the newest', () => {
    const sorted = testimonialOrder([
      { name: 'Old', featured: false, createdAt: '2024-01-01' },
      { name: 'New', featured: false, createdAt: '2025-01-01' },
      { name: 'Star', featured: true, createdAt: '2023-01-01' },
    ])
    expect(sorted.map((item) => item.name)).toEqual(['Star', 'New', 'Old'])
  })
})

describe('slugs', () => {
  it('turns a title into lowercase words joined by dashes', () => {
    expect(slugFrom('Sahyog Life settles 98.6% of claims in FY 2024-25')).toBe(
      'sahyog-life-settles-98-6-of-claims-in-fy-2024-25',
    )
    expect(slugFrom('  Café & Co. ')).toBe('cafe-and-co')
    expect(isSlug(slugFrom('x'.repeat(300)))).toBe(true)
  })

  it('accepts only slug-shaped segments', () => {
    expect(isSlug('kavita-menon')).toBe(true)
    for (const bad of ['Kavita', 'a--b', '-a', 'a/b', '../etc', '', 'a'.repeat(121)]) {
      expect(isSlug(bad)).toBe(false)
    }
  })
})

describe('videos', () => {
  it('builds the privacy-enhanced player address only for a real video id', () => {
    expect(youtubeEmbedUrl('sahyogTerm1')).toBe(
      'https://www.youtube-nocookie.com/embed/sahyogTerm1?autoplay=1&rel=0&cc_load_policy=1',
    )
    expect(() => youtubeEmbedUrl('x"><script>')).toThrow()
    expect(() => youtubeEmbedUrl('short')).toThrow()
  })

  it('shows a duration as a clock, in words and as ISO 8601', () => {
    expect(formatDuration(128)).toEqual({ clock: '2:08', words: '2 minutes 8 seconds', iso: 'PT2M8S' })
    expect(formatDuration(3725)).toEqual({
      clock: '1:02:05',
      words: '1 hour 2 minutes 5 seconds',
      iso: 'PT1H2M5S',
    })
    expect(formatDuration(60)!.words).toBe('1 minute')
    expect(formatDuration(0)).toBeNull()
    expect(formatDuration(null)).toBeNull()
  })

  it('describes a video as schema.org VideoObject with its transcript', () => {
    const object = videoObject({
      name: 'How to make a claim',
      description: null,
      url: 'https://example.test/discover/videos#how-to-make-a-claim',
      thumbnailUrl: 'https://example.test/poster.png',
      uploadDate: '2025-02-14T00:00:00.000Z',
      durationSeconds: 185,
      embedUrl: null,
      transcript: 'Step one…',
    }) as Record<string, unknown>
    expect(object['@type']).toBe('VideoObject')
    expect(object.description).toBe('How to make a claim')
    expect(object.duration).toBe('PT3M5S')
    expect(object.transcript).toBe('Step one…')
    expect(object).not.toHaveProperty('embedUrl')
  })
})

describe('ratings', () => {
  it('labels a star rating in words, and nothing outside 1 to 5', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5')
    expect(ratingLabel(0)).toBeNull()
    expect(ratingLabel(6)).toBeNull()
    expect(ratingLabel(null)).toBeNull()
  })
})
