import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { linkGroup } from '@/cms/fields'

export const HeroConfig: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  admin: { components: { Label: rowLabel('Hero') } },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      admin: { description: 'The page’s main heading when the hero is the first section.' },
    },
    { name: 'subheading', label: 'Subheading', type: 'textarea' },
    {
      name: 'image',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Beside the text from tablet width up; phones show the text only.' },
    },
    linkGroup('cta', 'Call to action', false),
  ],
}
