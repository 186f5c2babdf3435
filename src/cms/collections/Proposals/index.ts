import type { CollectionConfig } from 'payload'

import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  PROPOSAL_STEPS,
  PROPOSAL_STEP_NAMES,
} from '@/domain/proposals'
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@/domain/proposals/application'

import { hasRole, isAdminOrSales, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { CODE_EDITOR } from '../../fields'
import { personal } from '../../fields/personal-data'
import { inSidebar, siteWritten } from '../../fields/service-fields'
import { checkStatusMove, tellStatusChange } from './status'

export const PROPOSALS_SLUG = 'proposals'

/**
 * Proposals for a plan, continued online from a saved quote. Saved at every step against the mobile number proved
 * by OTP, so the visitor can resume on another device; an unfinished one is a lead sales can follow up. Written only
 * by the server; administrators and sales read them, mobile numbers masked in the lists for administrators.
 * `openKey` (mobile and plan) is unique while a proposal is unpaid, so one mobile holds one unpaid proposal per plan.
 * Once paid, the application has a status staff move (the one field they can change): an allowed move only, each
 * change told to the visitor by SMS and kept in the status history with whether the SMS went.
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
      'applicationStatus',
      'step',
      'updatedAt',
    ],
    listSearchableFields: ['ref', 'applicationNumber', 'fullName', 'phone'],
    description:
      'Proposals visitors filled in online after a quote, newest first. Unfinished ones (draft) are leads to follow up. The site writes them; once paid, staff move the application’s status and the visitor is told by SMS.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'sales'),
  },
  defaultSort: '-updatedAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  // Staff who handle proposals may save one: every field but the application status is the site's (siteWritten).
  access: { read: isAdminOrSales, create: nobody, update: isAdminOrSales, delete: nobody },
  hooks: { beforeChange: [checkStatusMove], afterChange: [tellStatusChange] },
  fields: [
    // Status, payment record, documents and answers, readable at a glance (src/cms/components/ProposalOverview.tsx).
    {
      name: 'overview',
      label: 'At a glance',
      type: 'ui',
      admin: { components: { Field: '/cms/components/ProposalOverview#ProposalOverview' } },
    },
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
        // The admin's own JSON editor (decision 95): Payload's loads from a CDN the admin's CSP refuses, left empty.
        admin: {
          description: 'Each saved step’s answers, as checked by the server.',
          components: { Field: CODE_EDITOR.json },
        },
      }),
      'record',
      'sales',
    ),
    siteWritten({
      name: 'questions',
      label: 'Health questions as asked',
      type: 'json',
      admin: {
        description:
          'The plan’s health and lifestyle questions when the proposal was answered and submitted (key, text in English and Hindi, whether a yes sends it to review): the answers’ answer_<key> refer to these.',
        components: { Field: CODE_EDITOR.json },
      },
    }),
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
    inSidebar({
      name: 'applicationStatus',
      label: 'Application status',
      type: 'select',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
      access: { create: () => false, update: ({ req }) => hasRole(req.user, 'admin', 'sales') },
      admin: {
        condition: (data) => data?.status === 'paid',
        description:
          'Move the paid application on: the visitor is told the new status by SMS. Declined refunds the first premium through the gateway and moves on to refunded; if the gateway fails it stays declined: move it to refunded to try again. Issued and refunded are final.',
      },
    }),
    inSidebar(siteWritten({ name: 'applicationStatusAt', label: 'Status changed', type: 'date' })),
    siteWritten({
      name: 'statusHistory',
      label: 'Status history',
      type: 'json',
      admin: {
        condition: (data) => data?.status === 'paid',
        description:
          'Each change of the application status: when, by whom, and whether its SMS went (sent or failed).',
        components: { Field: CODE_EDITOR.json },
      },
    }),
    inSidebar(
      siteWritten({
        name: 'paymentReference',
        label: 'Payment (receipt number)',
        type: 'text',
        admin: { description: 'The first premium’s record under Services and requests → Premium payments.' },
      }),
    ),
    {
      name: 'documents',
      label: 'Documents uploaded',
      type: 'join',
      collection: 'proposal-documents',
      on: 'proposal',
      defaultSort: '-createdAt',
      admin: {
        allowCreate: false,
        defaultColumns: ['originalName', 'kind', 'createdAt'],
        description:
          'Uploaded by the visitor on Track my application while the application needed a document.',
      },
    },
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
