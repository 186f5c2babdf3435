import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

export const DocumentListConfig: Block = {
  slug: 'documentList',
  labels: { singular: 'Document list', plural: 'Document lists' },
  admin: { components: { Label: rowLabel('Document list', ['heading', 'documents.0.title']) } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' },
    {
      name: 'documents',
      label: 'Documents',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Document', plural: 'Documents' },
      admin: { components: { RowLabel: rowLabel('Document', ['title', 'period']) } },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        {
          name: 'file',
          label: 'File',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'A PDF: the list offers it for download as one.' },
        },
        {
          name: 'period',
          label: 'Period',
          type: 'text',
          admin: { description: 'For example FY 2025-26 Q2.' },
        },
      ],
    },
  ],
}
