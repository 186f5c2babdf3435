import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { linkGroup } from '@/cms/fields'

/** The claims-paid figure of the home page (spec 7 claims-paid-percentage/home-page). */
export const ClaimsPaidConfig: Block = {
  slug: 'claimsPaid',
  labels: { singular: 'Claims paid', plural: 'Claims paid' },
  admin: { components: { Label: rowLabel('Claims paid') } },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'percentage',
          label: 'Claims paid (%)',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: 'For example 98.6', step: 0.01 },
        },
        {
          name: 'financial_year',
          label: 'Financial year',
          type: 'text',
          required: true,
          admin: { description: 'For example FY 2024-25' },
        },
      ],
    },
    {
      name: 'basis',
      label: 'Basis',
      type: 'text',
      admin: { description: 'What the figure counts, e.g. individual death claims, by number.' },
    },
    { name: 'text', label: 'Text', type: 'textarea' },
    {
      name: 'figures',
      label: 'Supporting figures',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Figure', plural: 'Supporting figures' },
      admin: { components: { RowLabel: rowLabel('Figure', ['label', 'value']) } },
      fields: [
        {
          name: 'value',
          label: 'Figure',
          type: 'text',
          required: true,
          admin: { description: 'e.g. ₹1,250 crore' },
        },
        {
          name: 'label',
          label: 'What it is',
          type: 'text',
          required: true,
          admin: { description: 'e.g. Claims paid' },
        },
      ],
    },
    linkGroup('link', 'Link', false),
  ],
}
