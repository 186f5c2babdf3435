import { describe, expect, it } from 'vitest'

import { pageKind } from './kind'
import { absoluteUrl, breadcrumbs, buildMetaRecord } from './meta'
import { effectiveRobots, isPreviewQuery, partnerVariantOf } from './robots'
import { withPreviewParam } from './preview-links'
import { sitemapEntries } from './sitemap'
import { metaSlugForPath, pathsForMetaSlug } from './slug'

describe('meta slug (spec 7: home-page for root, blog-{category}, blog-guides-{tag}, else the last segment)', () => {
  it.each([
    ['/', 'home-page'],
    ['/blog/term-insurance', 'blog-term-insurance'],
    ['/blog/guides/tax-saving', 'blog-guides-tax-saving'],
    ['/blog/term-insurance/how-much-cover', 'how-much-cover'],
    ['/blog', 'blog'],
    ['/legal/privacy-policy', 'privacy-policy'],
    ['/life-insurance/smart-term/po', 'po'],
    ['/contact-us?x=1', 'contact-us'],
  ])('%s → %s', (path, slug) => {
    expect(metaSlugForPath(path)).toBe(slug)
  })

  it('maps slugs back to the paths they can stand for', () => {
    expect(pathsForMetaSlug('home-page').exact).toEqual(['/'])
    expect(pathsForMetaSlug('blog-guides-tax').exact).toEqual(['/blog/guides/tax'])
    expect(pathsForMetaSlug('blog-retirement').exact).toEqual(['/blog/retirement'])
    expect(pathsForMetaSlug('privacy-policy')).toEqual({ exact: [], lastSegment: 'privacy-policy' })
  })
})

describe('robots (spec 4: forced to noindex, nofollow on partner variants and preview URLs)', () => {
  it('finds the product page behind a partner variant', () => {
    expect(partnerVariantOf('/life-insurance/smart-term/po')).toBe('/life-insurance/smart-term')
    expect(partnerVariantOf('/life-insurance/withdrawn-plan/po')).toBeNull()
    expect(partnerVariantOf('/legal/po')).toBeNull()
  })
  it('recognises a preview query', () => {
    expect(isPreviewQuery('?_preview=abc')).toBe(true)
    expect(isPreviewQuery('?a=1&_preview=')).toBe(true)
    expect(isPreviewQuery('?preview=1')).toBe(false)
  })
  it('forces noindex where the spec says, else keeps the editor choice', () => {
    expect(effectiveRobots('index, follow', { partner: true })).toBe('noindex, nofollow')
    expect(effectiveRobots('index, follow', { preview: true })).toBe('noindex, nofollow')
    expect(effectiveRobots('noindex, follow')).toBe('noindex, follow')
    expect(effectiveRobots(null)).toBe('index, follow')
  })
})

describe('page kinds', () => {
  it.each([
    ['/', 'home'],
    ['/life-insurance/sahyog-smart-term', 'product'],
    ['/group-life-insurance/group-term', 'product'],
    ['/life-insurance/withdrawn-plan', 'page'],
    ['/life-insurance', 'page'],
    ['/blog/term-insurance/how-much-cover', 'article'],
    ['/blog/guides/tax', 'page'],
  ])('%s is %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind)
  })
})

