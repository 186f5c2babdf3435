import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import { CODE_EDITOR } from '../../fields'
import {
  exportLink,
  inSidebar,
  originFields,
  siteWritten,
  SERVICES_GROUP,
  serviceDeskOnly,
} from '../../fields/service-fields'
import { DGH_REPORTS_SLUG } from '../DghReports'

export const DGH_SUBMISSIONS_SLUG = 'dgh-submissions'

/**
 * Declarations of good health from `online-dgh-submission`, made to revive a lapsed policy after the policy OTP.
 * Stored (with the medical report) before the acknowledgement SMS; the service desk reads them, sets the
 * underwriting outcome and keeps its notes.
 */
export const DghSubmissions: CollectionConfig = {
  slug: DGH_SUBMISSIONS_SLUG,
  labels: { singular: 'Declaration of good health', plural: 'Declarations of good health' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'policyNumber', 'disclosures', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'policyNumber'],
    description:
      'Declarations of good health for the revival of lapsed policies, newest first. "Yes answers" marks those that disclose something.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(DGH_SUBMISSIONS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: isAdminOrServiceDesk, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        siteWritten({
          name: 'reference',
          label: 'Reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'Shown to the policyholder on screen and sent in the acknowledgement SMS.' },
        }),
        siteWritten({
          name: 'policyNumber',
          label: 'Policy number',
          type: 'text',
          required: true,
          index: true,
        }),
        siteWritten({ name: 'holderName', label: 'Policy holder', type: 'text' }),
      ],
    },
    siteWritten({
      name: 'answers',
      label: 'Health questions and answers',
      type: 'json',
      required: true,
      admin: {
        description: 'Each question as asked, the answer, and the details given for a Yes.',
        components: { Field: CODE_EDITOR.json },
      },
    }),
    {
      type: 'row',
      fields: [
        siteWritten({
          name: 'disclosures',
          label: 'Yes answers',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { description: 'Ticked when at least one health question was answered Yes.' },
        }),
        siteWritten({ name: 'heightCm', label: 'Height (cm)', type: 'number', required: true }),
        siteWritten({ name: 'heightEntered', label: 'Height as entered', type: 'text' }),
        siteWritten({ name: 'weightKg', label: 'Weight (kg)', type: 'number', required: true }),
      ],
    },
    siteWritten({ name: 'declarationText', label: 'Declaration accepted', type: 'textarea', required: true }),
    siteWritten({
      name: 'report',
      label: 'Medical report',
      type: 'upload',
      relationTo: DGH_REPORTS_SLUG,
      required: true,
    }),
    inSidebar({
      name: 'status',
      label: 'Underwriting status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: [
        { value: 'received', label: 'Received' },
        { value: 'under-review', label: 'Under review' },
        { value: 'medical-required', label: 'Medical examination needed' },
        { value: 'revived', label: 'Policy revived' },
        { value: 'declined', label: 'Revival declined' },
      ],
    }),
    inSidebar({
      name: 'deskNote',
      label: 'Desk note',
      type: 'textarea',
      admin: { description: 'For staff only; the policyholder never sees it.' },
    }),
    inSidebar(
      siteWritten({
        name: 'acknowledgement',
        label: 'Acknowledgement SMS',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        options: [
          { value: 'pending', label: 'Pending' },
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
        ],
      }),
    ),
    ...originFields(),
  ],
}
