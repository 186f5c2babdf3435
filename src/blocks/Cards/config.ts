import type { Block } from 'payload'

import { urlField } from '@/cms/fields'

import { apiSection } from '../api-section'

export const CardsConfig: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        urlField('url', { required: false }),
        { name: 'link_label', type: 'text', defaultValue: 'Know more' },
      ],
    },
    apiSection,
  ],
}