describe('meta record', () => {
  const base = {
    siteUrl: 'https://www.sahyoglife.example',
    brandName: 'Sahyog Life',
    logoUrl: 'https://www.sahyoglife.example/media/logo.png',
  }

  it('uses the editor fields and makes addresses absolute', () => {
    const record = buildMetaRecord({
      ...base,
      path: '/legal/privacy-policy',
      title: 'Privacy policy',
      meta: { title: 'Privacy | Sahyog', description: 'How we use your data.', robots: 'noindex, follow' },
      image: { url: '/media/share.png', alt: 'Share' },
    })
    expect(record).toMatchObject({
      slug: 'privacy-policy',
      title: 'Privacy | Sahyog',
      description: 'How we use your data.',
      canonical: 'https://www.sahyoglife.example/legal/privacy-policy',
      robots: 'noindex, follow',
      og_image: 'https://www.sahyoglife.example/media/share.png',
      twitter_card: 'summary_large_image',
      og_locale: 'en_IN',
    })
    expect(record.hreflang[0]).toEqual({ lang: 'en-IN', url: record.canonical })
  })

  it('falls back to the brand-suffixed title and a clipped summary', () => {
    const record = buildMetaRecord({ ...base, path: '/x', title: 'X', summary: 'word '.repeat(60) })
    expect(record.title).toBe('X | Sahyog Life')
    expect(record.description.length).toBeLessThanOrEqual(160)
    expect(record.description.endsWith('…')).toBe(true)
    expect(record.twitter_card).toBe('summary')
  })

  it('refuses a javascript: canonical', () => {
    expect(absoluteUrl('javascript:alert(1)', base.siteUrl, 'fallback')).toBe('fallback')
  })

  it('lists breadcrumbs, FAQs and the product for a product page', () => {
    const record = buildMetaRecord({
      ...base,
      path: '/life-insurance/sahyog-smart-term',
      title: 'Sahyog Smart Term',
      faqs: [{ question: 'Who can buy?', answer: 'Adults aged 18 to 65.' }],
      ancestorTitles: { '/life-insurance': 'Life insurance plans' },
      siteSchema: [{ '@type': 'Organization' }],
    })
    const types = record.schema.map((s) => (s.schema_value as { '@type': unknown })['@type'])
    expect(types).toEqual(['Organization', 'BreadcrumbList', 'FAQPage', ['Product', 'FinancialProduct']])
    const crumbs = record.schema[1]!.schema_value as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Life insurance plans',
      'Sahyog Smart Term',
    ])
  })

  it('describes a blog post as an Article with its dates', () => {
    const record = buildMetaRecord({
      ...base,
      path: '/blog/tax-planning/section-80c',
      title: 'Section 80C explained',
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-02-03T00:00:00.000Z',
    })
    expect(record.og_type).toBe('article')
    const post = record.schema.at(-1)!.schema_value as Record<string, unknown>
    expect(post).toMatchObject({ '@type': 'Article', headline: 'Section 80C explained' })
    expect(post.datePublished).toBe('2026-01-02T00:00:00.000Z')
  })

  it('takes an Article’s published date and author from the post details when there are some', () => {
    const record = buildMetaRecord({
      ...base,
      path: '/blog/tax-planning/section-80c',
      title: 'Section 80C explained',
      createdAt: '2026-01-02T00:00:00.000Z',
      article: { datePublished: '2025-12-20T00:00:00.000Z', author: 'Kavita Deshpande' },
    })
    const post = record.schema.at(-1)!.schema_value as Record<string, unknown>
    expect(post.datePublished).toBe('2025-12-20T00:00:00.000Z')
    expect(post.author).toEqual({ '@type': 'Person', name: 'Kavita Deshpande' })
  })

  it('forces noindex for the partner variant and keeps the product as canonical', () => {
    const record = buildMetaRecord({
      ...base,
      path: '/life-insurance/sahyog-smart-term',
      servedAt: '/life-insurance/sahyog-smart-term/po',
      title: 'Sahyog Smart Term',
      partner: true,
    })
    expect(record.robots).toBe('noindex, nofollow')
    expect(record.slug).toBe('po')
    expect(record.canonical).toBe('https://www.sahyoglife.example/life-insurance/sahyog-smart-term')
  })

  it('names unknown ancestors from their segments', () => {
    expect(breadcrumbs('/about-us/public-disclosures', 'Public disclosures', base.siteUrl)[1]!.name).toBe(
      'About Us',
    )
  })
})

describe('preview links (spec 6: _preview is passed on in links)', () => {
  const origin = 'https://www.sahyoglife.example'
  it('adds _preview to internal page links, keeping query and hash', () => {
    expect(withPreviewParam('/life-insurance?need=term#plans', origin, 'abc')).toBe(
      '/life-insurance?need=term&_preview=abc#plans',
    )
    expect(withPreviewParam(`${origin}/blog`, origin, 'abc')).toBe('/blog?_preview=abc')
  })
  it('leaves other sites, the admin, the API and files alone', () => {
    expect(withPreviewParam('https://evil.example/x', origin, 'abc')).toBeNull()
    expect(withPreviewParam('/admin/collections/pages', origin, 'abc')).toBeNull()
    expect(withPreviewParam('/api/v1/header', origin, 'abc')).toBeNull()
    expect(withPreviewParam('/media/brochure.pdf', origin, 'abc')).toBeNull()
  })
  it('does nothing when the link already carries it', () => {
    expect(withPreviewParam('/blog?_preview=abc', origin, 'abc')).toBeNull()
  })
})

describe('sitemap', () => {
  it('lists indexable published pages at absolute addresses', () => {
    const entries = sitemapEntries(
      [
        { path: '/', updatedAt: '2026-01-01', robots: null, partnerOne: false },
        {
          path: '/legal/privacy-policy',
          updatedAt: '2026-01-02',
          robots: 'index, follow',
          partnerOne: false,
        },
        { path: '/hidden', updatedAt: '2026-01-03', robots: 'noindex, follow', partnerOne: false },
        { path: '/partner-landing', updatedAt: '2026-01-04', robots: null, partnerOne: true },
      ],
      'https://www.sahyoglife.example',
    )
    expect(entries).toEqual([
      { url: 'https://www.sahyoglife.example/', lastModified: '2026-01-01' },
      { url: 'https://www.sahyoglife.example/legal/privacy-policy', lastModified: '2026-01-02' },
    ])
  })
})
