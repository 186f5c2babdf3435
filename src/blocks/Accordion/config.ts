import type { Block } from 'payload'

export const AccordionConfig: Block = {
  slug: 'accordion',
  labels: { singular: 'FAQ / accordion', plural: 'FAQs / accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'faq_schema',
      label: 'Publish as FAQ structured data',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
