import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import Beasties from 'beasties'
import postcss, { type AtRule, type Root } from 'postcss'

/**
 * Critical CSS (docs/performance.md, "Critical CSS"): a page's HTML carries, in a `<style>` in its head, every rule
 * of its stylesheets that its own markup uses, picked by beasties (which matches each rule's selectors against the
 * page's elements, no browser); the stylesheet links move to the end of the body, where they no longer hold the
 * first paint. The browser paints the page from the inline rules as soon as its HTML is in, and applies the whole
 * stylesheet when it arrives: the same rules again, plus those of states the markup is not in yet (an open menu, a
 * dialog), so nothing moves. The policy already admits inline styles (csp.ts) and no script or event handler is
 * added, so it stays as strict as it was. The React Server Components payload is not touched: the rules are in the
 * HTML only.
 */

/** Our own stylesheets as Next links them in a page's head (content-hashed names under /_next/static/css/). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/css\/[\w.-]+\.css)"[^>]*>/g
const SCRIPT_BODY = /(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi

/** Where a stylesheet of the build is read from, by its address; null when it is not there. */
export type TReadStylesheet = (href: string) => Promise<string | null>

/** The build's stylesheets, from `.next/static` (their names carry their content's hash: read once, kept). */
export function buildStylesheets(staticDir: string): TReadStylesheet {
  const kept = new Map<string, Promise<string | null>>()
  return (href) => {
    const name = href.slice('/_next/static/'.length)
    if (name.includes('..')) return Promise.resolve(null)
    let css = kept.get(name)
    if (!css) {
      css = readFile(path.join(staticDir, name), 'utf8').catch(() => null)
      kept.set(name, css)
    }
    return css
  }
}

/** The custom properties a stylesheet's text reads (`var(--name`). */
function propertiesRead(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!))
}

/** States a visitor puts an element in (pointing, focusing, pressing): none is there at the first paint. */
const INTERACTION = /:(?:hover|focus|focus-visible|focus-within|active)\b/

/**
 * The critical rules made smaller for the page: print rules and the looks of states a visitor brings about
 * (hovering, focusing, pressing) left to the stylesheet, which is there long before anyone prints or points; and
 * custom properties no kept rule and no style attribute of the page reads (Tailwind's theme variables
 * and its registered `--tw-*` properties of the whole site) dropped. Runs until nothing more goes, as a dropped
 * declaration may have been the last reader of another.
 */
