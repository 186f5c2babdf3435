import type { CollectionConfig } from 'payload'

import { GENDER_LABELS, GENDERS, PAY_MODE_LABELS, PAY_MODES } from '@/domain/quotes/types'

import { hasRole, isAdminOrSales, nobody } from '../../access'
import { CODE_EDITOR } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { personal } from '../../fields/personal-data'
import { inSidebar, originFields, siteWritten } from '../../fields/service-fields'

export const QUOTES_SLUG = 'quotes'

/**
 * Every quote a visitor saved from a plan's page: what they entered, the premium worked out from the plan's rate
 * table (kept whole in `premium`, as it was shown), and the lead it became. `ref` is the quote's reference in its
 * shareable link. Written only by the server: nobody creates, edits or deletes a quote from the admin; administrators
 * and sales read them, and mobile numbers and e-mails are masked in the lists for administrators, as for leads.
 */
export const Quotes: CollectionConfig = {
  slug: QUOTES_SLUG,
  labels: { singular: 'Saved quote', plural: 'Saved quotes' },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'ref',
    defaultColumns: ['ref', 'planName', 'fullName', 'phone', 'sum_assured', 'yearly', 'createdAt'],
    listSearchableFields: ['ref', 'fullName', 'phone', 'email'],
    description: 'Quotes visitors saved on the plan pages, newest first. Read-only: the site writes them.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'sales'),
  },
  defaultSort: '-createdAt',
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
      admin: { description: 'The quote’s reference in its shareable link.' },
    }),
    {
      type: 'row',
      fields: [
        siteWritten({
          name: 'plan',
          label: 'Plan page',
          type: 'relationship',
          relationTo: 'pages',
          maxDepth: 0,
        }),
        siteWritten({
          name: 'planName',
          label: 'Plan',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'The plan’s name when the quote was made.' },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Who asked',
      fields: [
        siteWritten({ name: 'fullName', label: 'Name', type: 'text' }),
        {
          type: 'row',
          fields: [
            personal(
              siteWritten({ name: 'phone', label: 'Mobile', type: 'text', index: true }),
              'phone',
              'sales',
            ),
            personal(
              siteWritten({ name: 'email', label: 'E-mail', type: 'text', index: true }),
              'email',
              'sales',
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            siteWritten({
              name: 'dob',
              label: 'Date of birth',
              type: 'text',
              required: true,
              admin: { description: 'As entered, YYYY-MM-DD.' },
            }),
            siteWritten({
              name: 'age',
              label: 'Age',
              type: 'number',
              required: true,
              admin: { description: 'Age last birthday on the day of the quote (India time).' },
            }),
            siteWritten({
              name: 'gender',
              label: 'Gender',
              type: 'select',
              required: true,
              options: GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
            }),
            siteWritten({ name: 'smoker', label: 'Smoker', type: 'checkbox', defaultValue: false }),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Cover and premium',
      fields: [
        {
          type: 'row',
          fields: [
            siteWritten({ name: 'income', label: 'Yearly income (₹)', type: 'number', required: true }),
            siteWritten({ name: 'sum_assured', label: 'Sum assured (₹)', type: 'number', required: true }),
            siteWritten({
              name: 'policy_term',
              label: 'Policy term (years)',
              type: 'number',
              required: true,
            }),
            siteWritten({
              name: 'ppt',
              label: 'Premium paying term (years)',
              type: 'number',
              required: true,
            }),
          ],
        },
        {
          type: 'row',
          fields: [
            siteWritten({
              name: 'mode',
              label: 'Payment mode',
              type: 'select',
              required: true,
              options: PAY_MODES.map((value) => ({ value, label: PAY_MODE_LABELS[value] })),
            }),
            siteWritten({
              name: 'yearly',
              label: 'Yearly premium (₹)',
              type: 'number',
              required: true,
              admin: { description: 'Before GST, after the gender, smoker and limited-pay factors.' },
            }),
          ],
        },
        siteWritten({
          name: 'premium',
          label: 'Premium worked out',
          type: 'json',
          required: true,
          admin: {
            description:
              'The whole premium as the visitor saw it: the rate used, each mode’s instalments with the GST of the day’s rules, total premiums, cover until age and maturity amount.',
            components: { Field: CODE_EDITOR.json },
          },
        }),
      ],
    },
    inSidebar(
      siteWritten({
        name: 'lead',
        label: 'Lead',
        type: 'relationship',
        relationTo: 'leads',
        maxDepth: 0,
        admin: { description: 'The lead the quote became, when the visitor asked to be called.' },
      }),
    ),
    ...originFields(),
  ],
}
