import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TableBlock } from './Component'

const block = {
  blockType: 'table' as const,
  heading: 'Claim turnaround',
  caption: 'Days to settle a claim, by claim type',
  columns: [{ label: 'Claim type' }, { label: 'Days' }],
  rows: [{ cells: [{ value: 'Death claim' }, { value: '7' }] }],
}

describe('table block', () => {
  const html = renderToStaticMarkup(<TableBlock block={block} />)

  it('names the table for screen readers by its caption, and lets a keyboard scroll it on a phone', () => {
    expect(html).toContain('<caption')
    expect(html).toContain('Days to settle a claim, by claim type</caption>')
    expect(html).toMatch(/role="region" aria-label="Days to settle a claim, by claim type" tabindex="0"/)
  })

  it('marks column headings and each row’s first cell as headers', () => {
    expect(html.match(/scope="col"/g)).toHaveLength(2)
    expect(html).toMatch(/<th scope="row"[^>]*>Death claim<\/th>/)
    expect(html).toMatch(/<td[^>]*>7<\/td>/)
  })
})