export function trimCritical(css: string, markup: string): string {
  const root: Root = postcss.parse(css)
  root.walkAtRules('media', (rule) => {
    if (/^\s*print\s*$/i.test(rule.params) || /^\s*\(hover:\s*hover\)\s*$/i.test(rule.params)) rule.remove()
  })
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  const inStyleAttributes = propertiesRead(
    [...markup.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(';'),
  )
  for (let round = 0; round < 4; round++) {
    const read = propertiesRead(root.toString())
    for (const name of inStyleAttributes) read.add(name)
    let dropped = 0
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !read.has(decl.prop)) {
        decl.remove()
        dropped++
      }
    })
    root.walkAtRules('property', (rule: AtRule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove()
        dropped++
      }
    })
    if (dropped === 0) break
  }
  // Rules and blocks left empty, and the blocks they leave empty in turn.
  let emptied = true
  while (emptied) {
    emptied = false
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
        node.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

/**
 * The `@font-face` rules of the stylesheets whose family the critical rules name, directly or in a custom property's
 * value (next/font gives its family through one, `--font-devanagari`). Without them the page would paint in a
 * fallback font and lay its text out again when the stylesheet came; with them the font the page preloads is used
 * from the first paint, as before.
 */
export function fontFacesFor(critical: string, sheets: string[]): string {
  return facesNamed(critical, sheets.flatMap(fontFacesOf))
}

type TFontFace = { family: string; rule: string }

/** The rules of the faces whose family the critical rules name. */
const facesNamed = (critical: string, faces: TFontFace[]) =>
  faces
    .filter((face) => face.family && critical.includes(face.family))
    .map((face) => face.rule)
    .join('')

/** A stylesheet's `@font-face` rules, each with its family, written on one line. */
export function fontFacesOf(sheet: string): TFontFace[] {
  const faces: TFontFace[] = []
  postcss.parse(sheet).walkAtRules('font-face', (rule) => {
    let family = ''
    rule.walkDecls('font-family', (decl) => {
      family = decl.value.replace(/^["']|["']$/g, '')
    })
    faces.push({ family, rule: rule.toString().replace(/\s*\n\s*/g, '') })
  })
  return faces
}

/** A page's markup without its scripts' text: what the rules are matched against, and what the result depends on. */
export function markupOf(html: string): string {
  return html.replace(SCRIPT_BODY, '$1$2')
}

/** The links to the build's stylesheets in a page's head, each as written and by address. */
export function stylesheetLinks(html: string): { tag: string; href: string; at: number }[] {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return []
  return [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)].map((m) => ({
    tag: m[0],
    href: m[1]!,
    at: m.index,
  }))
}

/**
 * The page with its critical rules in a `<style>` where its first stylesheet link was, and its stylesheet links
 * moved to just before `</body>`, after everything else, so they hold neither the first paint nor any script.
 */
export function withCriticalRules(html: string, css: string): string {
  const links = stylesheetLinks(html)
  const bodyEnd = html.lastIndexOf('</body>')
  if (links.length === 0 || bodyEnd < 0 || !css) return html
  let out = ''
  let copied = 0
  for (const [index, link] of links.entries()) {
    out += html.slice(copied, link.at) + (index === 0 ? `<style data-critical="">${css}</style>` : '')
    copied = link.at + link.tag.length
  }
  const end = bodyEnd - copied
  const rest = html.slice(copied)
  return out + rest.slice(0, end) + links.map((link) => link.tag).join('') + rest.slice(end)
}

/**
 * Works out and keeps each page's critical rules. The rules depend only on the page's markup (scripts aside) and
 * its stylesheets, so they are kept under a hash of both: a page kept by Next is worked out once per publish, and
 * so is any page whose markup is the same from one request to the next. At most `maxBytes` of rules are kept,
 * oldest out first; one page is worked out at a time (beasties runs on the event loop, tens of milliseconds).
 * A page rendered for one request only (search results, a branch finder's answer: their markup follows the
 * query) may `shed`: when `maxWaiting` pages are already being worked out it goes as Next made it, its stylesheet
 * in the head, rather than wait in a line a stream of made-up queries could make as long as it likes.
 */
export class CriticalCss {
  private readonly kept = new Map<string, string | Promise<string>>()
  private bytes = 0
  private readonly beasties: Beasties
  private turn: Promise<unknown> = Promise.resolve()
  private waiting = 0
  private readonly fonts = new Map<string, Promise<TFontFace[]>>()

  constructor(
    private readonly read: TReadStylesheet,
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxWaiting = 4,
  ) {
    this.beasties = new Beasties({
      preload: 'body',
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      inlineFonts: false,
      preloadFonts: false,
      fonts: false,
      keyframes: 'critical',
      compress: true,
      logLevel: 'silent',
    })
    this.beasties.getCssAsset = async (href: string) => (await this.read(href)) ?? undefined
  }

  /** The page with its critical rules inlined and its stylesheets no longer holding the first paint. */
  async inline(html: string, { shed = false }: { shed?: boolean } = {}): Promise<string> {
    const links = stylesheetLinks(html)
    if (links.length === 0) return html
    const markup = markupOf(html)
    const key = createHash('sha256')
      .update(links.map((link) => link.href).join(' '))
      .update('\n')
      .update(markup)
      .digest('base64url')
    let css = this.kept.get(key)
    if (css === undefined) {
      if (shed && this.waiting >= this.maxWaiting) return html
      css = this.workOut(
        markup,
        links.map((link) => link.href),
      )
      this.kept.set(key, css)
      css.then(
        (done) => this.keep(key, done),
        () => this.kept.delete(key),
      )
    }
    try {
      return withCriticalRules(html, await css)
    } catch {
      // A stylesheet that cannot be read or parsed: the page goes out as Next made it.
      return html
    }
  }

  /** A stylesheet's font faces, parsed once: its address names its content. */
  private facesOf(href: string): Promise<TFontFace[]> {
    let faces = this.fonts.get(href)
    if (!faces) {
      faces = this.read(href).then((sheet) => (sheet === null ? [] : fontFacesOf(sheet)))
      this.fonts.set(href, faces)
    }
    return faces
  }

  private workOut(markup: string, hrefs: string[]): Promise<string> {
    this.waiting += 1
    const run = this.turn.then(async () => {
      const processed = await this.beasties.process(markup)
      const style = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? ''
      const rules = trimCritical(style, markup)
      const faces = await Promise.all(hrefs.map((href) => this.facesOf(href)))
      return facesNamed(rules, faces.flat()) + rules
    })
    this.turn = run.catch(() => undefined)
    void this.turn.then(() => {
      this.waiting -= 1
    })
    return run
  }

  private keep(key: string, css: string) {
    if (this.kept.get(key) === undefined) return
    this.kept.delete(key)
    this.kept.set(key, css)
    this.bytes += css.length
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.maxBytes) break
      if (typeof entry !== 'string') continue
      this.kept.delete(oldest)
      this.bytes -= entry.length
    }
  }
}
