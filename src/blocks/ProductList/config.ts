import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

const SHOW = [
  { label: 'Individual plans on sale, with the need filter', value: 'on_sale' },
  { label: 'Group plans', value: 'group' },
  { label: 'Withdrawn plans, with their dates', value: 'withdrawn' },
]

/**
 * A list of plans drawn from the pages' product details (src/ui/products): the plans on sale with the need filter
 * (its chips link to /life-insurance?need=…), the group plans, or the withdrawn plans with their dates.
 */
export const ProductListConfig: Block = {
  slug: 'productList',
  labels: { singular: 'Plan list', plural: 'Plan lists' },
  admin: {
    components: {
      Label: rowLabel(
        'Plan list',
        ['heading', 'show'],
        Object.fromEntries(SHOW.map(({ label, value }) => [value, label])),
      ),
    },
  },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' },
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    {
      name: 'show',
      label: 'Plans shown',
      type: 'select',
      required: true,
      defaultValue: 'on_sale',
      options: SHOW,
      admin: { description: 'Filled from each plan page’s product details; nothing to list by hand.' },
    },
  ],
}
