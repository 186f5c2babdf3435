import type { CollectionConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { anyone, isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

export const FUND_CATEGORIES = ['Equity', 'Balanced', 'Debt', 'Liquid', 'Index'] as const
export const FUND_RISKS = [
  'Low',
  'Low to moderate',
  'Moderate',
  'Moderately high',
  'High',
  'Very high',
] as const

/**
 * Unit-linked funds whose daily NAVs the `nav-history` page shows. The SFIN (segregated fund identification
 * number, as IRDAI assigns it) is the fund's key in addresses and downloads.
 */
export const Funds: CollectionConfig = {
  slug: 'funds',
  labels: { singular: 'Fund', plural: 'Funds' },
  admin: {
    group: ADMIN_GROUPS.products,
    useAsTitle: 'name',
    defaultColumns: ['name', 'sfin', 'category', 'risk', 'launchDate'],
    listSearchableFields: ['name', 'sfin'],
    description: 'Unit-linked funds shown on the NAV history page. Their daily NAVs are under Fund NAVs.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(() => [TAGS.funds])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.funds])],
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', label: 'Fund name', type: 'text', required: true },
    {
      name: 'sfin',
      label: 'SFIN',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'The segregated fund identification number from IRDAI, capitals and digits only (e.g. ULIF00112042021EQUITYFUND199); the NAV page and its downloads use it.',
      },
      validate: (value: string | null | undefined) =>
        (!!value && /^[A-Z0-9]{8,40}$/.test(value)) || 'Capital letters and digits only, 8 to 40 characters',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          label: 'Category',
          type: 'select',
          required: true,
          options: [...FUND_CATEGORIES],
        },
        { name: 'risk', label: 'Risk level', type: 'select', required: true, options: [...FUND_RISKS] },
        {
          name: 'launchDate',
          label: 'Launch date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'objective',
      label: 'Objective',
      type: 'textarea',
      admin: { description: 'One or two sentences on what the fund invests in, shown under its name.' },
    },
  ],
}
