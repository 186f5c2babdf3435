import { describe, expect, it } from 'vitest'

import { pickHeading, ROW_LABEL_COMPONENT, rowLabel, rowLabelText } from './row-label'

const paragraph = (...texts: string[]) => ({
  type: 'paragraph',
  children: texts.map((text) => ({ type: 'text', text })),
})

describe('the heading of an admin row', () => {
  it('is the heading, else the title', () => {
    expect(pickHeading({ heading: 'Why choose us', title: 'Other' })).toBe('Why choose us')
    expect(pickHeading({ heading: '', title: 'Term plans' })).toBe('Term plans')
    expect(pickHeading({ heading: '   ', title: null })).toBeNull()
    expect(pickHeading(undefined)).toBeNull()
  })

  it('reads the fields a block names, in its order, dotted paths into arrays included', () => {
    const faq = { heading: '', items: [{ question: 'How do I claim?', answer: '…' }] }
    expect(pickHeading(faq, ['heading', 'items.0.question'])).toBe('How do I claim?')
    expect(pickHeading({ items: [] }, ['heading', 'items.0.question'])).toBeNull()
    expect(pickHeading({ value: 98.6 }, ['value'])).toBe('98.6')
  })

  it('shows the name of a stored value where the block gives one', () => {
    expect(pickHeading({ calculator: 'hlv' }, ['heading', 'calculator'], { hlv: 'Human life value' })).toBe(
      'Human life value',
    )
    expect(pickHeading({ calculator: 'toString' }, ['calculator'], {})).toBe('toString')
  })

  it('takes the first line of rich text', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          paragraph(''),
          { type: 'heading', children: [paragraph('Our ', 'promise')] },
          paragraph('Next'),
        ],
      },
    }
    expect(pickHeading({ content }, ['content'])).toBe('Our promise')
    expect(pickHeading({ content: { root: { children: [paragraph('   ')] } } }, ['content'])).toBeNull()
  })

  it('keeps to one line of at most 70 characters', () => {
    expect(pickHeading({ heading: 'Plans\n  for   you' })).toBe('Plans for you')
    const shown = pickHeading({ heading: 'word '.repeat(30) })
    expect(shown).toBe(`${'word '.repeat(13)}word…`)
    expect(shown).toHaveLength(70)
  })
})

describe('the title bar of an admin row', () => {
  it('says the type and the heading', () => {
    expect(rowLabelText({ type: 'Hero', data: { heading: 'Life insurance made simple' }, rowIndex: 0 })).toBe(
      'Hero: Life insurance made simple',
    )
  })

  it('says the type and the row number, counted from 1, while the heading is empty', () => {
    expect(rowLabelText({ type: 'Hero', data: { heading: '' }, rowIndex: 2 })).toBe('Hero 03')
    expect(rowLabelText({ type: 'Menu item', data: {}, rowIndex: 11 })).toBe('Menu item 12')
    expect(rowLabelText({ type: 'Notice', data: {} })).toBe('Notice')
  })

  it('is registered by path with what the component needs', () => {
    expect(rowLabel('Table', ['heading', 'caption'])).toEqual({
      path: ROW_LABEL_COMPONENT,
      clientProps: { type: 'Table', from: ['heading', 'caption'] },
    })
    expect(rowLabel('Calculator', ['calculator'], { hlv: 'HLV' }).clientProps.names).toEqual({ hlv: 'HLV' })
    expect(rowLabel('Hero').clientProps.from).toEqual(['heading', 'title'])
  })
})
