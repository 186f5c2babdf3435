import { describe, expect, it } from 'vitest'

import { isPreviewAddress, withPreviewRobots } from './preview-robots'

// Spec 5, Robots: "forced to noindex, nofollow on partner-variant pages and on preview URLs (query contains _preview=)."
const page = (head: string) =>
  Buffer.from(`<!DOCTYPE html><html lang="en"><head>${head}</head><body>x</body></html>`)

describe('a page answered to a preview address', () => {
  it('says noindex, nofollow in its robots tag, replacing what the page said', () => {
    const out = withPreviewRobots(
      page('<meta charSet="utf-8"/><meta name="robots" content="index, follow"/><title>T</title>'),
      '/premium-paid-certificate?_preview=abc',
    ).toString()
    expect(out).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(out).not.toContain('index, follow"')
    expect(out.match(/name="robots"/g)).toHaveLength(1)
  })

  it("says it in the page's payload too, which React renders the head from again", () => {
    const payload = String.raw`<script>self.__next_f.push([1,"[\"$\",\"meta\",\"4\",{\"name\":\"robots\",\"content\":\"index, follow\"}]"])</script>`
    const out = withPreviewRobots(
      page(`<meta name="robots" content="index, follow"/></head><body>${payload}`),
      '/a?_preview=1',
    ).toString()
    expect(out).toContain(String.raw`{\"name\":\"robots\",\"content\":\"noindex, nofollow\"}`)
    expect(out).not.toContain('index, follow\"')
  })

  it('gets the tag at the top of its head when it had none', () => {
    const out = withPreviewRobots(page('<title>T</title>'), '/x?utm_source=a&_preview=').toString()
    expect(out).toContain('<head><meta name="robots" content="noindex, nofollow"/><title>T</title>')
  })

  it('leaves every other page as it is', () => {
    const html = page('<meta name="robots" content="index, follow"/>')
    expect(withPreviewRobots(html, '/x?preview=1')).toBe(html)
    expect(withPreviewRobots(html, '/x')).toBe(html)
    expect(withPreviewRobots(html, '/x#_preview=1')).toBe(html)
  })

  it('knows a preview address by its query', () => {
    expect(isPreviewAddress('/a?_preview=1')).toBe(true)
    expect(isPreviewAddress('/a?b=2&_preview=')).toBe(true)
    expect(isPreviewAddress('/a?b=_preview')).toBe(false)
    expect(isPreviewAddress(undefined)).toBe(false)
  })
})
