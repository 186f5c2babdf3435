import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signScript } from '@/server/http/sign-script'

import { contentSecurityPolicy, joinFrameworkScripts, scriptSources } from './csp'

const KEY = 'k'.repeat(32)
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const options = { formActions: [], frames: ['https://www.youtube-nocookie.com'], upgradeInsecure: false }

const FLIGHT = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'

describe('scriptSources', () => {
  it("hashes Next's flight payload and bootstrap line, and leaves the site's own files to 'self'", () => {
    const html = `<script src="/_next/static/chunks/main.js" async=""></script><script>${BOOT}</script><script>${FLIGHT}</script>`
    expect(scriptSources(html, KEY)).toEqual({ hashes: [sha(BOOT), sha(FLIGHT)], origins: [], refused: 0 })
  })

  it('leaves out an injected script, even one dressed up as a flight push', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push(alert(1))</script>',
      '<script src="https://evil.test/x.js"></script>',
      '<script src="//evil.test/x.js"></script>',
    ].join('')
    expect(scriptSources(html, KEY)).toEqual({ hashes: [], origins: [], refused: 5 })
  })

  it("admits the site's signed scripts, inline by hash and external by origin, and nothing re-signed", () => {
    const inline = "window.dataLayer=window.dataLayer||[];gtag('js',new Date())"
    const src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST'
    const html = [
      `<script data-sig="${signScript(KEY, inline)}">${inline}</script>`,
      `<script async src="${src.replace('&', '&amp;')}" data-sig="${signScript(KEY, src)}"></script>`,
      `<script data-sig="${signScript(KEY, inline)}">${inline};steal()</script>`,
      `<script data-sig="${signScript('another key that is also long', inline)}">${inline}</script>`,
    ].join('')
    expect(scriptSources(html, KEY)).toEqual({
      hashes: [sha(inline)],
      origins: ['https://www.googletagmanager.com'],
      refused: 2,
    })
  })

  it('admits signed scripts that wait for consent, as they will run once the visitor says yes', () => {
    const inline = "gtag('config','G-TEST')"
    const src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST'
    const html = [
      `<script type="text/plain" data-consent="analytics" data-sig="${signScript(KEY, inline)}">${inline}</script>`,
      `<script src="${src}" type="text/plain" data-consent="analytics" data-sig="${signScript(KEY, src)}"></script>`,
      // Unsigned, it stays out even when it claims to wait for consent.
      `<script type="text/plain" data-consent="analytics">steal()</script>`,
      // A waiting data block is not a script either.
      `<script type="text/plain" data-type="application/ld+json" data-consent="analytics">{}</script>`,
    ].join('')
    expect(scriptSources(html, KEY)).toEqual({
      hashes: [sha(inline)],
      origins: ['https://www.googletagmanager.com'],
      refused: 1,
    })
  })

  it("hashes Next's scripts joined into one as one script, and nothing joined to them that is not Next's", () => {
    const joined = `${BOOT};${FLIGHT};self.__next_f.push([1,"a]\\\"})(;"])`
    expect(scriptSources(`<script>${joined}</script>`, KEY)).toEqual({
      hashes: [sha(joined)],
      origins: [],
      refused: 0,
    })
    const html = [
      `<script>${FLIGHT};alert(1)</script>`,
      `<script>${FLIGHT};;${FLIGHT}</script>`,
      `<script>${FLIGHT};</script>`,
      `<script>${FLIGHT}${FLIGHT}</script>`,
      `<script>${FLIGHT};self.__next_f.push([1,"x"]) </script>`,
      `<script>self.__next_f.push([1,"x"]);self.__next_f.push([1,"y"],alert(1))</script>`,
    ].join('')
    expect(scriptSources(html, KEY)).toEqual({ hashes: [], origins: [], refused: 6 })
  })

  it('needs no entry for data blocks such as JSON-LD', () => {
    const html = '<script type="application/ld+json">{"@type":"Organization"}</script>'
    expect(scriptSources(html, KEY)).toEqual({ hashes: [], origins: [], refused: 0 })
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the listed hashes: no unsafe-inline, no eval, no framing by others', () => {
    const policy = contentSecurityPolicy({ hashes: [sha(BOOT)], origins: [], refused: 0 }, options)
    const script = /script-src ([^;]*)/.exec(policy)![1]!
    expect(script).toBe(`'self' ${sha(BOOT)}`)
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it("opens the Google tag's hosts only on a page that loads it, and the payment host to forms when set", () => {
    const policy = contentSecurityPolicy(
      { hashes: [], origins: ['https://www.googletagmanager.com'], refused: 0 },
      { ...options, formActions: ['https://api.razorpay.com'], upgradeInsecure: true },
    )
    expect(policy).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com .*google-analytics/)
    expect(policy).toContain("form-action 'self' https://api.razorpay.com")
    expect(policy).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ hashes: [], origins: [], refused: 0 }, options)).toContain(
      "connect-src 'self';",
    )
  })
})

describe('joinFrameworkScripts', () => {
  const push = (n: number) => `self.__next_f.push([1,"${n}:\\"x\\"\\n"])`

  it("joins each run of Next's adjacent inline scripts into one, in order, and leaves everything else as it was", () => {
    const html = [
      '<html><body><main>page</main>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      `<script>${BOOT}</script><script>${push(1)}</script><script>${push(2)}</script>`,
      '<script type="application/ld+json">{}</script>',
      `<script>${push(3)}</script>`,
      `<div>more</div><script>${push(4)}</script><script>${push(5)}</script>`,
      '</body></html>',
    ].join('')
    expect(joinFrameworkScripts(html)).toBe(
      [
        '<html><body><main>page</main>',
        '<script src="/_next/static/chunks/main.js" async=""></script>',
        `<script>${BOOT};${push(1)};${push(2)}</script>`,
        '<script type="application/ld+json">{}</script>',
        `<script>${push(3)}</script>`,
        `<div>more</div><script>${push(4)};${push(5)}</script>`,
        '</body></html>',
      ].join(''),
    )
  })

  it("joins no script that is not wholly the framework's, nor one that has attributes", () => {
    const html = [
      `<script>${push(1)}</script><script>alert(1)</script><script>${push(2)}</script>`,
      `<script data-sig="s">${push(3)}</script><script>${push(4)}</script>`,
    ].join('')
    expect(joinFrameworkScripts(html)).toBe(html)
  })

  it('gives a page whose joined scripts need one hash in the policy, where they needed one each', () => {
    const html = `<script>${BOOT}</script><script>${push(1)}</script><script>${push(2)}</script>`
    expect(scriptSources(html, KEY).hashes).toHaveLength(3)
    expect(scriptSources(joinFrameworkScripts(html), KEY)).toEqual({
      hashes: [sha(`${BOOT};${push(1)};${push(2)}`)],
      origins: [],
      refused: 0,
    })
  })
})
