import { describe, expect, it } from 'vitest'

import { BASE_URL, get, visibleText as visible } from './support/http'

/** The site in Hindi (decision 93): /hi/... in the Hindi shell, hreflang, the sitemap, the language cookie. */

const site = (path: string) => new URL(path, process.env.SITE_URL || BASE_URL).toString()
const page = async (path: string, init?: RequestInit) => {
  const res = await get(path, init)
  return { res, html: await res.text() }
}

describe('a page at /hi/... (spec 1: routes may carry a language prefix; spec 9: hreflang -IN)', () => {
  it('is served in the Hindi shell, lang="hi", its own canonical, with the English content and a note in Hindi', async () => {
    const { res, html } = await page('/hi/legal/privacy-policy')
    expect(res.status).toBe(200)
    expect(html).toMatch(/<html lang="hi"/)
    const text = visible(html)
    expect(text).toContain('मुख्य सामग्री पर जाएं')
    expect(text).toContain('इस पेज का हिन्दी अनुवाद अभी तैयार हो रहा है')
    // The content is the English page's, marked as English for screen readers, never an empty page.
    const english = visible((await page('/legal/privacy-policy')).html)
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]
    expect(heading).toBeTruthy()
    expect(english).toContain(heading!)
    expect(html).toMatch(/<div lang="en">/)
    expect(html).toContain(`<link rel="canonical" href="${site('/hi/legal/privacy-policy')}"/>`)
    expect(html).toContain('<meta property="og:locale" content="hi_IN"/>')
  })

  it('names its English, Hindi and default addresses, as the English page does', async () => {
    for (const path of ['/legal/privacy-policy', '/hi/legal/privacy-policy']) {
      const { html } = await page(path)
      expect(html).toContain(
        `<link rel="alternate" hrefLang="en-IN" href="${site('/legal/privacy-policy')}"/>`,
      )
      expect(html).toContain(
        `<link rel="alternate" hrefLang="hi-IN" href="${site('/hi/legal/privacy-policy')}"/>`,
      )
      expect(html).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${site('/legal/privacy-policy')}"/>`,
      )
    }
  })

  it('offers the other language in the header, keeping the page', async () => {
    const english = (await page('/legal/privacy-policy')).html
    expect(english).toMatch(
      /<a href="\/hi\/legal\/privacy-policy" lang="hi" hrefLang="hi-IN"[^>]*>हिन्दी<\/a>/,
    )
    const hindi = (await page('/hi/legal/privacy-policy')).html
    expect(hindi).toMatch(
      /<a href="\/en\/legal\/privacy-policy" lang="en" hrefLang="en-IN"[^>]*>English<\/a>/,
    )
    expect((await page('/hi')).html).toMatch(/<a href="\/en" lang="en"/)
  })

  it('loads the Devanagari font on Hindi pages only', async () => {
    const hindi = (await page('/hi/legal/privacy-policy')).html
    const english = (await page('/legal/privacy-policy')).html
    expect(/<html lang="hi" dir="ltr" class="[^"]+"/.test(hindi)).toBe(true)
    expect(english).toMatch(/<html lang="en" dir="ltr">/)
    // The face is declared in the stylesheet; only a Hindi page's font stack names it.
    const css = [...english.matchAll(/href="(\/_next\/static\/css\/[^"]+\.css)"/g)].map((m) => m[1]!)
    const sheets = await Promise.all(css.map(async (href) => (await get(href)).text()))
    const face = sheets.join('\n').match(/@font-face\{[^}]*unicode-range:u\+0900-097f[^}]*\}/i)?.[0]
    expect(face).toBeTruthy()
    expect(face).toMatch(/font-display:swap/)
    expect(face).toMatch(/size-adjust:106%/)
    const font = /url\(([^)]+\.woff2)\)/.exec(face!)![1]!
    const file = await get(font)
    expect(file.status).toBe(200)
    expect(Number(file.headers.get('content-length') ?? (await file.arrayBuffer()).byteLength)).toBeLessThan(
      80_000,
    )
    expect(english).not.toContain(font)
  })

  it('names the toll-free lines in the language of the page (the settings, per language)', async () => {
    // The footer's words as read, React's text boundaries aside.
    const footer = (html: string) =>
      visible(/<footer[\s\S]*<\/footer>/.exec(html)![0].replace(/<!-- -->/g, '')).replace(/\( | \)/g, (m) =>
        m.trim(),
      )
    const hindi = footer((await page('/hi/legal/privacy-policy')).html)
    expect(hindi).toContain('नई पॉलिसी खरीदें (टोल-फ़्री) 1800-000-1234')
    expect(hindi).toContain('मौजूदा ग्राहक (टोल-फ़्री) 1800-000-5678')
    expect(hindi).not.toContain('Buy a new policy')
    // A link that opens a new tab says so in the page's language too.
    expect(hindi).toContain('बीमा भरोसा पोर्टल पर जाएं (नए टैब में खुलेगा)')
    expect(hindi).not.toContain('opens in a new tab')
    const english = footer((await page('/legal/privacy-policy')).html)
    expect(english).toContain('Buy a new policy (toll-free) 1800-000-1234')
    expect(english).toContain('Existing customers (toll-free) 1800-000-5678')
  })

  it("titles a service page in the page's language, in the head as in the heading", async () => {
    const hindi = (await page('/hi/track-application')).html
    expect(hindi).toContain('<title>अपना आवेदन ट्रैक करें | Sahyog Life</title>')
    expect(hindi).toMatch(/<meta name="description" content="अपने जीवन बीमा आवेदन की स्थिति देखें/)
    const english = (await page('/track-application')).html
    expect(english).toContain('<title>Track my application | Sahyog Life</title>')
  })

  it('shows NAV history in Hindi: its words, its messages and its dates, the funds as the fund list spells them', async () => {
    const { res, html } = await page('/hi/nav-history')
    expect(res.status).toBe(200)
    const text = visible(html)
    expect(html).toMatch(/<h1[^>]*>NAV इतिहास<\/h1>/)
    expect(html).toContain('<title>हमारे यूनिट-लिंक्ड फ़ंड का NAV इतिहास | Sahyog Life Insurance</title>')
    expect(html).toMatch(/<form [^>]*action="\/hi\/nav-history"/)
    for (const words of ['NAV देखें', 'रोज़ की NAV', 'CSV डाउनलोड करें', 'तिथि', 'सबसे नई पहले'])
      expect(text).toContain(words)
    // The fund's name and category stay as the fund list spells them, marked English.
    expect(html).toMatch(/<option value="[^"]+" lang="en"/)
    // The table's pages link to the Hindi page, and its days are written with Hindi month names.
    expect(html).toMatch(/href="\/hi\/nav-history\?fund=[^"]*page=2"/)
    expect(text).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/)
    expect(text).not.toMatch(/Daily NAV|Show NAV|newest first/)
    const bad = visible((await page('/hi/nav-history?fund=NOPE&from=2024-01-01&to=2024-02-01')).html)
    expect(bad).toContain('कृपया एक फ़ंड चुनें')
    expect(bad).not.toContain('Please select a fund')
    // The English page is as it was.
    const english = visible((await page('/nav-history')).html)
    for (const words of ['Show NAV', 'Daily NAV', 'Download CSV', 'newest first'])
      expect(english).toContain(words)
  })

  it('answers a missing page with the Hindi 404 page and its status', async () => {
    const { res, html } = await page('/hi/no-such-page-here')
    expect(res.status).toBe(404)
    expect(html).toMatch(/<html lang="hi"/)
    expect(visible(html)).toContain('पेज नहीं मिला')
  })

  it('is not a way into the API, the admin or the files', async () => {
    expect((await get('/hi/api/v1/header')).status).toBe(404)
    expect((await get('/hi/admin')).status).toBe(404)
    expect((await get('/hi/sitemap.xml')).status).toBe(404)
  })

  it('leaves the API in English: its field names and messages', async () => {
    const res = await get('/hi/api/v1/footer')
    expect(res.status).toBe(404)
    const footer = await get('/api/v1/footer')
    expect(footer.status).toBe(200)
    expect(await footer.text()).not.toMatch(/[\u0900-\u097F]/)
  })
})

