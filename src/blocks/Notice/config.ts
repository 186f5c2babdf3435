import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

/** A notice to visitors, such as the regulator's warning about spurious calls. */
export const NoticeConfig: Block = {
  slug: 'notice',
  labels: { singular: 'Notice', plural: 'Notices' },
  admin: { components: { Label: rowLabel('Notice') } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea' },
    {
      name: 'points',
      label: 'Points',
      type: 'array',
      labels: { singular: 'Point', plural: 'Points' },
      admin: {
        description: 'A bulleted list under the text.',
        components: { RowLabel: rowLabel('Point', ['text']) },
      },
      fields: [{ name: 'text', label: 'Point', type: 'text', required: true }],
    },
    {
      name: 'tone',
      label: 'Tone',
      type: 'select',
      required: true,
      defaultValue: 'warning',
      options: [
        { label: 'Warning', value: 'warning' },
        { label: 'Information', value: 'info' },
      ],
      admin: { description: 'Warning is orange, information blue.' },
    },
  ],
}
