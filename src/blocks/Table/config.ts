import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

export const TableConfig: Block = {
  slug: 'table',
  labels: { singular: 'Table', plural: 'Tables' },
  admin: { components: { Label: rowLabel('Table', ['heading', 'caption']) } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' },
    {
      name: 'caption',
      label: 'Caption',
      type: 'text',
      required: true,
      admin: { description: 'Says what the table shows: above the table, and read out by screen readers.' },
    },
    {
      name: 'columns',
      label: 'Columns',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Column', plural: 'Columns' },
      admin: { components: { RowLabel: rowLabel('Column', ['label']) } },
      fields: [{ name: 'label', label: 'Column heading', type: 'text', required: true }],
    },
    {
      name: 'rows',
      label: 'Rows',
      type: 'array',
      labels: { singular: 'Row', plural: 'Rows' },
      admin: { components: { RowLabel: rowLabel('Row', ['cells.0.value']) } },
      fields: [
        {
          name: 'cells',
          label: 'Cells',
          type: 'array',
          labels: { singular: 'Cell', plural: 'Cells' },
          admin: {
            description: 'One cell per column, in the order of the columns.',
            components: { RowLabel: rowLabel('Cell', ['value']) },
          },
          fields: [{ name: 'value', label: 'Text', type: 'text' }],
        },
      ],
    },
  ],
}