describe('the language cookie (spec 9: "Language cookie default 30 days")', () => {
  it('is set to hi by a Hindi address, for 30 days', async () => {
    const cookie = (await get('/hi/legal/privacy-policy')).headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^site_language=hi;/)
    expect(cookie).toMatch(/Max-Age=2592000/i)
  })

  it('sends a visitor who chose Hindi on to the Hindi address of a page asked for without a prefix', async () => {
    const res = await get('/legal/privacy-policy?x=1', { headers: { cookie: 'site_language=hi' } })
    expect(res.status).toBe(307)
    const location = new URL(res.headers.get('location')!, BASE_URL)
    expect(location.pathname + location.search).toBe('/hi/legal/privacy-policy?x=1')
    const home = await get('/', { headers: { cookie: 'site_language=hi' } })
    expect(new URL(home.headers.get('location')!, BASE_URL).pathname).toBe('/hi')
  })

  it('forces no prefix on anyone else (spec 1): no cookie, or English chosen', async () => {
    expect((await get('/legal/privacy-policy')).status).toBe(200)
    const english = await get('/legal/privacy-policy', { headers: { cookie: 'site_language=en' } })
    expect(english.status).toBe(200)
    expect(await english.text()).toMatch(/<html lang="en"/)
    // Switching back to English through /en/... remembers English.
    const back = await get('/en/legal/privacy-policy', { headers: { cookie: 'site_language=hi' } })
    expect(back.status).toBe(200)
    expect(back.headers.get('set-cookie') ?? '').toMatch(/^site_language=en;/)
  })
})

describe('sitemap.xml in both languages', () => {
  it('lists each page in English and in Hindi, each naming the other', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${site('/legal/privacy-policy')}</loc>`)
    expect(xml).toContain(`<loc>${site('/hi/legal/privacy-policy')}</loc>`)
    expect(xml).toContain(`<loc>${site('/hi')}</loc>`)
    expect(xml).toContain(`hreflang="hi-IN" href="${site('/hi/legal/privacy-policy')}"`)
    expect(xml).toContain(`hreflang="en-IN" href="${site('/legal/privacy-policy')}"`)
    expect(xml).not.toContain('/hi/hi')
  })
})
