import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES } from '@/domain/services/grievance'

import { hasRole, isAdmin, isAdminOrGrievanceDesk, nobody } from '../../access'
import { exportLink, inSidebar, originFields, SERVICES_GROUP, siteWritten } from '../../fields/service-fields'
import { personal } from '../../fields/personal-data'

export const GRIEVANCES_SLUG = 'grievances'

/** A resolved or closed grievance records when; reopening clears it. */
const stampResolution: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const done = status === 'resolved' || status === 'closed'
  if (done && !originalDoc?.resolvedAt) data.resolvedAt = new Date().toISOString()
  if (!done) data.resolvedAt = null
  return data
}

/**
 * Grievances from the register-grievance page. Written by the site (after the mobile number is verified); the
 * grievance desk reads them, sets the status and writes the reply the complainant sees when looking it up.
 */
export const Grievances: CollectionConfig = {
  slug: GRIEVANCES_SLUG,
  labels: { singular: 'Grievance', plural: 'Grievances' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'category', 'status', 'dueBy', 'phone', 'createdAt'],
    listSearchableFields: ['reference', 'phone', 'policyNumber'],
    description:
      'Grievances registered on the site, newest first. Set the status and reply to the complainant.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'grievance_desk'),
    components: { beforeListTable: [exportLink(GRIEVANCES_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: {
    read: isAdminOrGrievanceDesk,
    create: nobody,
    update: isAdminOrGrievanceDesk,
    delete: isAdmin,
  },
  hooks: { beforeChange: [stampResolution] },
  fields: [
    siteWritten({
      name: 'reference',
      label: 'Reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The complainant looks the grievance up with it and their mobile number.' },
    }),
    siteWritten({
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      index: true,
      options: GRIEVANCE_CATEGORIES.map(({ value, label }) => ({ value, label })),
    }),
    siteWritten({ name: 'policyNumber', label: 'Policy number', type: 'text', index: true }),
    personal(
      siteWritten({ name: 'phone', label: 'Mobile', type: 'text', required: true, index: true }),
      'phone',
      'grievance_desk',
    ),
    siteWritten({ name: 'description', label: 'Complaint', type: 'textarea', required: true }),
    siteWritten({
      name: 'attachment',
      label: 'Attachment',
      type: 'upload',
      relationTo: 'grievance-attachments',
      admin: { description: 'Only the grievance desk and administrators can open it.' },
    }),
    {
      name: 'reply',
      label: 'Reply to the complainant',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'Shown to the complainant when they look the grievance up by its reference.' },
    },
    inSidebar({
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'registered',
      options: GRIEVANCE_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'Shown to the complainant as worded here. Resolved or Closed records the time.' },
    }),
    inSidebar(
      siteWritten({
        name: 'dueBy',
        label: 'Resolve by',
        type: 'text',
        index: true,
        admin: { description: '14 days after registration, the IRDAI turnaround.' },
      }),
    ),
    // Set by the hook when the desk resolves or closes the grievance (so not locked like the visitor's fields).
    inSidebar({
      name: 'resolvedAt',
      label: 'Resolved at',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
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
