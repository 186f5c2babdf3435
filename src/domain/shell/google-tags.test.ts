import { describe, expect, it } from 'vitest'

import { GOOGLE_TAG_MESSAGES, googleTagNodes, normalizeTagId, tagIdProblem } from './google-tags'

describe('Google tag ids', () => {
  it('takes a GA4 measurement id and a Tag Manager container id as Google shows them', () => {
    expect(tagIdProblem('ga4', 'G-AB12CD34EF')).toBeNull()
    expect(tagIdProblem('gtm', 'GTM-AB12CDE')).toBeNull()
    // Typed with spaces or in small letters: the same id.
    expect(tagIdProblem('ga4', '  g-ab12cd34ef ')).toBeNull()
    expect(normalizeTagId(' gtm-ab12cde')).toBe('GTM-AB12CDE')
  })

  it('leaves an empty field alone: no id, no tag', () => {
    expect(tagIdProblem('ga4', '')).toBeNull()
    expect(tagIdProblem('gtm', null)).toBeNull()
    expect(googleTagNodes({ ga4_id: null, gtm_id: '' })).toEqual([])
  })

  it('refuses what is not an id of its kind, saying what is expected', () => {
    for (const wrong of [
      'UA-12345678-1',
      'GTM-AB12CDE',
      'G-',
      'G-AB12 CD34',
      'G-AB12CD34EF<',
      'AB12CD34EF',
    ]) {
      expect(tagIdProblem('ga4', wrong), wrong).toBe(GOOGLE_TAG_MESSAGES.ga4)
    }
    for (const wrong of ['G-AB12CD34EF', 'GTM-', 'GTM-AB12CDE"', 'GTM-AB12CDEFGHIJ']) {
      expect(tagIdProblem('gtm', wrong), wrong).toBe(GOOGLE_TAG_MESSAGES.gtm)
    }
    expect(GOOGLE_TAG_MESSAGES.ga4).toContain('G-AB12CD34EF')
  })

  it('renders the Google tag for a GA4 id: its loader from Tag Manager’s host, then its configuration', () => {
    const nodes = googleTagNodes({ ga4_id: 'g-ab12cd34ef' })
    expect(nodes).toHaveLength(2)
    expect(nodes[0]).toMatchObject({
      kind: 'script',
      attrs: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF' },
    })
    expect(nodes[1]).toMatchObject({ kind: 'script', attrs: {} })
    expect(nodes[1]!.kind === 'script' && nodes[1]!.content).toContain("gtag('config','G-AB12CD34EF')")
  })

  it('renders Tag Manager’s container after its data layer start, before a GA4 tag', () => {
    const nodes = googleTagNodes({ ga4_id: 'G-AB12CD34EF', gtm_id: 'GTM-AB12CDE' })
    const sources = nodes.map((node) => (node.kind === 'script' ? (node.attrs.src ?? 'inline') : node.kind))
    expect(sources).toEqual([
      'inline',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CDE',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
      'inline',
    ])
    expect(nodes[0]!.kind === 'script' && nodes[0]!.content).toContain("event:'gtm.js'")
  })

  it('never renders an id that is not valid, whatever reached the database', () => {
    expect(googleTagNodes({ ga4_id: "G-1');alert(1);('", gtm_id: 'GTM-"><script>' })).toEqual([])
  })
})
