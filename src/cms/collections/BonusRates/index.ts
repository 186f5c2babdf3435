import type { CollectionConfig } from 'payload'

import { isFinancialYear } from '@/domain/bonus'
import { TAGS } from '@/server/cache/tags'

import { anyone, isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/**
 * Bonus rates declared for participating (with-profits) plans, one row per plan and financial year, shown on the
 * `bonus-information` page. Editors add a year's rates when the board declares them.
 */
export const BonusRates: CollectionConfig = {
  slug: 'bonus-rates',
  labels: { singular: 'Bonus rate', plural: 'Bonus rates' },
  admin: {
    group: ADMIN_GROUPS.products,
    useAsTitle: 'plan',
    defaultColumns: ['plan', 'financialYear', 'reversionary', 'terminal'],
    listSearchableFields: ['plan', 'uin', 'financialYear'],
    description: 'Declared bonus rates, ₹ per ₹1,000 sum assured, shown on the Bonus information page.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(() => [TAGS.bonus])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.bonus])],
  },
  defaultSort: 'plan',
  indexes: [{ fields: ['plan', 'financialYear'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'plan',
          label: 'Plan name',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'As the Bonus information page lists it; one row per plan and year.' },
        },
        {
          name: 'uin',
          label: 'UIN',
          type: 'text',
          admin: { description: 'The plan’s IRDAI unique identification number, e.g. 199N012V01.' },
        },
        {
          name: 'financialYear',
          label: 'Financial year',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'The year the board declared the rates for, e.g. 2024-25.' },
          validate: (value: string | null | undefined) =>
            (!!value && isFinancialYear(value)) || 'A financial year such as 2024-25',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reversionary',
          label: 'Reversionary bonus (₹ per ₹1,000 sum assured)',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Added to the policy each year and paid with the claim.' },
        },
        {
          name: 'terminal',
          label: 'Terminal bonus (₹ per ₹1,000 sum assured)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: { description: 'Paid once, on maturity or death; 0 shows as “Not declared”.' },
        },
      ],
    },
    {
      name: 'note',
      label: 'Note',
      type: 'text',
      admin: {
        description: 'Shown under the plan name; optional, e.g. "for policies in force 10 years or more".',
      },
    },
  ],
}
