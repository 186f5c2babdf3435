import type { CollectionConfig } from 'payload'

import { dayValue } from '@/domain/nav-history'
import { TAGS } from '@/server/cache/tags'

import { anyone, isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/**
 * One fund's net asset value per unit on one day. One row per fund and day (a unique compound index); the day is
 * kept as YYYY-MM-DD text, a calendar day in India with no time zone to shift it. Editors correct a NAV here;
 * daily NAVs would normally be loaded by a feed from fund accounting.
 */
export const FundNavs: CollectionConfig = {
  slug: 'fund-navs',
  labels: { singular: 'Fund NAV', plural: 'Fund NAVs' },
  admin: {
    group: ADMIN_GROUPS.products,
    useAsTitle: 'date',
    defaultColumns: ['date', 'fund', 'nav'],
    description: 'Daily NAVs per fund (₹ per unit).',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(() => [TAGS.funds])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.funds])],
  },
  defaultSort: '-date',
  indexes: [{ fields: ['fund', 'date'], unique: true }],
  fields: [
    { name: 'fund', label: 'Fund', type: 'relationship', relationTo: 'funds', required: true, index: true },
    {
      name: 'date',
      label: 'Date',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The day the NAV is for, as YYYY-MM-DD; one NAV per fund and day.' },
      validate: (value: string | null | undefined) =>
        (!!value && dayValue(value) !== null) || 'A date such as 2025-04-01',
    },
    { name: 'nav', label: 'NAV (₹)', type: 'number', required: true, min: 0.0001 },
  ],
}
