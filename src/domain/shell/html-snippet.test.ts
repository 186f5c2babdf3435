import { describe, expect, it } from 'vitest'

import { isHeadNode, parseAttributes, parseSnippet, toReactProps } from './html-snippet'

const GA = `<!-- Sample analytics tag -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX&amp;l=dl"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('config', 'G-XXXX', { anonymize_ip: true });
</script>`

describe('parseSnippet', () => {
  it('keeps scripts in order with their attributes and content, and drops comments', () => {
    const nodes = parseSnippet(GA)
    expect(nodes).toHaveLength(2)
    expect(nodes[0]).toEqual({
      kind: 'script',
      attrs: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-XXXX&l=dl' },
      content: '',
    })
    expect(nodes[1]).toMatchObject({ kind: 'script', attrs: {} })
    expect(nodes[1]?.kind === 'script' && nodes[1].content).toContain("gtag('config', 'G-XXXX'")
  })

  it('reads noscript, style, meta and link, and keeps other markup as html chunks', () => {
    const nodes = parseSnippet(
      `<meta name="verify" content="abc"><link rel="preconnect" href="https://x.example" crossorigin>
<noscript><iframe src="https://t.example/ns.html" height="0" width="0"></iframe></noscript>
<style>.a{color:red}</style><div id="x">hi</div>`,
    )
    expect(nodes.map((node) => node.kind)).toEqual(['void', 'void', 'raw', 'raw', 'html'])
    expect(nodes[1]).toEqual({
      kind: 'void',
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://x.example', crossorigin: true },
    })
    expect(nodes[2]).toMatchObject({ tag: 'noscript', content: expect.stringContaining('<iframe') })
    expect(nodes[4]).toEqual({ kind: 'html', html: '<div id="x">hi</div>' })
    expect(nodes.filter(isHeadNode)).toHaveLength(4)
  })

  it('does not end a script at a > inside a quoted attribute, and tolerates upper case and a missing close', () => {
    const nodes = parseSnippet(`<SCRIPT data-x="a>b" src="/a.js"></SCRIPT><script>var x = 1`)
    expect(nodes).toEqual([
      { kind: 'script', attrs: { 'data-x': 'a>b', src: '/a.js' }, content: '' },
      { kind: 'script', attrs: {}, content: 'var x = 1' },
    ])
  })

  it('returns nothing for empty input', () => {
    expect(parseSnippet('')).toEqual([])
    expect(parseSnippet(null)).toEqual([])
    expect(parseSnippet('  <!-- only a comment -->  ')).toEqual([])
  })
})

describe('attributes', () => {
  it('drops inline event handlers', () => {
    expect(parseAttributes(` src='/a.js' onload="steal()" defer`)).toEqual({ src: '/a.js', defer: true })
  })

  it('maps HTML names to React props', () => {
    expect(
      toReactProps({
        class: 'a',
        'http-equiv': 'refresh',
        crossorigin: 'anonymous',
        nomodule: true,
        style: 'x',
      }),
    ).toEqual({
      className: 'a',
      httpEquiv: 'refresh',
      crossOrigin: 'anonymous',
      noModule: true,
    })
  })
})
