import type { CollectionConfig } from 'payload'

import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  PROPOSAL_STEPS,
  PROPOSAL_STEP_NAMES,
} from '@/domain/proposals'

import { hasRole, isAdminOrSales, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { personal } from '../../fields/personal-data'
import { inSidebar, siteWritten } from '../../fields/service-fields'

export const PROPOSALS_SLUG = 'proposals'

/**
 * Proposals for a plan, continued online from a saved quote. Saved at every step against the mobile number proved
 * by OTP, so the visitor can resume on another device; an unfinished one is a lead sales can follow up. Written only
 * by the server; administrators and sales read them, mobile numbers masked in the lists for administrators.
 * `openKey` (mobile and plan) is unique while a proposal is unfinished, so one mobile holds one per plan.
 */
export const Proposals: CollectionConfig = {
  slug: PROPOSALS_SLUG,
  labels: { singular: 'Proposal', plural: 'Proposals' },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'ref',
    defaultColumns: [
      'ref',
      'applicationNumber',
      'planName',
      'fullName',
      'phone',
      'status',
      'step',
      'updatedAt',
    ],
    listSearchableFields: ['ref', 'applicationNumber', 'fullName', 'phone'],
    description:
      'Proposals visitors filled in online after a quote, newest first. Unfinished ones (draft) are leads to follow up. Read-only: the site writes them.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'sales'),
  },
  defaultSort: '-updatedAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdminOrSales, create: nobody, update: nobody, delete: nobody },
  fields: [
    siteWritten({
      name: 'ref',
      label: 'Reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    }),
    {
      type: 'row',
      fields: [
        siteWritten({
          name: 'quote',
          label: 'Saved quote',
          type: 'relationship',
          relationTo: 'quotes',
          required: true,
          maxDepth: 0,
        }),
        siteWritten({ name: 'quoteRef', label: 'Quote reference', type: 'text', required: true }),
        siteWritten({ name: 'planName', label: 'Plan', type: 'text', required: true, index: true }),
        siteWritten({ name: 'planPath', label: 'Plan page', type: 'text', required: true }),
      ],
    },
    {
      type: 'row',
      fields: [
        siteWritten({ name: 'fullName', label: 'Proposer', type: 'text' }),
        personal(
          siteWritten({
            name: 'phone',
            label: 'Mobile (verified)',
            type: 'text',
            required: true,
            index: true,
          }),
          'phone',
          'sales',
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        siteWritten({
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'draft',
          index: true,
          options: PROPOSAL_STATUSES.map((value) => ({
            value,
            label: PROPOSAL_STATUS_LABELS[value],
          })),
        }),
        siteWritten({
          name: 'step',
          label: 'Next step',
          type: 'select',
          required: true,
          options: [
            ...PROPOSAL_STEPS.map((value) => ({ value, label: PROPOSAL_STEP_NAMES[value] })),
            { value: 'review', label: 'Review and declaration' },
            { value: 'done', label: 'Done' },
          ],
        }),
        siteWritten({
          name: 'needsReview',
          label: 'Needs underwriter review',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'A health or lifestyle answer the questionnaire sends to review.' },
        }),
      ],
    },
    personal(
      siteWritten({
        name: 'answers',
        label: 'Answers',
        type: 'json',
        admin: { description: 'Each saved step’s answers, as checked by the server.' },
      }),
      'record',
      'sales',
    ),
    inSidebar(siteWritten({ name: 'submittedAt', label: 'Submitted', type: 'date' })),
    // Set once, with the status paid, by one conditional statement when the first premium is received.
    inSidebar(
      siteWritten({
        name: 'applicationNumber',
        label: 'Application number',
        type: 'text',
        unique: true,
        index: true,
      }),
    ),
    inSidebar(siteWritten({ name: 'paidAt', label: 'First premium received', type: 'date' })),
    inSidebar(
      siteWritten({
        name: 'paymentReference',
        label: 'Payment (receipt number)',
        type: 'text',
        admin: { description: 'The first premium’s record under Services and requests → Premium payments.' },
      }),
    ),
    inSidebar(
      siteWritten({
        name: 'applicationSms',
        label: 'Application SMS',
        type: 'select',
        options: [
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
        ],
      }),
    ),
    inSidebar(
      siteWritten({
        name: 'openKey',
        label: 'Open key',
        type: 'text',
        unique: true,
        admin: { hidden: true },
      }),
    ),
  ],
}
