import type { CollectionConfig, Field } from 'payload'

import { isIndianMobile } from '@/domain/otp/protocol'
import {
  isIsoDate,
  POLICY_STATUSES,
  policyNumberError,
  PREMIUM_FREQUENCIES,
  PRODUCT_KINDS,
} from '@/domain/policy'

import { isAdmin, isAdminOrServiceDesk } from '../../access'
import { rowLabel } from '../../components/row-label'
import { labelled } from '../../fields'
import { exportLink, SERVICES_GROUP, serviceDeskOnly } from '../../fields/service-fields'

export const POLICIES_SLUG = 'policies'

const dateField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  admin: { placeholder: 'YYYY-MM-DD' },
  validate: (value: unknown) =>
    (!required && (value === null || value === undefined || value === '')) || isIsoDate(value)
      ? true
      : 'A date as YYYY-MM-DD',
})

/**
 * The local policy system (POLICY_SERVICE=local): the demo policies the service pages look up. With
 * POLICY_SERVICE=http the core policy system answers instead and this table is unused. Personal data: read by
 * administrators and the service desk only; only administrators change it.
 */
export const Policies: CollectionConfig = {
  slug: POLICIES_SLUG,
  labels: { singular: 'Policy', plural: 'Policies' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'policyNumber',
    defaultColumns: ['policyNumber', 'holderName', 'productName', 'status', 'nextDueDate'],
    listSearchableFields: ['policyNumber', 'holderName', 'applicationNumber'],
    description:
      'Policies of the local policy system (POLICY_SERVICE=local). The service pages find a policy by its number and the holder’s date of birth, then send an OTP to the registered mobile.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(POLICIES_SLUG)] },
  },
  defaultSort: 'policyNumber',
  access: { read: isAdminOrServiceDesk, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'policyNumber',
          label: 'Policy number',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) =>
            policyNumberError(typeof value === 'string' ? value : '') ??
            (value === String(value).toUpperCase() ? true : 'Capital letters and digits only'),
        },
        { name: 'applicationNumber', label: 'Application number', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'holderName', label: 'Policy holder name', type: 'text', required: true },
        dateField('dateOfBirth', 'Date of birth', true),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mobile',
          label: 'Registered mobile',
          type: 'text',
          required: true,
          admin: { description: 'The service pages send their OTP to this number.' },
          validate: (value: unknown) => (isIndianMobile(value) ? true : '10 digits, the first 6 to 9'),
        },
        {
          name: 'pan',
          label: 'PAN',
          type: 'text',
          validate: (value: unknown) =>
            !value || /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(String(value)) ? true : 'PAN Format Incorrect',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'productName', label: 'Product', type: 'text', required: true },
        {
          name: 'productKind',
          label: 'Kind of plan',
          type: 'select',
          required: true,
          options: labelled(PRODUCT_KINDS, {
            term: 'Term',
            savings: 'Savings',
            ulip: 'ULIP (unit-linked)',
            pension: 'Pension',
          }),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sumAssured', label: 'Sum assured (₹)', type: 'number', required: true, min: 0 },
        { name: 'premium', label: 'Premium (₹)', type: 'number', required: true, min: 0 },
        {
          name: 'frequency',
          label: 'Premium frequency',
          type: 'select',
          required: true,
          options: labelled(PREMIUM_FREQUENCIES, {
            yearly: 'Yearly',
            'half-yearly': 'Half-yearly',
            quarterly: 'Quarterly',
            monthly: 'Monthly',
            single: 'Single premium',
          }),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        dateField('commencementDate', 'Commencement date', true),
        dateField('nextDueDate', 'Next due date'),
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'in-force',
          options: labelled(POLICY_STATUSES, {
            'in-force': 'In force',
            lapsed: 'Lapsed',
            'paid-up': 'Paid-up',
            matured: 'Matured',
            surrendered: 'Surrendered',
          }),
        },
      ],
    },
    {
      name: 'funds',
      label: 'Fund units (unit-linked plans)',
      type: 'array',
      labels: { singular: 'Fund holding', plural: 'Fund holdings' },
      admin: { components: { RowLabel: rowLabel('Fund holding', ['fundName', 'fundCode']) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'fundCode', label: 'Fund code', type: 'text', required: true },
            { name: 'fundName', label: 'Fund', type: 'text', required: true },
            { name: 'units', label: 'Units', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'bonuses',
      label: 'Bonuses',
      type: 'array',
      labels: { singular: 'Bonus', plural: 'Bonuses' },
      admin: { components: { RowLabel: rowLabel('Bonus', ['financialYear']) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'financialYear', label: 'Financial year', type: 'text', required: true },
            {
              name: 'kind',
              label: 'Kind',
              type: 'text',
              required: true,
              admin: { description: 'e.g. Reversionary bonus' },
            },
            { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'premiumsPaid',
      label: 'Premiums paid',
      type: 'array',
      labels: { singular: 'Premium paid', plural: 'Premiums paid' },
      admin: {
        description:
          'One row per premium received, with the financial year it counts in (e.g. 2024-25): the premium paid certificate lists them.',
        components: { RowLabel: rowLabel('Premium paid', ['financialYear']) },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'financialYear',
              label: 'Financial year',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                /^\d{4}-\d{2}$/.test(String(value ?? '')) ? true : 'A financial year as 2024-25',
            },
            { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0 },
            dateField('paidOn', 'Paid on', true),
          ],
        },
      ],
    },
  ],
}
