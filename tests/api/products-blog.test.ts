import { afterAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'
import { publishReviewed } from './support/review'

/**
 * Issue 5 items 2 and 3 over HTTP: the blog lists' meta slugs (spec 7 `blog-{category}`, `blog-guides-{tag}`), the
 * sitemap's blog entries, the plans' type codes in the search, and an editor's change to a plan and to a post live
 * within 2 s.
 */

type TMeta = { slug: string; title: string; canonical: string; robots: string }

const json = async <T>(path: string) => {
  const res = await get(path)
  return { res, body: (await res.json()) as T }
}

const site = (path: string) => new URL(path, process.env.SITE_URL || BASE_URL).toString()

async function cms<T = { doc: Record<string, unknown> }>(method: string, path: string, body?: object) {
  const token = await adminToken()
  const res = await fetch(new URL(`/cms/api${path}`, BASE_URL), {
    method,
    headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

async function pageByPath(path: string) {
  const found = await cms<{
    docs: {
      id: number
      title: string
      product?: { summary?: string; uin?: string }
      post?: { excerpt?: string }
    }[]
  }>('GET', `/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`)
  return found.docs[0]!
}

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('blog meta slugs (spec 7: blog-{category}, blog-guides-{tag})', () => {
  it('answers a category list’s meta record at blog-{category}', async () => {
    const { res, body } = await json<TMeta>('/api/v1/meta-info/blog-retirement')
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ slug: 'blog-retirement', canonical: site('/blog/retirement') })
    expect(body.title).toContain('Retirement')
  })

  it('answers a guides tag list’s meta record at blog-guides-{tag}', async () => {
    const { res, body } = await json<TMeta>('/api/v1/meta-info/blog-guides-tax-saving')
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ slug: 'blog-guides-tax-saving', canonical: site('/blog/guides/tax-saving') })
  })

  it('answers the blog’s own record at blog, and 404 for a category or tag without posts', async () => {
    expect((await json<TMeta>('/api/v1/meta-info/blog')).body.canonical).toBe(site('/blog'))
    expect((await get('/api/v1/meta-info/blog-no-such-category')).status).toBe(404)
    expect((await get('/api/v1/meta-info/blog-guides-no-such-tag')).status).toBe(404)
  })

  it('still answers a post by its last segment', async () => {
    const { body } = await json<TMeta>('/api/v1/meta-info/annuity-or-pension-plan')
    expect(body.canonical).toBe(site('/blog/retirement/annuity-or-pension-plan'))
  })
})

describe('sitemap', () => {
  it('lists the blog, its later pages, its categories and its guides, and the plans', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    for (const path of [
      '/blog',
      '/blog?page=2',
      '/blog/retirement',
      '/blog/guides/tax-saving',
      '/blog/retirement/annuity-or-pension-plan',
      '/life-insurance/sahyog-smart-term',
      '/legal/withdrawn-plan',
    ]) {
      expect(xml, path).toContain(`<loc>${site(path).replace('&', '&amp;')}</loc>`)
    }
  })
})

describe('search', () => {
  it('keeps a plan’s product type code (spec 9: P1, P2, P3) in its search item', async () => {
    const typeOf = async (search: string, link: string) => {
      const { body } = await json<{ data: { link: string; product_type: string | null }[] }>(
        `/api/v1/search-api?search=${encodeURIComponent(search)}&page=0`,
      )
      return body.data.find((item) => item.link === link)?.product_type
    }
    expect(await typeOf('Sahyog Smart Term', '/life-insurance/sahyog-smart-term')).toBe('P1')
    expect(await typeOf('Wealth Builder ULIP', '/life-insurance/sahyog-wealth-builder-ulip')).toBe('P3')
    expect(
      await typeOf('Loyalty additions', '/blog/savings-and-investment/ulip-loyalty-additions-explained'),
    ).toBeNull()
  })
})

describe('editing', () => {
  const restore: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const undo of restore) await undo()
  })

  it('shows an editor’s change to a plan in the plan list within 2 s', async () => {
    const plan = await pageByPath('/life-insurance/sahyog-deferred-pension-plan')
    const before = plan.product?.summary ?? ''
    restore.push(() => publishReviewed(plan.id, { product: { summary: before } }))
    const summary = `Pension summary edited at ${Date.now()}`
    // Approved by a reviewer, then published (decision 84): the 2 s count from the publish.
    await publishReviewed(plan.id, { product: { summary } })
    const live = await eventually(
      async () => (await (await get('/life-insurance?need=retirement')).text()).includes(summary),
      2000,
    )
    expect(live).toBe(true)
  })

  it('shows an editor’s change to a post on the blog within 2 s', async () => {
    const post = await pageByPath('/blog/retirement/annuity-or-pension-plan')
    const before = post.post?.excerpt ?? ''
    restore.push(() => publishReviewed(post.id, { post: { excerpt: before } }))
    const excerpt = `Annuity excerpt edited at ${Date.now()}`
    await publishReviewed(post.id, { post: { excerpt } })
    const live = await eventually(
      async () => (await (await get('/blog/retirement')).text()).includes(excerpt),
      2000,
    )
    expect(live).toBe(true)
  })

  it('refuses a malformed UIN or tag with a clear message and saves nothing', async () => {
    const plan = await pageByPath('/life-insurance/sahyog-child-future-plan')
    // A draft keeps what is typed; the publish, after the review (decision 84), checks it and refuses it.
    restore.push(() => publishReviewed(plan.id, { product: { uin: plan.product?.uin }, title: plan.title }))
    const refused = await publishReviewed(plan.id, {
      product: { uin: 'ABC' },
      title: 'Should not be saved',
    }).then(
      () => 'published',
      (error: unknown) => String(error),
    )
    expect(refused).toContain(': 400 ')
    expect(refused).toContain('A UIN looks like 000N009V01')
    expect((await pageByPath('/life-insurance/sahyog-child-future-plan')).title).toBe(plan.title)
  })
})
