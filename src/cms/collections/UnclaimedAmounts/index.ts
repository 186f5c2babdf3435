import type { CollectionConfig } from 'payload'

import { PAN_PATTERN, POLICY_NUMBER_LENGTH } from '@/domain/services/common'
import { UNCLAIMED_REASONS } from '@/domain/services/unclaimed'

import { isAdmin, isAdminOrServiceDesk } from '../../access'
import { exportLink, SERVICES_GROUP, serviceDeskOnly } from '../../fields/service-fields'

export const UNCLAIMED_AMOUNTS_SLUG = 'unclaimed-amounts'

/**
 * Amounts due to policyholders that have not been claimed (IRDAI requires insurers to let anyone search them). The
 * service desk maintains the table; the unclaimed-amounts page searches it through the server, never directly.
 */
export const UnclaimedAmounts: CollectionConfig = {
  slug: UNCLAIMED_AMOUNTS_SLUG,
  labels: { singular: 'Unclaimed amount', plural: 'Unclaimed amounts' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'policyNumber',
    defaultColumns: ['policyNumber', 'holderName', 'reason', 'amount', 'unclaimedSince', 'paid'],
    listSearchableFields: ['policyNumber', 'holderName'],
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(UNCLAIMED_AMOUNTS_SLUG)] },
  },
  defaultSort: 'policyNumber',
  access: {
    read: isAdminOrServiceDesk,
    create: isAdminOrServiceDesk,
    update: isAdminOrServiceDesk,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'policyNumber',
      label: 'Policy number',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) =>
        new RegExp(`^[A-Z0-9]{${POLICY_NUMBER_LENGTH}}$`).test(value ?? '') ||
        `${POLICY_NUMBER_LENGTH} capital letters or digits`,
    },
    { name: 'holderName', label: 'Policyholder name', type: 'text', required: true },
    {
      name: 'dateOfBirth',
      label: 'Date of birth (YYYY-MM-DD)',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') || 'Use a date such as 1975-04-21',
    },
    {
      name: 'pan',
      label: 'PAN',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || PAN_PATTERN.test(value) || 'A PAN such as ABCDE1234F',
    },
    {
      name: 'reason',
      label: 'Reason',
      type: 'select',
      required: true,
      options: UNCLAIMED_REASONS.map(({ value, label }) => ({ value, label })),
    },
    { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0 },
    {
      name: 'unclaimedSince',
      label: 'Unclaimed since (YYYY-MM-DD)',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^\d{4}-\d{2}-\d{2}$/.test(value) || 'Use a date such as 2021-03-31',
    },
    {
      name: 'paid',
      label: 'Paid out',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Paid amounts are no longer shown on the site.' },
    },
  ],
}
