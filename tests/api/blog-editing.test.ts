import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, get } from './support/http'
import { adminAuthorization } from './support/policy'

// Issue 47 item 5 ("Blog posts as a first-class collection…"): a category picked from the blog categories, the
// address following it, tags from a list, no empty record, a minimum size for share images, a used image not
// deleted (decision 96).

type TDoc = { id: number; path: string; post: { category?: number | null; tags?: string[] | null } }

let auth: string
const made: { pages: number[]; media: number[] } = { pages: [], media: [] }
const stamp = Date.now().toString(36)

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(new URL(`/cms/api/${path}`, BASE_URL), {
    method,
    headers: { Authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> & { doc: TDoc },
  }
}

async function categoryId(slug: string): Promise<number> {
  const { json } = await api('GET', `blog-categories?where[slug][equals]=${slug}&depth=0`)
  return (json.docs as { id: number }[])[0]!.id
}

const PARAGRAPH = {
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { type: 'text', text: 'A test post.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  },
}

const post = (path: string, extra: Record<string, unknown> = {}) => ({
  title: `A post ${stamp}`,
  path,
  layout: [{ blockType: 'richText', content: PARAGRAPH }],
  ...extra,
})

async function upload(width: number, height: number, name: string): Promise<{ id: number; url: string }> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}-${stamp}.png`)
  form.append('_payload', JSON.stringify({ alt: `A ${width} by ${height} test picture` }))
  const res = await fetch(new URL('/cms/api/media', BASE_URL), {
    method: 'POST',
    headers: { Authorization: auth },
    body: form,
  })
  expect(res.status).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number; url: string } }
  made.media.push(doc.id)
  return doc
}

async function create(data: Record<string, unknown>) {
  const res = await api('POST', 'pages?draft=true&depth=0', data)
  if (res.status === 201) made.pages.push(res.json.doc.id)
  return res
}

beforeAll(async () => {
  auth = await adminAuthorization()
})

afterAll(async () => {
  for (const id of made.pages) await api('DELETE', `pages/${id}`)
  for (const id of made.media) await api('DELETE', `media/${id}`)
})

describe('blog categories and tags', () => {
  it('are lists staff keep, seeded from the demo posts, not open to visitors', async () => {
    const categories = await api('GET', 'blog-categories?limit=100&depth=0')
    expect((categories.json.docs as { slug: string }[]).map((doc) => doc.slug)).toEqual(
      expect.arrayContaining(['term-insurance', 'tax-planning', 'retirement']),
    )
    const tags = await api('GET', 'blog-tags?limit=100&depth=0')
    expect(
      (tags.json.docs as { slug: string; name: string }[]).find((doc) => doc.slug === 'tax-saving')?.name,
    ).toBe('Tax saving')
    expect((await get('/cms/api/blog-categories')).status).toBe(403)
  })

  it('every seeded post is filed under the category its address names', async () => {
    const { json } = await api(
      'GET',
      'pages?where[path][like]=/blog/&limit=100&depth=1&select[path]=true&select[post]=true',
    )
    const posts = (json.docs as { path: string; post?: { category?: { slug: string } | null } }[]).filter(
      (doc) => /^\/blog\/(?!guides\/)[^/]+\/[^/]+$/.test(doc.path),
    )
    expect(posts.length).toBeGreaterThan(10)
    for (const doc of posts) expect(doc.path.split('/')[2], doc.path).toBe(doc.post?.category?.slug)
  })

  it('a post’s address follows the category chosen for it', async () => {
    const tax = await categoryId('tax-planning')
    const res = await create(post(`/blog/term-insurance/moved-${stamp}`, { post: { category: tax } }))
    expect(res.status, res.text).toBe(201)
    expect(res.json.doc.path).toBe(`/blog/tax-planning/moved-${stamp}`)
    // Choosing another category later moves the address with it.
    const retirement = await categoryId('retirement')
    const moved = await api('PATCH', `pages/${res.json.doc.id}?draft=true&depth=0`, {
      post: { category: retirement },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.json.doc.path).toBe(`/blog/retirement/moved-${stamp}`)
  })

  it('an address naming a category files the post under it; a mistyped one makes no new category', async () => {
    const named = await create(post(`/blog/retirement/named-${stamp}`))
    expect(named.status, named.text).toBe(201)
    expect(named.json.doc.post.category).toBe(await categoryId('retirement'))

    const typo = await create(post(`/blog/tax-planing/typo-${stamp}`))
    expect(typo.status).toBe(400)
    expect(typo.text).toContain('Choose the post’s category')
    const { json } = await api('GET', 'blog-categories?where[slug][equals]=tax-planing')
    expect(json.totalDocs).toBe(0)
    const pages = await api('GET', `pages?where[path][equals]=/blog/tax-planing/typo-${stamp}&draft=true`)
    expect(pages.json.totalDocs).toBe(0)
  })

  it('tags are chosen from the list: an unknown one is refused, a listed one kept as its address part', async () => {
    const unknown = await create(
      post(`/blog/retirement/tagged-${stamp}`, { post: { tags: ['tax-saving', 'no-such-tag'] } }),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain('No blog tag no-such-tag: add it under Content → Blog tags first')
    const known = await create(post(`/blog/retirement/tagged-${stamp}`, { post: { tags: ['tax-saving'] } }))
    expect(known.status, known.text).toBe(201)
    expect(known.json.doc.post.tags).toEqual(['tax-saving'])
  })

  it('a category with posts keeps its address and cannot be deleted', async () => {
    const id = await categoryId('retirement')
    const rename = await api('PATCH', `blog-categories/${id}`, { slug: `retirement-${stamp}` })
    expect(rename.status).toBe(409)
    expect(rename.text).toContain('its address cannot change while they are')
    const removed = await api('DELETE', `blog-categories/${id}`)
    expect(removed.status).toBe(409)
    expect(removed.text).toContain('move them to another category before deleting it')
  })
})

describe('saving a page', () => {
  it('an empty draft is refused, so "Create New" leaves no empty record', async () => {
    const before = (await api('GET', 'pages?limit=1&draft=true')).json.totalDocs
    const empty = await api('POST', 'pages?draft=true', {})
    expect(empty.status).toBe(400)
    expect((await api('GET', 'pages?limit=1&draft=true')).json.totalDocs).toBe(before)
  })

  it('refuses a share image smaller than 600×315 and says so; one of that size is kept', async () => {
    const tiny = await upload(64, 40, 'tiny-cover')
    const refused = await create(post(`/blog/retirement/tiny-${stamp}`, { meta: { image: tiny.id } }))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(
      'The share image must be at least 600×315 pixels (1200×630 looks best); this one is 64×40',
    )
    const cover = await create(post(`/blog/retirement/tiny-cover-${stamp}`, { post: { image: tiny.id } }))
    expect(cover.status).toBe(400)
    expect(cover.text).toContain('this one is 64×40')
    const big = await upload(600, 315, 'share')
    const kept = await create(post(`/blog/retirement/shared-${stamp}`, { meta: { image: big.id } }))
    expect(kept.status, kept.text).toBe(201)
  })
})

describe('deleting an image', () => {
  it('is refused while a page uses it, naming where; an unused one is deleted and its address answers 404', async () => {
    const picture = await upload(1200, 630, 'in-use')
    const page = await create(post(`/blog/retirement/uses-picture-${stamp}`, { meta: { image: picture.id } }))
    expect(page.status, page.text).toBe(201)
    const refused = await api('DELETE', `media/${picture.id}`)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(`Page /blog/retirement/uses-picture-${stamp} (Share image)`)
    expect((await get(picture.url)).status).toBe(200)

    const unused = await upload(1200, 630, 'unused')
    expect((await api('DELETE', `media/${unused.id}`)).status).toBe(200)
    made.media.splice(made.media.indexOf(unused.id), 1)
    const gone = await get(unused.url)
    expect(gone.status).toBe(404)
  })
})

describe('the block menu', () => {
  it('serves a drawing for each section type', async () => {
    const hero = await get('/assets/blocks/hero.svg')
    expect(hero.status).toBe(200)
    expect(hero.headers.get('content-type')).toContain('image/svg+xml')
    const table = await (await get('/assets/blocks/table.svg')).text()
    expect(table).not.toBe(await hero.text())
  })
})
