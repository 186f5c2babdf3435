import type { Block } from 'payload'

import { linkGroup } from '@/cms/fields'

/** The claims-paid figure of the home page (spec 7 claims-paid-percentage/home-page). */
export const ClaimsPaidConfig: Block = {
  slug: 'claimsPaid',
  labels: { singular: 'Claims paid', plural: 'Claims paid' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'percentage',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: 'For example 98.6', step: 0.01 },
        },
        {
          name: 'financial_year',
          type: 'text',
          required: true,
          admin: { description: 'For example FY 2024-25' },
        },
      ],
    },
    {
      name: 'basis',
      type: 'text',
      admin: { description: 'What the figure counts, e.g. individual death claims, by number.' },
    },
    { name: 'text', type: 'textarea' },
    {
      name: 'figures',
      label: 'Supporting figures',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    linkGroup('link', 'Link', false),
  ],
}
