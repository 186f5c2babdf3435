import type { CollectionConfig, Field } from 'payload'

import { ACCOUNT_TYPES, MANDATE_METHODS, MANDATE_STATUSES } from '@/domain/policy'

import { isAdmin, isAdminOrServiceDesk } from '../../access'
import { CODE_EDITOR, labelled } from '../../fields'
import { exportLink, SERVICES_GROUP, serviceDeskOnly } from '../../fields/service-fields'

export const NACH_MANDATES_SLUG = 'nach-mandates'

const readOnly = <T extends Field>(field: T): T => ({
  ...field,
  admin: { ...(field.admin as object), readOnly: true },
})

/**
 * NACH (e-NACH) and UPI autopay mandates: the ones the local policy system knows (seeded), and every activation
 * request from `services/nach-mandate-activation`, stored before the mandate provider is called and completed by
 * its signed callback (`/api/v1/upi/enach-redirect`). Written only by the site; read by administrators and the
 * service desk.
 */
export const NachMandates: CollectionConfig = {
  slug: NACH_MANDATES_SLUG,
  labels: { singular: 'NACH mandate', plural: 'NACH mandates' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'policyNumber',
    defaultColumns: ['policyNumber', 'method', 'status', 'umrn', 'amount', 'createdAt'],
    listSearchableFields: ['policyNumber', 'umrn', 'providerReference'],
    description:
      'NACH and UPI autopay mandates and activation requests, newest first. Written by the site; the provider’s callback completes them.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(NACH_MANDATES_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdminOrServiceDesk, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true },
        {
          name: 'method',
          label: 'Method',
          type: 'select',
          required: true,
          options: [
            { value: MANDATE_METHODS[0], label: 'e-NACH' },
            { value: MANDATE_METHODS[1], label: 'UPI autopay' },
          ],
        },
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'received',
          options: labelled(MANDATE_STATUSES, {
            received: 'Received (not yet with the provider)',
            pending: 'Pending with the provider',
            active: 'Active',
            failed: 'Failed',
            'cancel-requested': 'De-activation requested',
            cancelled: 'Cancelled',
          }),
        },
      ],
    },
    {
      name: 'umrn',
      label: 'UMRN',
      type: 'text',
      index: true,
      admin: { description: 'The unique mandate reference number the bank gives an active mandate.' },
    },
    {
      type: 'collapsible',
      label: 'Bank account (e-NACH)',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'accountHolderName', label: 'Account holder name', type: 'text' },
            { name: 'accountNumber', label: 'Account number', type: 'text' },
            {
              name: 'accountType',
              label: 'Account type',
              type: 'select',
              options: labelled(ACCOUNT_TYPES, { savings: 'Savings', current: 'Current' }),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'bankName', label: 'Bank name', type: 'text' },
            { name: 'branchName', label: 'Branch name', type: 'text' },
            { name: 'ifsc', label: 'IFSC', type: 'text' },
            { name: 'micr', label: 'MICR', type: 'text' },
          ],
        },
      ],
    },
    { name: 'upiId', label: 'UPI ID (UPI autopay)', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'amount', label: 'Maximum debit (₹)', type: 'number', required: true, min: 1 },
        {
          name: 'effectiveFrom',
          label: 'Effective from',
          type: 'text',
          required: true,
          admin: { description: 'YYYY-MM-DD' },
        },
        {
          name: 'effectiveTo',
          label: 'Effective to',
          type: 'text',
          admin: { description: 'YYYY-MM-DD; empty until cancelled.' },
        },
        { name: 'debitDay', label: 'Debit date (day of month)', type: 'number', min: 1, max: 28 },
      ],
    },
    readOnly({
      name: 'providerReference',
      label: 'Provider reference',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    }),
    readOnly({
      name: 'attempts',
      label: 'Provider attempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    }),
    readOnly({
      name: 'failureReason',
      label: 'Failure reason',
      type: 'text',
      admin: { position: 'sidebar' },
    }),
    readOnly({
      name: 'completedAt',
      label: 'Completed at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    readOnly({
      name: 'callbackLog',
      label: 'Provider callbacks',
      type: 'json',
      admin: {
        description: 'Each accepted callback: time, outcome, provider reference.',
        components: { Field: CODE_EDITOR.json },
      },
    }),
  ],
}
