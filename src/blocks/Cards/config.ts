import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { urlField } from '@/cms/fields'

import { apiSection } from '../api-section'

export const CardsConfig: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Cards' },
  admin: { components: { Label: rowLabel('Cards', ['heading', 'cards.0.title']) } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' },
    { name: 'intro', label: 'Introduction', type: 'textarea', admin: { description: 'Under the heading.' } },
    {
      name: 'cards',
      label: 'Cards',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Card', plural: 'Cards' },
      admin: { components: { RowLabel: rowLabel('Card', ['title']) } },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'text', label: 'Text', type: 'textarea' },
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
        urlField('url', { required: false }),
        {
          name: 'link_label',
          label: 'Link text',
          type: 'text',
          defaultValue: 'Know more',
          admin: { description: 'Shown when the card has a link; "Know more" when empty.' },
        },
      ],
    },
    apiSection,
  ],
}
