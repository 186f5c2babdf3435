import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HeroBlock } from './Component'

const block = {
  blockType: 'hero' as const,
  heading: 'Sahyog Smart Term',
  subheading: 'Large life cover for a small, fixed premium.',
  image: null,
  cta: { label: 'Get a call back', url: '/contact-us', new_tab: false },
}

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((match) => [
    match[1],
    match[2],
    /data-main-action/.test(match[0]),
  ])

describe('hero block', () => {
  it("puts the page's main action first, as the main button, and the editor's after it", () => {
    const html = renderToStaticMarkup(
      <HeroBlock
        block={block}
        first
        action={{ label: 'Check your premium', href: '/life-insurance/sahyog-smart-term/quote' }}
      />,
    )
    expect(links(html)).toEqual([
      ['/life-insurance/sahyog-smart-term/quote', 'Check your premium', true],
      ['/contact-us', 'Get a call back', false],
    ])
    expect(html).toMatch(/<h1[^>]*>Sahyog Smart Term<\/h1>/)
  })

  it("without one, the editor's button is the main action", () => {
    const html = renderToStaticMarkup(<HeroBlock block={block} first={false} />)
    expect(links(html)).toEqual([['/contact-us', 'Get a call back', true]])
    expect(html).toMatch(/<h2[^>]*>Sahyog Smart Term<\/h2>/)
  })
})
