import type { Access, CollectionConfig, FieldHook } from 'payload'

import { slugify } from '@/domain/branches'
import { EMPLOYMENT_TYPES, JOB_FUNCTIONS } from '@/domain/careers'

import { anyone, hasRole, isAdmin } from '../../access'
import { rowLabel } from '../../components/row-label'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateJob, revalidateJobDelete } from './hooks'

export const JOBS_SLUG = 'jobs'

/** Editors and HR publish jobs. */
const editorsAndHr: Access = ({ req }) => hasRole(req.user, 'admin', 'editor', 'hr')

const fillSlug: FieldHook = ({ value, siblingData }) => {
  const source = typeof value === 'string' && value.trim() ? value : siblingData?.title
  return typeof source === 'string' ? slugify(source) : value
}

/**
 * Open positions (spec 2.1 discover/careers, careers/careers-details). Editors and HR write them; visitors see
 * the open ones. A closed job leaves the list and its page answers 404, but its applications keep their link.
 */
export const Jobs: CollectionConfig = {
  slug: JOBS_SLUG,
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    group: ADMIN_GROUPS.careers,
    useAsTitle: 'title',
    defaultColumns: ['title', 'function', 'locations', 'status', 'posted_date'],
    listSearchableFields: ['title', 'slug'],
    description:
      'Jobs shown on /discover/careers; each open job has its page at /careers/careers-details/{slug}.',
  },
  access: {
    read: anyone,
    create: editorsAndHr,
    update: editorsAndHr,
    delete: isAdmin,
  },
  hooks: { afterChange: [revalidateJob], afterDelete: [revalidateJobDelete] },
  defaultSort: '-posted_date',
  fields: [
    { name: 'title', label: 'Job title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      label: 'Address (slug)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Part of the job page address; filled from the title when left empty.',
      },
      hooks: { beforeValidate: [fillSlug] },
      validate: (value: string | null | undefined) =>
        (!!value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || 'Lowercase letters, digits and dashes only',
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { position: 'sidebar', description: 'Closed jobs leave the list and their page answers 404.' },
    },
    {
      name: 'posted_date',
      label: 'Posted on',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'valid_through',
      label: 'Applications close on',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'function',
          label: 'Function',
          type: 'select',
          required: true,
          index: true,
          options: JOB_FUNCTIONS.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'employment_type',
          label: 'Employment type',
          type: 'select',
          required: true,
          defaultValue: 'FULL_TIME',
          options: EMPLOYMENT_TYPES.map(({ value, label }) => ({ value, label })),
        },
      ],
    },
    {
      name: 'locations',
      label: 'Locations',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: { description: 'Cities, e.g. Mumbai, Pune. The list can be filtered by each.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'experience_min',
          label: 'Experience from (years)',
          type: 'number',
          required: true,
          min: 0,
          max: 45,
          defaultValue: 0,
        },
        { name: 'experience_max', label: 'Experience to (years)', type: 'number', min: 0, max: 45 },
      ],
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the list and search engines.' },
    },
    {
      name: 'description',
      label: 'Description',
      type: 'richText',
      required: true,
      admin: { description: 'Shown on the job’s page, above the responsibilities and qualifications.' },
    },
    {
      name: 'responsibilities',
      label: 'Responsibilities',
      type: 'array',
      labels: { singular: 'Responsibility', plural: 'Responsibilities' },
      admin: { components: { RowLabel: rowLabel('Responsibility', ['text']) } },
      fields: [{ name: 'text', label: 'Responsibility', type: 'text', required: true }],
    },
    {
      name: 'qualifications',
      label: 'Qualifications',
      type: 'array',
      labels: { singular: 'Qualification', plural: 'Qualifications' },
      admin: { components: { RowLabel: rowLabel('Qualification', ['text']) } },
      fields: [{ name: 'text', label: 'Qualification', type: 'text', required: true }],
    },
  ],
}
