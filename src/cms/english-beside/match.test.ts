import { describe, expect, it } from 'vitest'

import { ENGLISH_BESIDE, fieldsWithEnglishBeside } from './attach'
import { englishTextAt, listPathsOf, matchRow } from './match'

import type { Field } from 'payload'

const english = {
  title: 'Sahyog Smart Term',
  meta: { title: 'Smart Term: cover to 85', description: '' },
  layout: [
    { id: 'e1', blockType: 'hero', heading: 'Cover to 85' },
    {
      id: 'e2',
      blockType: 'cards',
      heading: 'Key benefits of Smart Term',
      items: [{ id: 'c1', title: 'Low premiums' }],
    },
    { id: 'e3', blockType: 'text', heading: 'How it works' },
    { id: 'e4', blockType: 'cards', heading: 'Riders' },
  ],
  questions: [{ id: 'q1', text: 'Do you smoke?' }],
}

describe('the English beside a field edited in Hindi', () => {
  it('reads a field outside lists at its path, and nothing when the English is empty or missing', () => {
    expect(englishTextAt(english, 'title', {})).toBe('Sahyog Smart Term')
    expect(englishTextAt(english, 'meta.title', {})).toBe('Smart Term: cover to 85')
    expect(englishTextAt(english, 'meta.description', {})).toBeNull()
    expect(englishTextAt(english, 'disclaimer.heading', {})).toBeNull()
    expect(englishTextAt(null, 'title', {})).toBeNull()
  })

  it('finds the row of a list shared by the languages by its id, wherever it is', () => {
    const lists = { questions: [{ id: 'new' }, { id: 'q1' }] }
    expect(englishTextAt(english, 'questions.1.text', lists)).toBe('Do you smoke?')
    expect(englishTextAt(english, 'questions.0.text', lists)).toBeNull()
  })

  it('takes the row at the same position when both languages have the same sections in the same order', () => {
    const hindi = [
      { id: 'h1', blockType: 'hero' },
      { id: 'h2', blockType: 'cards' },
      { id: 'h3', blockType: 'text' },
      { id: 'h4', blockType: 'cards' },
    ]
    expect(englishTextAt(english, 'layout.1.heading', { layout: hindi })).toBe('Key benefits of Smart Term')
    expect(englishTextAt(english, 'layout.3.heading', { layout: hindi })).toBe('Riders')
    // A row's own list: the same rows again, one level down.
    expect(
      englishTextAt(english, 'layout.1.items.0.title', { layout: hindi, 'layout.1.items': [{ id: 'x' }] }),
    ).toBe('Low premiums')
    expect(
      englishTextAt(english, 'layout.1.items.0.title', {
        layout: hindi,
        'layout.1.items': [{ id: 'x' }, { id: 'y' }],
      }),
    ).toBeNull()
  })

  it('with other sections than the English, names only a section whose type is the only one in each language', () => {
    // Hindi: a hero and one cards section; English has two cards sections: which one it translates is not known.
    const hindi = [
      { id: 'h1', blockType: 'hero' },
      { id: 'h2', blockType: 'cards' },
      { id: 'h3', blockType: 'text' },
    ]
    expect(englishTextAt(english, 'layout.0.heading', { layout: hindi })).toBe('Cover to 85')
    expect(englishTextAt(english, 'layout.2.heading', { layout: hindi })).toBe('How it works')
    expect(englishTextAt(english, 'layout.1.heading', { layout: hindi })).toBeNull()
  })

  it('never shows the English of a row of another type, or of a row the English has not', () => {
    expect(matchRow([{ id: 'e1', blockType: 'text' }], [{ id: 'e1', blockType: 'hero' }], 0)).toBeNull()
    expect(matchRow([{ id: 'a', blockType: 'faq' }], [{ id: 'b', blockType: 'hero' }], 0)).toBeNull()
    expect(matchRow([{ id: 'a' }, { id: 'b' }], [{ id: 'c' }], 1)).toBeNull()
    expect(matchRow([], [{ id: 'c' }], 0)).toBeNull()
    // Without the edited list's rows, nothing.
    expect(englishTextAt(english, 'layout.0.heading', {})).toBeNull()
  })

  it('names the lists on the way to a field', () => {
    expect(listPathsOf('title')).toEqual([])
    expect(listPathsOf('layout.2.items.0.title')).toEqual(['layout', 'layout.2.items'])
  })
})

describe('which fields show it', () => {
  const afterInput = (field: Field | undefined) =>
    (field as { admin?: { components?: { afterInput?: unknown[] } } } | undefined)?.admin?.components
      ?.afterInput

  it('every localized text and textarea, and those inside a localized list, block or tab; no other field', () => {
    const fields = fieldsWithEnglishBeside([
      { name: 'title', type: 'text', localized: true },
      { name: 'path', type: 'text' },
      { name: 'excerpt', type: 'textarea', localized: true },
      { name: 'count', type: 'number', localized: true },
      { name: 'codes', type: 'text', hasMany: true, localized: true },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Content',
            fields: [
              {
                name: 'layout',
                type: 'blocks',
                localized: true,
                blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text' }] }],
              },
            ],
          },
          { name: 'meta', label: 'SEO', fields: [{ name: 'canonical', type: 'text' }] },
        ],
      },
      { name: 'menu', type: 'array', fields: [{ name: 'label', type: 'text' }] },
    ])
    const byName = (name: string) => fields.find((f) => 'name' in f && f.name === name)
    expect(afterInput(byName('title'))).toEqual([ENGLISH_BESIDE])
    expect(afterInput(byName('excerpt'))).toEqual([ENGLISH_BESIDE])
    expect(afterInput(byName('path'))).toBeUndefined()
    expect(afterInput(byName('count'))).toBeUndefined()
    expect(afterInput(byName('codes'))).toBeUndefined()
    const tabs = fields.find((f) => f.type === 'tabs') as Extract<Field, { type: 'tabs' }>
    const layout = tabs.tabs[0]!.fields[0] as Extract<Field, { type: 'blocks' }>
    expect(afterInput(layout.blocks[0]!.fields[0])).toEqual([ENGLISH_BESIDE])
    expect(afterInput(tabs.tabs[1]!.fields[0])).toBeUndefined()
    const menu = byName('menu') as Extract<Field, { type: 'array' }>
    expect(afterInput(menu.fields[0])).toBeUndefined()
  })
})
