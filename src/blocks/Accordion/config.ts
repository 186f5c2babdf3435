import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

export const AccordionConfig: Block = {
  slug: 'accordion',
  labels: { singular: 'FAQ / accordion', plural: 'FAQs / accordions' },
  admin: { components: { Label: rowLabel('FAQ / accordion', ['heading', 'items.0.question']) } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' },
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: {
        description: 'Each question opens to show its answer.',
        components: { RowLabel: rowLabel('Question', ['question']) },
      },
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true },
        { name: 'answer', label: 'Answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'faq_schema',
      label: 'Publish as FAQ structured data',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Lets search engines show these questions and answers with the page.' },
    },
  ],
}
