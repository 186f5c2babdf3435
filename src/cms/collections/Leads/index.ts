import type { CollectionConfig, Field } from 'payload'

import { CRM_DELIVERY_STATUSES, LEAD_OTP_STATUSES, LEAD_STATUSES } from '@/domain/leads/statuses'

import { hasRole, isAdmin, isAdminOrSales, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { personalUntilRevealed } from '../../fields/personal-data'

export const LEADS_SLUG = 'leads'

const readOnly = <T extends Field>(field: T): T => ({
  ...field,
  admin: { ...(field.admin as object), readOnly: true },
})

const sidebar = <T extends Field>(field: T): T =>
  readOnly({ ...field, admin: { ...(field.admin as object), position: 'sidebar' } })

/**
 * Every lead a visitor submits (the contact lead form and, later, other forms that collect one). The lead payload of
 * spec 3 is kept whole, with its exact field names, in `payload`; the columns beside it are what staff filter and
 * sort on, and what the CRM delivery needs. Written only by the server (the OTP purpose handler and the CRM worker):
 * nobody creates or edits a lead from the admin; administrators and sales read and export them.
 */
export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'phone', 'email', 'status', 'otpStatus', 'crmStatus', 'createdAt'],
    listSearchableFields: ['fullName', 'phone', 'email'],
    description:
      'Leads from the site, newest first. Read-only: they are written by the site and forwarded to the CRM.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'sales'),
    components: {
      beforeListTable: ['/cms/collections/Leads/ExportLink#ExportLink'],
    },
  },
  defaultSort: '-createdAt',
  // Every drain of the CRM outbox looks for verified leads still held (src/server/crm/outbox.ts): normally none,
  // among every lead never verified, which only grow. Found through both columns, that costs the same at any size.
  indexes: [{ fields: ['crmStatus', 'otpStatus'] }],
  disableDuplicate: true,
  disableBulkEdit: true,
  access: {
    read: isAdminOrSales,
    create: nobody,
    update: nobody,
    // Administrators may erase a lead (a data-subject request); sales may not.
    delete: isAdmin,
  },
  fields: [
    {
      // Masked on the record until revealed by administrators or sales, and each reveal logged (decision 86).
      name: 'revealPersonalData',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/cms/components/RevealPersonalData#RevealPersonalData',
            clientProps: { roles: ['admin', 'sales'] },
          },
        },
      },
    },
    readOnly({ name: 'fullName', label: 'Name', type: 'text' }),
    personalUntilRevealed(
      readOnly({ name: 'phone', label: 'Mobile', type: 'text', required: true, index: true }),
      'phone',
      'sales',
    ),
    personalUntilRevealed(
      readOnly({ name: 'email', label: 'E-mail', type: 'text', index: true }),
      'email',
      'sales',
    ),
    readOnly({
      name: 'preferredLanguage',
      label: 'Preferred language',
      type: 'select',
      options: ['Tamil', 'English', 'Hindi', 'Telugu'],
    }),
    personalUntilRevealed(
      readOnly({
        name: 'payload',
        label: 'Lead payload',
        type: 'json',
        required: true,
        admin: {
          description: 'The lead as the CRM receives it (spec 3 field names).',
          components: { Field: '/cms/collections/Leads/PayloadTable#PayloadTable' },
        },
      }),
      'record',
      'sales',
    ),
    sidebar({
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'PREOFFERED',
      options: [...LEAD_STATUSES],
      admin: { description: 'PREOFFERED at submit, ACTIVE-HOT once the mobile number is verified.' },
    }),
    sidebar({
      name: 'otpStatus',
      label: 'OTP',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'not_verified',
      options: [
        { value: LEAD_OTP_STATUSES[0], label: 'Not verified' },
        { value: LEAD_OTP_STATUSES[1], label: 'Verified' },
      ],
    }),
    sidebar({
      name: 'verifiedAt',
      label: 'Verified at',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    }),
    sidebar({
      name: 'sourcePage',
      label: 'Form',
      type: 'text',
      index: true,
      admin: { description: 'Which form the lead came from (SourcePage in the CRM), e.g. QUICK_LINKS.' },
    }),
    {
      type: 'collapsible',
      label: 'Consent',
      fields: [
        readOnly({ name: 'consentGiven', label: 'Consent given', type: 'checkbox', defaultValue: false }),
        readOnly({
          name: 'consentNoticeVersion',
          label: 'Notice version',
          type: 'text',
          admin: { description: 'The version of the consent text the visitor agreed to.' },
        }),
        readOnly({
          name: 'consentAt',
          label: 'Consent time',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Where it came from',
      admin: { initCollapsed: true },
      fields: [
        readOnly({ name: 'pageUrl', label: 'Page', type: 'text' }),
        readOnly({
          name: 'referer',
          label: 'Came from',
          type: 'text',
          admin: { description: 'The address the visitor came from, as their browser reported it.' },
        }),
        readOnly({ name: 'userAgent', label: 'Browser', type: 'text' }),
        readOnly({
          name: 'ipHash',
          label: 'IP (keyed hash)',
          type: 'text',
          admin: {
            description: 'A keyed hash of the address: the same visitor matches, the address is not kept.',
          },
        }),
        readOnly({
          name: 'otpSessionId',
          label: 'OTP session',
          type: 'text',
          unique: true,
          index: true,
          admin: { description: 'Correlates the submit with its verification; one lead per OTP session.' },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'CRM delivery',
      fields: [
        readOnly({
          name: 'crmStatus',
          label: 'CRM',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'held',
          options: [
            { value: CRM_DELIVERY_STATUSES[0], label: 'Held (not verified)' },
            { value: CRM_DELIVERY_STATUSES[1], label: 'Pending' },
            { value: CRM_DELIVERY_STATUSES[2], label: 'Delivered' },
            { value: CRM_DELIVERY_STATUSES[3], label: 'Failed' },
          ],
        }),
        readOnly({ name: 'crmAttempts', label: 'Attempts', type: 'number', required: true, defaultValue: 0 }),
        readOnly({
          name: 'crmNextAttemptAt',
          label: 'Next attempt',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
        readOnly({ name: 'crmLastError', label: 'Last error', type: 'text' }),
        readOnly({
          name: 'crmDeliveredAt',
          label: 'Delivered at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
        readOnly({
          name: 'crmIdempotencyKey',
          label: 'Idempotency key',
          type: 'text',
          unique: true,
          admin: {
            description: 'Sent with every attempt, so the CRM keeps one lead however often it is retried.',
          },
        }),
        // The worker's claim on the row while it delivers (see src/server/crm/outbox.ts).
        { name: 'crmLeaseOwner', label: false, type: 'text', admin: { hidden: true } },
        { name: 'crmLeaseUntil', label: false, type: 'date', index: true, admin: { hidden: true } },
      ],
    },
  ],
}
