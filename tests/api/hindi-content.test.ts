import { afterAll, describe, expect, it } from 'vitest'

import { BASE_URL, adminToken, get, visibleText as visible } from './support/http'
import { publishReviewed } from './support/review'

/**
 * Content in Hindi (decision 109): a Hindi page reads the page's Hindi version from the CMS, or the English one,
 * marked and announced, when it has none; a publish in Hindi changes the Hindi page and leaves the English one.
 */

const NOTE = 'इस पेज का हिन्दी अनुवाद अभी तैयार हो रहा है'

const page = async (path: string) => {
  const res = await get(path)
  return { res, html: await res.text() }
}
/** The text of the page's main area, as a visitor reads it. */
const main = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

const paragraph = (text: string) => ({
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
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

const made: (number | string)[] = []

afterAll(async () => {
  const token = await adminToken()
  for (const id of made)
    await fetch(new URL(`/cms/api/pages/${id}`, BASE_URL), {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
})

describe('a page with Hindi content at /hi/...', () => {
  it('home: the seeded Hindi sections, menus and footer, lang="hi", without the English note', async () => {
    const { res, html } = await page('/hi')
    expect(res.status).toBe(200)
    expect(html).toMatch(/<html lang="hi"/)
    const text = main(html)
    expect(text).toContain('हर कदम पर आपके परिवार के साथ खड़ा जीवन कवर')
    expect(text).toContain('अक्सर पूछे जाने वाले सवाल')
    expect(text).not.toContain('Life cover that stands by your family')
    expect(text).not.toContain(NOTE)
    // Its sections are not the English page's: the first part marked English (the media strip, whose items have no
    // Hindi), if any, comes after the Hindi hero.
    const firstEnglish = html.indexOf('<div lang="en">')
    expect(
      firstEnglish === -1 || firstEnglish > html.indexOf('हर कदम पर आपके परिवार के साथ खड़ा जीवन कवर'),
    ).toBe(true)
    const all = visible(html)
    expect(all).toContain('जीवन बीमा')
    expect(all).toContain('सर्वाधिकार सुरक्षित')
    expect(all).not.toContain('All rights reserved')
  })

  it('a plan: its Hindi sections and plan details (benefits, eligibility, premium examples)', async () => {
    const { res, html } = await page('/hi/life-insurance/sahyog-smart-term')
    expect(res.status).toBe(200)
    expect(html).toMatch(/<html lang="hi"/)
    const text = main(html)
    expect(text).toContain('छोटे और तय प्रीमियम पर बड़ा जीवन कवर')
    expect(text).toContain('85 वर्ष की उम्र तक कवर')
    expect(text).toContain('10 से 67 वर्ष')
    expect(text).toContain('पुरुष, 25 वर्ष, धूम्रपान नहीं करते')
    expect(text).not.toContain(NOTE)
    expect(text).not.toContain('Cover up to age 85')
    expect(html).not.toMatch(/<div lang="en">/)
    expect(html).toMatch(/<title>Sahyog Smart Term: 85 वर्ष की उम्र तक का टर्म बीमा/)
  })

  it('leaves the English plan page English', async () => {
    const text = main((await page('/life-insurance/sahyog-smart-term')).html)
    expect(text).toContain('Cover up to age 85')
    expect(text).not.toMatch(/[\u0900-\u097F]/)
  })

  it('a page without Hindi: the English content marked lang="en", under the note in Hindi', async () => {
    const { res, html } = await page('/hi/legal/privacy-policy')
    expect(res.status).toBe(200)
    expect(main(html)).toContain(NOTE)
    expect(html).toMatch(/<div lang="en">/)
    expect(main(html)).toContain('Privacy')
  })
})

describe('a publish in Hindi', () => {
  it('shows on the Hindi page at once, and not on the English page', async () => {
    const path = `/hindi-publish-${Date.now().toString(36)}`
    const id = await publishReviewed(null, {
      title: 'A page to translate',
      path,
      layout: [{ blockType: 'richText', content: paragraph('Written in English first.') }],
    })
    made.push(id)
    // Before: the Hindi address shows the English page with the note (and keeps it cached).
    const before = await page(`/hi${path}`)
    expect(before.res.status).toBe(200)
    expect(main(before.html)).toContain('Written in English first.')
    expect(main(before.html)).toContain(NOTE)
    expect(main((await page(path)).html)).toContain('Written in English first.')

    await publishReviewed(
      id,
      {
        title: 'अनुवाद के लिए पेज',
        layout: [{ blockType: 'richText', content: paragraph('यह पेज अब हिन्दी में भी है।') }],
      },
      { locale: 'hi' },
    )

    const hindi = await page(`/hi${path}`)
    expect(hindi.res.status).toBe(200)
    expect(main(hindi.html)).toContain('यह पेज अब हिन्दी में भी है।')
    expect(main(hindi.html)).not.toContain('Written in English first.')
    expect(main(hindi.html)).not.toContain(NOTE)
    expect(hindi.html).not.toMatch(/<div lang="en">/)

    const english = main((await page(path)).html)
    expect(english).toContain('Written in English first.')
    expect(english).not.toContain('यह पेज अब हिन्दी में भी है।')
    expect(english).not.toContain('अनुवाद के लिए पेज')

    // A Hindi draft: the preview opened in Hindi shows it at the /hi address; visitors still see the published page.
    const token = await adminToken()
    const draft = await fetch(new URL(`/cms/api/pages/${id}?draft=true&locale=hi`, BASE_URL), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ layout: [{ blockType: 'richText', content: paragraph('हिन्दी का मसौदा।') }] }),
    })
    expect(draft.status).toBe(200)
    const start = await get(`/api/preview?path=${encodeURIComponent(path)}&lang=hi`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(start.status).toBe(307)
    const location = start.headers.get('location')!
    expect(location).toMatch(new RegExp(`^/hi${path}\\?_preview=[\\w-]+$`))
    const cookie = start.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')
    const preview = main(await (await get(location, { headers: { cookie } })).text())
    expect(preview).toContain('हिन्दी का मसौदा।')
    expect(main((await page(`/hi${path}`)).html)).toContain('यह पेज अब हिन्दी में भी है।')
  })
})
