import type { Block } from 'payload'

/** A notice to visitors, such as the regulator's warning about spurious calls. */
export const NoticeConfig: Block = {
  slug: 'notice',
  labels: { singular: 'Notice', plural: 'Notices' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'points', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'warning',
      options: [
        { label: 'Warning', value: 'warning' },
        { label: 'Information', value: 'info' },
      ],
    },
  ],
}
