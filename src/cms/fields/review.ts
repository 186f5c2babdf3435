import type { Field } from 'payload'

import { REVIEW_STATE_LABELS, REVIEW_STATES } from '@/domain/publishing/review'

import { labelled } from '.'

/**
 * Where a page or post stands in its review (decision 84), kept with every version so its history says who approved
 * what and when. Read-only in the form: set by the save hook (src/cms/hooks/review.ts) and the review's actions,
 * shown and moved on by the review panel above it.
 */
export const reviewFields: Field[] = [
  {
    name: 'reviewPanel',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/cms/publishing/ReviewPanel#ReviewPanel' } },
  },
  {
    name: 'review',
    label: 'Review',
    type: 'group',
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Set by the review: every change is approved by a second person before it is published.',
    },
    fields: [
      {
        name: 'state',
        label: 'State',
        type: 'select',
        options: labelled(REVIEW_STATES, REVIEW_STATE_LABELS),
        admin: { readOnly: true },
      },
      {
        name: 'authors',
        label: 'Changed by',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
        maxDepth: 0,
        admin: { readOnly: true, description: 'Everyone who changed it since it was last published.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'submittedBy',
            label: 'Submitted by',
            type: 'relationship',
            relationTo: 'users',
            maxDepth: 0,
          },
          {
            name: 'submittedAt',
            label: 'Submitted at',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'approvedBy',
            label: 'Approved by',
            type: 'relationship',
            relationTo: 'users',
            maxDepth: 0,
          },
          {
            name: 'approvedAt',
            label: 'Approved at',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      { name: 'note', label: 'Reviewer’s note', type: 'textarea', maxLength: 1000 },
    ],
  },
]
