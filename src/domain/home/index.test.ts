import { describe, expect, it } from 'vitest'

import { formatPercentage, sectionBlock, stripBlock, stripLimit } from '.'

const layout = [
  { blockType: 'hero' },
  { blockType: 'cards', api_section: 'buy-plan', id: 'plans' },
  { blockType: 'cards', api_section: 'calculator', id: 'calc' },
  { blockType: 'collectionStrip', source: 'testimonials', id: 'stories' },
  { blockType: 'cards', api_section: 'buy-plan', id: 'second' },
]

describe('home-page sections answered by the content GETs', () => {
  it('finds the first block marked with a section', () => {
    expect(sectionBlock(layout, 'buy-plan')?.id).toBe('plans')
    expect(sectionBlock(layout, 'calculator')?.id).toBe('calc')
  })

  it('finds nothing when the editor removed the section', () => {
    expect(sectionBlock(layout, 'about-insurance')).toBeNull()
    expect(stripBlock(layout, 'media')).toBeNull()
  })

  it('finds the list block of a collection', () => {
    expect(stripBlock(layout, 'testimonials')?.id).toBe('stories')
  })
})

describe('list sizes and figures', () => {
  it('keeps a list between 1 and 12 items, 3 when unset', () => {
    expect(stripLimit(undefined)).toBe(3)
    expect(stripLimit(null)).toBe(3)
    expect(stripLimit(0)).toBe(1)
    expect(stripLimit(50)).toBe(12)
    expect(stripLimit(4.4)).toBe(4)
    expect(stripLimit(Number.NaN)).toBe(3)
  })

  it('shows the claims-paid percentage with at most two decimals', () => {
    expect(formatPercentage(98.6)).toBe('98.6%')
    expect(formatPercentage(99)).toBe('99%')
    expect(formatPercentage(98.456)).toBe('98.46%')
    expect(formatPercentage(101)).toBeNull()
    expect(formatPercentage(-1)).toBeNull()
    expect(formatPercentage(null)).toBeNull()
  })
})
