import { afterAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'

/**
 * Content in Hindi beyond the pages' sections (decision 109): the blog's bylines, the testimonials and the pages the
 * seed now writes in Hindi (the group plans, the services' landing page, the question pages), and the meta-info
 * API in the language of the page it is asked for. English pages read as before.
 */

const NOTE = 'इस पेज का हिन्दी अनुवाद अभी तैयार हो रहा है'

const html = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return res.text()
}
/** The text of the page's main area, as a visitor reads it. */
const main = (page: string) =>
  (/<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

const made: number[] = []

async function cms(method: string, path: string, body?: object) {
  const res = await fetch(new URL(`/cms/api${path}`, BASE_URL), {
    method,
    headers: { Authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { doc: { id: number } }
}

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 200))
  }
}

afterAll(async () => {
  for (const id of made) await cms('DELETE', `/testimonials/${id}`)
})

describe('a blog post’s byline', () => {
  const path = '/blog/term-insurance/term-insurance-for-homemakers'

  it('reads in Hindi on the Hindi post, and as before on the English one', async () => {
    const hindi = main(await html(`/hi${path}`))
    expect(hindi).toContain('मीरा अय्यर , प्रमाणित वित्तीय योजनाकार')
    expect(hindi).not.toContain('Meera Iyer')
    const english = main(await html(path))
    expect(english).toContain('By Meera Iyer , Certified financial planner')
    expect(english).not.toContain('मीरा')
  })
})

describe('the home page’s testimonials', () => {
  it('read in Hindi on the Hindi home, unmarked; in English on the English home', async () => {
    const hindi = await html('/hi')
    expect(main(hindi)).toContain('दावा छह दिन में निपट गया')
    expect(main(hindi)).toContain('कविता मेनन')
    expect(main(hindi)).toContain('पूरी कहानी पढ़ें')
    expect(main(hindi)).not.toContain('Kavita Menon')
    expect(hindi).not.toMatch(/<blockquote[^>]*lang="en"/)
    const english = await html('/')
    expect(main(english)).toContain('The claim was settled in six days')
    expect(main(english)).toContain('Read the full story of Kavita Menon')
    expect(main(english)).not.toContain('कविता')
  })

  it('shows a testimonial an editor wrote in English only as English, marked, on the Hindi home', async () => {
    const quote = 'The advisor answered every question I had on the phone, twice.'
    const { doc } = await cms('POST', '/testimonials', {
      name: 'Nikhil Rao',
      city: 'Mysuru',
      headline: 'Patient answers',
      quote,
      rating: 5,
      featured: true,
      published: true,
    })
    made.push(doc.id)
    const marked = new RegExp(`<blockquote[^>]*lang="en"[^>]*><p>“(?:<!-- -->)?${quote}`)
    expect(await eventually(async () => marked.test(await html('/hi')), 10_000)).toBe(true)
    const hindi = await html('/hi')
    expect(hindi).toMatch(/<figcaption[^>]*lang="en"[^>]*>[\s\S]*?Nikhil Rao/)
    // The seeded testimonials beside it (the newest featured ones) stay in Hindi.
    expect(main(hindi)).toContain('पूरी कहानी पढ़ें (फरहान कुरैशी की)')
  })
})

describe('pages the seed writes in Hindi', () => {
  for (const [path, hindiText, englishText] of [
    ['/group-life-insurance', 'समूह जीवन बीमा योजनाएं', 'Group life insurance plans'],
    [
      '/group-life-insurance/sahyog-group-term-life',
      'आपकी टीम के हर सदस्य के लिए जीवन कवर',
      'Life cover for every member',
    ],
    ['/services', 'पॉलिसी सेवाएं, जब भी आपको जरूरत हो', 'Policy services, whenever you need them'],
    ['/contact-us/faq-gst', 'जीएसटी से जुड़े सवाल', 'Is GST charged on group policies?'],
    ['/contact-us/faq-fund', 'एनएवी क्या है?', 'What is the NAV?'],
  ] as const) {
    it(`${path}: Hindi at /hi${path} without the note, English as before`, async () => {
      const hindi = await html(`/hi${path}`)
      expect(hindi).toMatch(/<html lang="hi"/)
      expect(main(hindi)).toContain(hindiText)
      expect(main(hindi)).not.toContain(NOTE)
      expect(main(hindi)).not.toContain(englishText)
      expect(main(await html(path))).toContain(englishText)
    })
  }
})

describe('GET /api/v1/meta-info/{slug} for a Hindi page', () => {
  type TMeta = { title: string; description: string; canonical: string }
  const meta = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/v1/meta-info/${slug}`, { headers: { 'api-version': 'v1', ...headers } })
    expect(res.status).toBe(200)
    return (await res.json()) as TMeta
  }

  it('answers a blog list in Hindi when the caller’s page is Hindi, in English otherwise', async () => {
    const english = await meta('blog-term-insurance')
    expect(english.title).toMatch(/^[^\u0900-\u097F]+$/)
    expect(await meta('blog-term-insurance', { 'api-referrer': '/blog/term-insurance' })).toEqual(english)
    const hindi = await meta('blog-term-insurance', { 'api-referrer': '/hi/blog/term-insurance' })
    expect(hindi.title).toMatch(/[\u0900-\u097F]/)
    expect(hindi.description).toMatch(/[\u0900-\u097F]/)
    // Without the header, the page the request came from says it, as for the documents.
    const fromReferer = await meta('blog-term-insurance', {
      referer: new URL('/hi/blog/term-insurance', BASE_URL).href,
    })
    expect(fromReferer.title).toBe(hindi.title)
  })

  it('answers a page with Hindi content with its Hindi head, and one without with the English', async () => {
    const hindi = await meta('group-life-insurance', { 'api-referrer': '/hi/group-life-insurance' })
    expect(hindi.title).toContain('समूह जीवन बीमा')
    const english = await meta('group-life-insurance', { 'api-referrer': '/group-life-insurance' })
    expect(english.title).toBe('Group Life Insurance Plans for Employers and Lenders | Sahyog Life')
  })
})
