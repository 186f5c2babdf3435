import type { Block } from 'payload'

export const DocumentListConfig: Block = {
  slug: 'documentList',
  labels: { singular: 'Document list', plural: 'Document lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'documents',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'period', type: 'text', admin: { description: 'For example FY 2025-26 Q2.' } },
      ],
    },
  ],
}
