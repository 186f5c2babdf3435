import { describe, expect, it } from 'vitest'

import {
  countWords,
  type IPostSummary,
  nameFromSlug,
  normalizeTag,
  pageHref,
  pagerItems,
  parsePageNumber,
  parsePostPath,
  readingMinutes,
  relatedPosts,
  sortPosts,
  tagsOf,
} from '.'

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: [{ type: 'text', text }],
    })),
  },
})

describe('post paths (spec 2.1 blog/{category}/{slug})', () => {
  it('reads the category and slug of a post, and nothing from list or tag paths', () => {
    expect(parsePostPath('/blog/tax-planning/section-80c')).toEqual({
      category: 'tax-planning',
      slug: 'section-80c',
    })
    expect(parsePostPath('/blog/guides/tax-saving')).toBeNull()
    expect(parsePostPath('/blog/tax-planning')).toBeNull()
    expect(parsePostPath('/blog/a/b/c')).toBeNull()
  })

  it('names categories and tags from their slugs, keeping acronyms upper case', () => {
    expect(nameFromSlug('tax-planning')).toBe('Tax planning')
    expect(nameFromSlug('ulip-basics')).toBe('ULIP basics')
    expect(nameFromSlug('nri')).toBe('NRI')
  })

  it('stores tags as lowercase dashed words', () => {
    expect(normalizeTag(' Tax Saving ')).toBe('tax-saving')
    expect(normalizeTag('80C & 10(10D)')).toBe('80c-10-10d')
    expect(normalizeTag('  ** ')).toBeNull()
  })
})

describe('reading time', () => {
  it('counts the words of every text node, nested lists and headings included, not punctuation', () => {
    const nested = {
      root: {
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Three ways' }] },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'text', text: 'one two – three' }] }],
          },
        ],
      },
    }
    expect(countWords(nested)).toBe(5)
    expect(countWords(doc('₹1.5 lakh under section 80C.'))).toBe(5)
  })

  it('is at least one minute and rounds up at 200 words a minute', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(200)).toBe(1)
    expect(readingMinutes(201)).toBe(2)
    expect(readingMinutes(countWords(doc('word '.repeat(650))))).toBe(4)
  })

  it('survives documents that are not Lexical', () => {
    expect(countWords(null)).toBe(0)
    expect(countWords({ root: 'nope' })).toBe(0)
  })
})

describe('paging (?page=N)', () => {
  it('is page 1 without the parameter, the number when it exists, and not found otherwise', () => {
    expect(parsePageNumber(undefined, 2)).toBe(1)
    expect(parsePageNumber('2', 2)).toBe(2)
    expect(parsePageNumber('3', 2)).toBeNull()
    expect(parsePageNumber('0', 2)).toBeNull()
    expect(parsePageNumber('02', 2)).toBeNull()
    expect(parsePageNumber('two', 2)).toBeNull()
    expect(parsePageNumber(['1', '2'], 2)).toBeNull()
  })

  it('keeps page 1 at the bare address', () => {
    expect(pageHref('/blog', 1)).toBe('/blog')
    expect(pageHref('/blog/retirement', 3)).toBe('/blog/retirement?page=3')
  })

  it('shows every page when few, else the ends and the neighbours with gaps', () => {
    expect(pagerItems(1, 2)).toEqual([1, 2])
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pagerItems(1, 10)).toEqual([1, 2, 'gap', 10])
  })
})

const post = (path: string, category: string, tags: string[], publishedOn: string): IPostSummary => ({
  path,
  title: path,
  category,
  tags,
  excerpt: null,
  publishedOn,
  updatedAt: '2026-01-01T00:00:00.000Z',
})

describe('order and related posts', () => {
  const a = post('/blog/tax/a', 'tax', ['tax-saving'], '2026-05-01')
  const b = post('/blog/tax/b', 'tax', [], '2026-03-01')
  const c = post('/blog/retirement/c', 'retirement', ['tax-saving', 'nri'], '2026-06-01')
  const d = post('/blog/child/d', 'child', [], '2026-07-01')

  it('lists newest first by published date', () => {
    expect(sortPosts([b, a, d, c]).map((p) => p.path)).toEqual([d.path, c.path, a.path, b.path])
  })

  it('prefers the same category, then shared tags, then tops up with the newest', () => {
    expect(relatedPosts(a, [a, b, c, d]).map((p) => p.path)).toEqual([b.path, c.path, d.path])
    expect(relatedPosts(a, [a, b, c, d], 2).map((p) => p.path)).toEqual([b.path, c.path])
    expect(relatedPosts(d, [a, b, c, d]).map((p) => p.path)).not.toContain(d.path)
  })

  it('counts tags once per post', () => {
    expect(tagsOf([a, c, { ...b, tags: ['nri', 'nri'] }])).toEqual([
      { slug: 'nri', name: 'NRI', count: 2 },
      { slug: 'tax-saving', name: 'Tax saving', count: 2 },
    ])
  })
})
