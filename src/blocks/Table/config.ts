import type { Block } from 'payload'

export const TableConfig: Block = {
  slug: 'table',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'caption',
      type: 'text',
      required: true,
      admin: { description: 'Describes the table for screen readers.' },
    },
    { name: 'columns', type: 'array', minRows: 1, fields: [{ name: 'label', type: 'text', required: true }] },
    {
      name: 'rows',
      type: 'array',
      fields: [{ name: 'cells', type: 'array', fields: [{ name: 'value', type: 'text' }] }],
    },
  ],
}
