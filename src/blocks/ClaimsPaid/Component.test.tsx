import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ClaimsPaidBlock } from './Component'

describe('claims paid block', () => {
  const html = renderToStaticMarkup(
    <ClaimsPaidBlock
      block={{
        blockType: 'claimsPaid',
        id: 'claims',
        heading: 'Claims we paid',
        percentage: 98.456,
        financial_year: 'FY 2024-25',
        basis: 'Individual death claims, by number',
        figures: [{ value: '12,480', label: 'Claims settled' }],
      }}
    />,
  )

  it('shows the figure first, rounded to two places, with what it counts and the year', () => {
    expect(html).toContain('98.46%')
    expect(html).toContain('Individual death claims, by number, FY 2024-25')
    expect(html.indexOf('98.46%')).toBeLessThan(html.indexOf('Claims we paid'))
  })

  it('lists the supporting figures as terms and values', () => {
    expect(html).toMatch(/<dt[^>]*>Claims settled<\/dt><dd[^>]*>12,480<\/dd>/)
  })
})
