import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { NoticeBlock } from './Component'

describe('notice block', () => {
  const html = renderToStaticMarkup(
    <NoticeBlock
      block={{
        blockType: 'notice',
        id: 'spurious',
        heading: 'Beware of spurious phone calls',
        text: 'We never ask for your OTP.',
        points: [{ text: 'Do not share your OTP' }, { text: 'Report calls to us' }],
        tone: 'warning',
      }}
    />,
  )

  it('is a region named by its heading, in the page, never a popup', () => {
    expect(html).toMatch(/<section aria-labelledby="notice-spurious"/)
    expect(html).toMatch(/<h2 id="notice-spurious"[^>]*>Beware of spurious phone calls<\/h2>/)
    expect(html).not.toContain('dialog')
  })

  it('lists its points', () => {
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('Report calls to us')
  })
})
