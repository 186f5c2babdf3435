import { describe, expect, it, vi } from 'vitest'

import { CriticalCss, fontFacesFor, markupOf, trimCritical, withCriticalRules } from './critical-css'
import { contentSecurityPolicy, scriptSources } from './csp'

const HREF = '/_next/static/css/0a1b2c3d.css'
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`
const SHEET = [
  ':root{--color-brand:#0b57a4;--color-unused:#123456}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '.hero{color:var(--color-brand)}',
  '.card{box-shadow:var(--tw-shadow)}',
  '.never-on-the-page{color:red}',
  '.menu[data-state=open]{display:block}',
  '@media (min-width:48rem){.hero{font-size:2rem}.absent{margin:0}}',
  '@media print{.hero{color:#000}}',
].join('')

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${LINK}<title>T</title></head><body>${body}` +
  `<script>self.__next_f.push([1,"class=\\"never-on-the-page\\""])</script></body></html>`

const critical = (read = vi.fn(async (href: string) => (href === HREF ? SHEET : null))) => ({
  read,
  critical: new CriticalCss(read),
})

describe('critical CSS', () => {
  it('puts the rules the markup uses in the head, and moves the stylesheet to the end of the body', async () => {
    const { critical: css } = critical()
    const html = await css.inline(page('<h1 class="hero">Cover</h1><div class="card"></div>'))
    const style = /<head>[\s\S]*<style data-critical="">([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1]
    expect(style).toBeDefined()
    expect(style).toContain('.hero{color:var(--color-brand)}')
    expect(style).toContain('.card{box-shadow:var(--tw-shadow)}')
    expect(style).toMatch(/@media \(min-width:48rem\)\{\.hero\{font-size:2rem\}\}/)
    // Not on the page (a class named only inside the payload's text does not count), or not needed before paint.
    expect(style).not.toContain('never-on-the-page')
    expect(style).not.toContain('.absent')
    expect(style).not.toContain('print')
    // Custom properties nothing kept reads are left to the stylesheet.
    expect(style).toContain('--color-brand:#0b57a4')
    expect(style).not.toContain('--color-unused')
    expect(style).toContain('@property --tw-shadow')
    expect(style).not.toContain('--tw-unused')
    // The stylesheet still comes, whole, after everything else: it holds neither the first paint nor any script.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="stylesheet"')
    expect(html.endsWith(`${LINK}</body></html>`)).toBe(true)
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
  })

  it('adds no script, so the policy admits the page exactly as before', async () => {
    const { critical: css } = critical()
    const before = page('<h1 class="hero">Cover</h1>')
    const after = await css.inline(before)
    const policy = (html: string) =>
      contentSecurityPolicy(scriptSources(html, 'key'), {
        formActions: [],
        frames: [],
        upgradeInsecure: false,
      })
    expect(policy(after)).toBe(policy(before))
    expect(scriptSources(after, 'key').refused).toBe(0)
    expect(after).not.toMatch(/\son[a-z]+=/i)
  })

  it('works each page out once and keeps it, whatever its scripts say', async () => {
    const { read, critical: css } = critical()
    const sheetReads = () => read.mock.calls.length
    const first = await css.inline(page('<h1 class="hero">Cover</h1>'))
    const reads = sheetReads()
    const again = await css.inline(page('<h1 class="hero">Cover</h1>').replace('never-on', 'other'))
    expect(again).toContain(/<style data-critical="">[\s\S]*?<\/style>/.exec(first)![0])
    expect(sheetReads()).toBe(reads)
  })

  it('sends a page made for one request as Next made it while others are being worked out, never in a line', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const read = vi.fn(async (href: string) => {
      await held
      return href === HREF ? SHEET : null
    })
    const css = new CriticalCss(read, 16 * 1024 * 1024, 1)
    const kept = css.inline(page('<h1 class="hero">Cover</h1>'))
    const made = page('<p class="card">Results for a query</p>')
    // One page is being worked out: a page made for this request goes at once, its stylesheet in the head.
    expect(await css.inline(made, { shed: true })).toBe(made)
    release()
    expect(await kept).toContain('<style data-critical="">')
    // The line is empty again: the same page now gets its critical rules.
    expect(await css.inline(made, { shed: true })).toContain('<style data-critical="">')
  })

  it('leaves a page without the build’s stylesheets, or with an unreadable one, as it was', async () => {
    const { critical: css } = critical(vi.fn(async () => null))
    const html = page('<h1 class="hero">Cover</h1>')
    expect(await css.inline(html)).toBe(html)
    const plain = '<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p></body></html>'
    expect(await critical().critical.inline(plain)).toBe(plain)
  })

  it('keeps a custom property a style attribute reads', () => {
    const css = ':root{--a:1px;--b:2px}.x{margin:var(--a)}'
    expect(trimCritical(css, '<div class="x" style="padding:var(--b)"></div>')).toBe(
      ':root{--a:1px;--b:2px}.x{margin:var(--a)}',
    )
    expect(trimCritical(css, '<div class="x"></div>')).toBe(':root{--a:1px}.x{margin:var(--a)}')
  })

  it('matches against the markup alone', () => {
    expect(markupOf('<p>a</p><script id="s">push("x")</script>')).toBe('<p>a</p><script id="s"></script>')
    expect(withCriticalRules('<html><head></head><body></body></html>', 'p{}')).toBe(
      '<html><head></head><body></body></html>',
    )
  })

  it('brings the font faces of the families the rules name, through a custom property too', () => {
    const sheet =
      '@font-face{font-family:devanagari;src:url(/_next/static/media/a.woff2) format("woff2")}' +
      '@font-face{font-family:"Other";src:url(/_next/static/media/b.woff2)}.x{color:red}'
    const faces = fontFacesFor('.v{--font-devanagari:"devanagari"}body{font-family:var(--font-devanagari)}', [
      sheet,
    ])
    expect(faces).toBe(
      '@font-face{font-family:devanagari;src:url(/_next/static/media/a.woff2) format("woff2")}',
    )
    expect(fontFacesFor('body{font-family:system-ui}', [sheet])).toBe('')
  })

  it('leaves hover, focus and press looks to the stylesheet', () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b:focus-visible,.c{margin:0}@media (hover:hover){.a{color:green}}'
    expect(trimCritical(css, '')).toBe('.a{color:red}.c{margin:0}')
  })
})
