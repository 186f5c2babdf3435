import { describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'

/**
 * The home-page content GETs of spec 7 ("buy-plan/home-page; calculator/home-page; the company about page's
 * home-page; media/home-page; about-insurance/home-page; testimonials/home-page; blogs/home-page;
 * claims-paid-percentage/home-page; … home-page-revamp") answer from the same data the home page renders; and the
 * media centre, videos and testimonial pages of issue 5 item 4.
 */

const ENDPOINTS = [
  '/api/v1/buy-plan/home-page',
  '/api/v1/calculator/home-page',
  '/api/v1/about-sahyog-life/home-page',
  '/api/v1/about-insurance/home-page',
  '/api/v1/media/home-page',
  '/api/v1/testimonials/home-page',
  '/api/v1/blogs/home-page',
  '/api/v1/claims-paid-percentage/home-page',
  '/api/v1/home-page-revamp',
]

const HEADERS = { 'Content-Type': 'application/json', 'api-version': 'v1', 'api-referrer': '/' }

async function first<T>(path: string): Promise<T> {
  const res = await get(path, { headers: HEADERS })
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const body = (await res.json()) as T[]
  expect(Array.isArray(body), `${path} answers a list`).toBe(true)
  return body[0]!
}

const homeHtml = async () => (await get('/')).text()
/** The page's text as a reader sees it: React's text separators dropped, entities decoded. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

type TCards = { section: string; heading: string; cards: { title: string; url: string | null }[] }
type TStrip<T> = { source: string; heading: string; link: { url: string } | null; items: T[] }
type TTestimonial = { name: string; slug: string; url: string; quote: string; headline: string | null }

describe('home-page content GETs: every one answers, revalidates and refuses other versions', () => {
  it.each(ENDPOINTS)('%s answers a JSON list, 304 for its ETag, 400 for api-version v2', async (path) => {
    const res = await get(path, { headers: HEADERS })
    expect(res.status).toBe(200)
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(res.headers.get('cache-control')).toContain('must-revalidate')
    expect((await get(path, { headers: { ...HEADERS, 'if-none-match': etag! } })).status).toBe(304)
    const refused = await get(path, { headers: { ...HEADERS, 'api-version': 'v2' } })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/v1/)
  })
})

describe('home-page sections answer what the home page shows', () => {
  it('buy-plan: the product highlights, with the plan categories the page links to', async () => {
    const section = await first<TCards>('/api/v1/buy-plan/home-page')
    expect(section.section).toBe('buy-plan')
    expect(section.cards.map((card) => card.title)).toContain('Term plans')
    const html = decode(await homeHtml())
    expect(html).toContain(section.heading)
    for (const card of section.cards) expect(html).toContain(`href="${card.url}"`)
  })

  it('calculator, about-insurance and about-sahyog-life: the blocks marked for them', async () => {
    const calculator = await first<TCards>('/api/v1/calculator/home-page')
    expect(calculator.cards.some((card) => card.url === '/calculators')).toBe(true)
    const insurance = await first<TCards>('/api/v1/about-insurance/home-page')
    expect(insurance.section).toBe('about-insurance')
    const company = await first<{ section: string; blockType: string; content: object }>(
      '/api/v1/about-sahyog-life/home-page',
    )
    expect(company).toMatchObject({ section: 'about-sahyog-life', blockType: 'richText' })
    expect(JSON.stringify(company.content)).toContain('Why families choose Sahyog Life')
    const html = decode(await homeHtml())
    expect(html).toContain(calculator.heading)
    expect(html).toContain(insurance.heading)
  })

  it('claims-paid-percentage: the figure, its year and what it counts, as shown on the page', async () => {
    const claims = await first<{ percentage: number; percentage_text: string; financial_year: string }>(
      '/api/v1/claims-paid-percentage/home-page',
    )
    expect(claims).toMatchObject({ percentage: 98.6, percentage_text: '98.6%', financial_year: 'FY 2024-25' })
    expect(await homeHtml()).toContain('98.6%')
  })

  it('testimonials: the list the page shows, featured first, each with its page', async () => {
    const strip = await first<TStrip<TTestimonial>>('/api/v1/testimonials/home-page')
    expect(strip.source).toBe('testimonials')
    expect(strip.items).toHaveLength(3)
    expect(strip.items[0]!.url).toBe(`/testimonials/${strip.items[0]!.slug}`)
    const html = decode(await homeHtml())
    for (const item of strip.items) {
      expect(html).toContain(item.name)
      expect(html).toContain(`href="${item.url}"`)
    }
  })

  it('media: the newest media-centre items with their addresses', async () => {
    const strip =
      await first<TStrip<{ title: string; url: string; type: string; date: string }>>(
        '/api/v1/media/home-page',
      )
    expect(strip.items.length).toBeGreaterThan(0)
    const dates = strip.items.map((item) => item.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const html = decode(await homeHtml())
    for (const item of strip.items) expect(html).toContain(`href="${item.url}"`)
  })

  it('blogs: the latest posts, each a blog post address the page links to', async () => {
    const strip = await first<TStrip<{ title: string; url: string }>>('/api/v1/blogs/home-page')
    expect(strip.items.length).toBeGreaterThan(0)
    const html = decode(await homeHtml())
    for (const item of strip.items) {
      expect(item.url).toMatch(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/)
      expect(html).toContain(`href="${item.url}"`)
    }
  })

  it('home-page-revamp: every block of the page in order, list blocks with their items', async () => {
    const revamp = await first<{ path: string; sections: { blockType: string; items?: unknown[] }[] }>(
      '/api/v1/home-page-revamp',
    )
    const plain = await first<{ layout: { blockType: string }[] }>('/api/v1/home-page')
    expect(revamp.path).toBe('/')
    expect(revamp.sections.map((section) => section.blockType)).toEqual(
      plain.layout.map((block) => block.blockType),
    )
    const strips = revamp.sections.filter((section) => section.blockType === 'collectionStrip')
    expect(strips.length).toBeGreaterThanOrEqual(3)
    for (const strip of strips) expect(strip.items!.length).toBeGreaterThan(0)
  })
})

describe('headings inside sentences keep their acronyms and proper nouns', () => {
  it('home and the footer say "ULIP plans", the contact pages "Monday to Saturday", a guide "NRI"', async () => {
    const home = decode(await homeHtml())
    expect(home).toContain('View ULIP plans')
    expect(home).toContain('All ULIP plans')
    expect(home).toContain('View term plans')
    expect(home).not.toContain('View ulip plans')
    expect(home).not.toContain('All ulip plans')
    const contact = decode(await (await get('/contact-us')).text())
    expect(contact).toContain('Our customer care team is available Monday to Saturday')
    expect(contact).not.toContain('available monday')
    const kyc = decode(await (await get('/services/update-contact-details')).text())
    expect(kyc).toContain('How long update contact details and KYC takes')
    const guide = decode(await (await get('/blog/guides/nri')).text())
    expect(guide).toContain('Sahyog Life blog guides on NRI:')
  })

  it('the WhatsApp consent reads "By continuing, I agree", its capital kept', async () => {
    const page = decode(await (await get('/register-for-whatsapp')).text())
    expect(page).toContain('By continuing, I agree to receive policy information')
  })
})

describe("an editor's change to a testimonial shows on the next request", () => {
  it('updates the home strip and the API, and unpublishing hides it and its page', async () => {
    const token = await adminToken()
    const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const strip = await first<TStrip<TTestimonial>>('/api/v1/testimonials/home-page')
    const target = strip.items[0]!
    const found = (await (
      await fetch(new URL(`/cms/api/testimonials?where[slug][equals]=${target.slug}&depth=0`, BASE_URL), {
        headers: auth,
      })
    ).json()) as { docs: { id: number; headline: string }[] }
    const { id, headline } = found.docs[0]!
    const patch = (data: object) =>
      fetch(new URL(`/cms/api/testimonials/${id}`, BASE_URL), {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify(data),
      })
    try {
      const changed = `Edited headline ${Date.now()}`
      expect((await patch({ headline: changed })).status).toBe(200)
      const after = await first<TStrip<TTestimonial>>('/api/v1/testimonials/home-page')
      expect(after.items[0]!.headline).toBe(changed)
      expect(await homeHtml()).toContain(changed)
      expect(await (await get(target.url)).text()).toContain(changed)

      expect((await patch({ published: false })).status).toBe(200)
      const hidden = await first<TStrip<TTestimonial>>('/api/v1/testimonials/home-page')
      expect(hidden.items.map((item) => item.slug)).not.toContain(target.slug)
      expect((await get(target.url)).status).toBe(404)
    } finally {
      await patch({ headline, published: true })
    }
    expect((await get(target.url)).status).toBe(200)
  })

  it('a visitor cannot read an unpublished item through the CMS API either', async () => {
    const res = await fetch(new URL('/cms/api/testimonials?where[published][equals]=false&depth=0', BASE_URL))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { docs: unknown[] }).docs).toEqual([])
  })
})

describe('media centre, videos and testimonial pages', () => {
  it('answers 200 for the company pages with seeded content', async () => {
    for (const path of [
      '/discover',
      '/about-sahyog-life',
      '/discover/about-us',
      '/discover/corporate-agent',
      '/discover/distribution-channels',
      '/discover/media',
      '/discover/videos',
      '/testimonials',
    ]) {
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('filters the media list by type and pages it; an unknown type or page is the 404 page', async () => {
    const awards = decode(await (await get('/discover/media?type=award')).text())
    expect(awards).toContain('Claims Excellence Award 2025')
    expect(awards).not.toContain('Sahyog Life launches Sahyog Smart Term')
    const all = decode(await (await get('/discover/media')).text())
    expect(all).toMatch(/12 items, page 1 of 2/)
    expect((await get('/discover/media?page=2')).status).toBe(200)
    expect((await get('/discover/media?page=3')).status).toBe(404)
    expect((await get('/discover/media?type=gossip')).status).toBe(404)
  })

  it('shows one media item with its pictures, and 404 for an unknown slug', async () => {
    const res = await get('/discover/media/sahyog-life-settles-98-6-of-individual-death-claims-in-fy-2024-25')
    expect(res.status).toBe(200)
    const html = decode(await res.text())
    expect(html).toContain('Open picture 1 of 2')
    expect(html).toContain('"@type":"Article"')
    expect((await get('/discover/media/no-such-item')).status).toBe(404)
  })

  it('shows videos as posters with transcripts, with no third-party frame in the page', async () => {
    const html = await (await get('/discover/videos')).text()
    expect(html).toContain('How to make a claim')
    expect(html).toContain('Transcript')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('"@type":"VideoObject"')
  })

  it('shows a testimonial page, and 404 for an unknown one', async () => {
    const html = await (await get('/testimonials/kavita-menon')).text()
    expect(html).toContain('The claim was settled in six days')
    expect((await get('/testimonials/nobody-here')).status).toBe(404)
  })

  it('lists media items and testimonials in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toContain('/discover/media/claims-excellence-award-2025</loc>')
    expect(xml).toContain('/testimonials/kavita-menon</loc>')
    expect(xml).toContain('/discover/videos</loc>')
  })
})
