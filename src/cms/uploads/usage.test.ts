import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldsUsing } from './usage'

const hero: Block = {
  slug: 'hero',
  fields: [{ name: 'image', label: 'Image', type: 'upload', relationTo: 'media' }],
}
const fields: Field[] = [
  { name: 'layout', label: 'Sections', type: 'blocks', blocks: [hero] },
  {
    type: 'tabs',
    tabs: [
      {
        name: 'meta',
        label: 'SEO',
        fields: [{ name: 'image', label: 'Share image', type: 'upload', relationTo: 'media' }],
      },
      {
        label: 'Links',
        fields: [{ name: 'files', label: 'Files', type: 'upload', relationTo: 'media', hasMany: true }],
      },
    ],
  },
  { name: 'body', label: 'Body', type: 'richText' },
  { name: 'other', label: 'Other page', type: 'relationship', relationTo: 'pages' },
]

describe('where a media file is used', () => {
  it('finds it in blocks, named tabs, many-valued fields and rich text, by label', () => {
    const doc = {
      layout: [{ blockType: 'hero', image: 7 }],
      meta: { image: { id: 7 } },
      files: [3, 7],
      body: {
        root: {
          children: [{ type: 'paragraph', children: [{ type: 'upload', relationTo: 'media', value: 7 }] }],
        },
      },
      other: 7,
    }
    expect(fieldsUsing(fields, doc, 7)).toEqual(['Image', 'Share image', 'Files', 'Body'])
  })

  it('finds nothing where the file is not used, nor in relations to other collections', () => {
    expect(fieldsUsing(fields, { layout: [{ blockType: 'hero', image: 8 }], other: 7 }, 7)).toEqual([])
  })
})
