import type { Block } from 'payload'

import { linkGroup } from '@/cms/fields'

export const CtaConfig: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkGroup('primary', 'Main button'),
    linkGroup('secondary', 'Second button', false),
  ],
}
