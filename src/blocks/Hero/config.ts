import type { Block } from 'payload'

import { linkGroup } from '@/cms/fields'

export const HeroConfig: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkGroup('cta', 'Call to action', false),
  ],
}
