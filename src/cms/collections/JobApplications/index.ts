import type { CollectionConfig, Field } from 'payload'

import { hasRole, isAdmin, isAdminOrHr, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { personal } from '../../fields/personal-data'

export const JOB_APPLICATIONS_SLUG = 'job-applications'

const readOnly = <T extends Field>(field: T): T => ({
  ...field,
  admin: { ...(field.admin as object), readOnly: true },
})

/**
 * Career applications (issue 5 item 5). Written only by the application route, resume first, then this record,
 * then the acknowledgement; HR reads, moves the status on and exports them (the CSV link above the list).
 */
export const JobApplications: CollectionConfig = {
  slug: JOB_APPLICATIONS_SLUG,
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    group: ADMIN_GROUPS.careers,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'name', 'job_title', 'experience_years', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'name', 'email', 'mobile', 'job_title'],
    description:
      'Applications from the careers pages, newest first. HR updates the status; the rest is read-only.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'hr'),
    components: {
      beforeListTable: ['/cms/collections/JobApplications/ExportLink#ExportLink'],
    },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdminOrHr, create: nobody, update: isAdminOrHr, delete: isAdmin },
  fields: [
    readOnly({
      name: 'reference',
      label: 'Reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Sent to the applicant by SMS.' },
    }),
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: [
        { value: 'received', label: 'Received' },
        { value: 'screening', label: 'Screening' },
        { value: 'interview', label: 'Interview' },
        { value: 'offered', label: 'Offered' },
        { value: 'rejected', label: 'Not taken forward' },
        { value: 'withdrawn', label: 'Withdrawn' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Where the application stands, for HR; the site does not tell the applicant.',
      },
    },
    readOnly({
      name: 'job',
      label: 'Job',
      type: 'relationship',
      relationTo: 'jobs',
      required: true,
      index: true,
    }),
    readOnly({
      name: 'job_title',
      label: 'Job title',
      type: 'text',
      required: true,
      admin: { description: 'As it was when the applicant applied.' },
    }),
    readOnly({ name: 'name', label: 'Name', type: 'text', required: true }),
    personal(
      readOnly({ name: 'email', label: 'E-mail', type: 'text', required: true, index: true }),
      'email',
      'hr',
    ),
    personal(
      readOnly({ name: 'mobile', label: 'Mobile', type: 'text', required: true, index: true }),
      'phone',
      'hr',
    ),
    readOnly({ name: 'experience_years', label: 'Experience (years)', type: 'number', required: true }),
    readOnly({ name: 'resume', label: 'Resume', type: 'upload', relationTo: 'resumes', required: true }),
    readOnly({
      name: 'consent_at',
      label: 'Consent given at',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the applicant agreed to the use of their data for this application.',
      },
    }),
    readOnly({
      name: 'acknowledgement',
      label: 'Acknowledgement SMS',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'Not yet sent' },
        { value: 'sms_sent', label: 'SMS sent' },
        { value: 'sms_failed', label: 'SMS failed' },
      ],
      admin: { position: 'sidebar', description: 'The reference number sent to the applicant by SMS.' },
    }),
    {
      name: 'hr_notes',
      label: 'HR notes',
      type: 'textarea',
      maxLength: 4000,
      admin: { description: 'Visible to HR only.' },
    },
  ],
}
