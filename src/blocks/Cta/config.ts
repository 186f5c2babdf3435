import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { linkGroup } from '@/cms/fields'

export const CtaConfig: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { components: { Label: rowLabel('Call to action') } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea' },
    linkGroup('primary', 'Main button'),
    linkGroup('secondary', 'Second button', false),
  ],
}
