import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'

/** Spec 3 "Page meta record", spec 4 (robots), spec 7 (meta-info, disclaimer, content GETs), issue: SEO. */

type TMeta = Record<string, unknown> & {
  title: string
  description: string
  canonical: string
  robots: string
  schema: { schema_value: Record<string, unknown> }[]
}

const json = async <T>(path: string, init?: RequestInit) => {
  const res = await get(path, init)
  return { res, body: (await res.json()) as T }
}

const site = (path: string) => new URL(path, process.env.SITE_URL || BASE_URL).toString()
const types = (meta: TMeta) => meta.schema.map((s) => s.schema_value['@type'])

async function cms(method: string, path: string, body?: object) {
  const token = await adminToken()
  const res = await fetch(new URL(`/cms/api${path}`, BASE_URL), {
    method,
    headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { doc: { id: number | string } }
}

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('GET /api/v1/meta-info/{slug}', () => {
  it('answers the home page under home-page with every field of the meta record', async () => {
    const { res, body } = await json<TMeta>('/api/v1/meta-info/home-page', {
      headers: { 'api-version': 'v1', 'api-referrer': '/' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('must-revalidate')
    expect(res.headers.get('etag')).toBeTruthy()
    for (const field of [
      'title',
      'description',
      'canonical',
      'robots',
      'og_title',
      'og_description',
      'og_url',
      'og_type',
      'og_image',
      'twitter_card',
      'twitter_title',
      'twitter_description',
      'scripts',
      'schema',
    ]) {
      expect(body, field).toHaveProperty(field)
    }
    expect(body.canonical).toBe(site('/'))
    expect(body.robots).toBe('index, follow')
    expect(types(body)).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']))
  })

  it('finds a page by its last path segment', async () => {
    const { body } = await json<TMeta>('/api/v1/meta-info/privacy-policy')
    expect(body.canonical).toBe(site('/legal/privacy-policy'))
    expect(body.slug).toBe('privacy-policy')
  })

  it('publishes FAQ blocks as FAQPage structured data', async () => {
    const { body } = await json<TMeta>('/api/v1/meta-info/benefits-of-life-insurance')
    expect(types(body)).toContain('FAQPage')
  })

  it('answers 404 JSON for an unknown slug and 400 for a malformed one', async () => {
    const missing = await json<{ message: string }>('/api/v1/meta-info/no-such-page-anywhere')
    expect(missing.res.status).toBe(404)
    expect(missing.body.message).toMatch(/no-such-page-anywhere/)
    const bad = await get('/api/v1/meta-info/Not_A%20Slug')
    expect(bad.status).toBe(400)
  })

  it('refuses an api-version it does not speak', async () => {
    expect((await get('/api/v1/meta-info/home-page', { headers: { 'api-version': 'v2' } })).status).toBe(400)
  })
})

describe('GET /api/v1/disclaimer/{slug}', () => {
  it("answers a list whose first item is the site's default disclaimer for a page without its own", async () => {
    const { res, body } = await json<{ heading: string; description: string }[]>(
      '/api/v1/disclaimer/privacy-policy',
    )
    expect(res.status).toBe(200)
    expect(body[0]!.heading).toBeTruthy()
    expect(body[0]!.description.length).toBeGreaterThan(20)
  })

  it('answers an empty list for the disclaimer page, which shows no strip', async () => {
    const { body } = await json<unknown[]>('/api/v1/disclaimer/disclaimer')
    expect(body).toEqual([])
  })

  it('answers 404 for an unknown page', async () => {
    expect((await get('/api/v1/disclaimer/no-such-page-anywhere')).status).toBe(404)
  })
})

describe('GET /api/v1/home-page', () => {
  it('answers the blocks the home page renders', async () => {
    const { res, body } = await json<{ path: string; layout: { blockType: string }[] }[]>('/api/v1/home-page')
    expect(res.status).toBe(200)
    expect(body[0]!.path).toBe('/')
    expect(body[0]!.layout[0]!.blockType).toBe('hero')
  })
})

describe('the page head is the meta record', () => {
  it('renders title, description, canonical, robots, Open Graph, Twitter, hreflang and JSON-LD', async () => {
    const { body: meta } = await json<TMeta>('/api/v1/meta-info/privacy-policy')
    const html = await (await get('/legal/privacy-policy')).text()
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    expect(html).toContain(`<title>${escape(meta.title)}</title>`)
    expect(html).toContain(`<meta name="description" content="${escape(meta.description)}"/>`)
    expect(html).toContain(`<link rel="canonical" href="${meta.canonical}"/>`)
    expect(html).toContain(`<meta name="robots" content="index, follow"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en-IN" href="${meta.canonical}"/>`)
    expect(html).toContain(
      `<link rel="alternate" hrefLang="hi-IN" href="${site('/hi/legal/privacy-policy')}"/>`,
    )
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${meta.canonical}"/>`)
    expect(html).toContain(`<meta property="og:title" content="${escape(meta.og_title as string)}"/>`)
    expect(html).toContain('<meta property="og:locale" content="en_IN"/>')
    expect(html).toContain(`<meta name="twitter:card" content="${meta.twitter_card as string}"/>`)
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"BreadcrumbList"/)
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"Organization"/)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists published, indexable pages and no error pages', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(xml).toContain(`<loc>${site('/')}</loc>`)
    expect(xml).toContain(`<loc>${site('/legal/privacy-policy')}</loc>`)
    expect(xml).not.toContain('under-maintenance')
  })

  it('points crawlers to the sitemap and away from the admin and the APIs', async () => {
    const text = await (await get('/robots.txt')).text()
    expect(text).toContain(`Sitemap: ${site('/sitemap.xml')}`)
    expect(text).toMatch(/Disallow: \/admin/)
    expect(text).toMatch(/Disallow: \/api\//)
  })
})

describe('language prefix (spec 1: routes may carry a language prefix, none is forced)', () => {
  it('/en/... renders the same page, canonical to the unprefixed address', async () => {
    const plain = await get('/legal/privacy-policy')
    const prefixed = await get('/en/legal/privacy-policy')
    expect(prefixed.status).toBe(200)
    const html = await prefixed.text()
    expect(html).toContain(`<link rel="canonical" href="${site('/legal/privacy-policy')}"/>`)
    expect(html.match(/<title>.*?<\/title>/)![0]).toBe((await plain.text()).match(/<title>.*?<\/title>/)![0])
  })

  it('works for the home page and the error pages, and is not a way into the API', async () => {
    expect((await get('/en')).status).toBe(200)
    expect((await get('/en/under-maintenance')).status).toBe(503)
    expect((await get('/en/no-such-page')).status).toBe(404)
    expect((await get('/en/api/v1/header')).status).toBe(404)
  })

  it('remembers the language of a prefixed address in a cookie for 30 days (spec 9: "Language cookie default 30 days")', async () => {
    const cookie = (await get('/en/legal/privacy-policy')).headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^site_language=en;/)
    expect(cookie).toMatch(/Max-Age=2592000/i)
    expect(cookie).toMatch(/Path=\//i)
    expect((await get('/legal/privacy-policy')).headers.get('set-cookie') ?? '').not.toContain(
      'site_language',
    )
  })

  it.each(['ta', 'te'])(
    '/%s/... falls back to the English page until its translation is shown (spec 9: "fallback English")',
    async (language) => {
      const res = await get(`/${language}/legal/privacy-policy?x=1`, { redirect: 'manual' })
      expect(res.status).toBe(307)
      const location = new URL(res.headers.get('location')!, BASE_URL)
      expect(location.pathname + location.search).toBe('/legal/privacy-policy?x=1')
      expect((await get(`/${language}/api/v1/header`)).status).toBe(404)
    },
  )
})

describe('robots forced to noindex (spec 4)', () => {
  it('on preview addresses, which never carry drafts without the editor’s preview cookie', async () => {
    const res = await get('/legal/privacy-policy?_preview=anything')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await res.text()).not.toContain('data-testid="preview-bar"')
  })

  describe('on the partner variant of a product page', () => {
    const path = '/life-insurance/seo-check-plan'
    let id: number | string
    beforeAll(async () => {
      const { doc } = await cms('POST', '/pages', {
        title: 'SEO Check Plan',
        path,
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'SEO Check Plan', subheading: 'A plan that exists for a test.' },
        ],
      })
      id = doc.id
    })
    afterAll(async () => {
      if (id) await cms('DELETE', `/pages/${id}`)
    })

    it('serves /po in partner mode, noindex, canonical to the product page', async () => {
      const res = await get(`${path}/po`)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await res.text()
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(html).toContain(`<link rel="canonical" href="${site(path)}"/>`)
      expect(html).not.toContain('<header')
      expect(html).toMatch(/"@type":\["Product","FinancialProduct"\]/)
    })

    it('answers the same record from meta-info with the page as api-referrer', async () => {
      const { body } = await json<TMeta>('/api/v1/meta-info/po', {
        headers: { 'api-referrer': `${path}/po` },
      })
      expect(body.robots).toBe('noindex, nofollow')
      expect(body.canonical).toBe(site(path))
    })

    it('makes a meta edit live within 2 s of saving', async () => {
      const description = `Edited at ${Date.now()}`
      await cms('PATCH', `/pages/${id}`, { meta: { description } })
      const live = await eventually(async () => {
        const { body } = await json<TMeta>('/api/v1/meta-info/seo-check-plan')
        return body.description === description
      }, 2000)
      expect(live).toBe(true)
      expect(await (await get(path)).text()).toContain(description)
    })
  })
})

describe('preview of a draft (spec 6)', () => {
  const path = '/terms-and-conditions'
  let id: number | string
  let publishedTitle: string

  beforeAll(async () => {
    const token = await adminToken()
    const res = await fetch(new URL(`/cms/api/pages?where[path][equals]=${path}&depth=0`, BASE_URL), {
      headers: { Authorization: `JWT ${token}` },
    })
    const doc = ((await res.json()) as { docs: { id: number; title: string }[] }).docs[0]!
    id = doc.id
    publishedTitle = doc.title
  })
  afterAll(async () => {
    await cms('PATCH', `/pages/${id}`, { title: publishedTitle, _status: 'published' })
  })

  it('sends a visitor without an admin session to the sign-in', async () => {
    const res = await get(`/api/preview?path=${path}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/admin\/login/)
  })

  it('shows the draft only with the editor’s preview cookie, noindex, with _preview on the address', async () => {
    const draftTitle = `Draft terms ${Date.now()}`
    await cms('PATCH', `/pages/${id}?draft=true`, { title: draftTitle })
    const token = await adminToken()
    const start = await get(`/api/preview?path=${path}`, { headers: { Authorization: `JWT ${token}` } })
    expect(start.status).toBe(307)
    const location = start.headers.get('location')!
    expect(location).toMatch(new RegExp(`^${path}\\?_preview=[\\w-]+$`))
    expect(location).not.toContain(token)
    const cookies = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(cookies).toContain('site_preview=')

    const withCookie = await (await get(location, { headers: { cookie: cookies } })).text()
    expect(withCookie).toContain(draftTitle)
    expect(withCookie).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(withCookie).toContain('data-testid="preview-bar"')

    const linkOnly = await (await get(location)).text()
    expect(linkOnly).not.toContain(draftTitle)

    const bypassOnly = cookies
      .split('; ')
      .filter((c) => !c.startsWith('site_preview='))
      .join('; ')
    expect(await (await get(location, { headers: { cookie: bypassOnly } })).text()).not.toContain(draftTitle)
  })
})

describe('branch pages (structured data where it fits: LocalBusiness)', () => {
  const city = '/contact-us/branches/maharashtra/mumbai-city/mumbai'

  it('describes each branch of a city as a LocalBusiness with its address, and breadcrumbs by place name', async () => {
    const res = await get(city)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<link rel="canonical" href="${site(city)}"/>`)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const business = blocks.find((b) => JSON.stringify(b['@type']).includes('LocalBusiness'))
    expect(business).toMatchObject({
      name: 'Sahyog Life Insurance, Mumbai Lower Parel',
      address: {
        '@type': 'PostalAddress',
        postalCode: '400013',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      geo: { latitude: 18.9986, longitude: 72.8258 },
    })
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[]
    }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Branches',
      'Maharashtra',
      'Mumbai City',
      'Mumbai',
    ])
  })

  it('does not list every branch of a state as a business', async () => {
    const html = await (await get('/contact-us/branches/maharashtra')).text()
    expect(html).not.toContain('LocalBusiness')
    expect(html).toContain('BreadcrumbList')
  })
})
