import type { Block } from 'payload'

/**
 * A list of plans drawn from the pages' product details (src/ui/products): the plans on sale with the need filter
 * (its chips link to /life-insurance?need=…), the group plans, or the withdrawn plans with their dates.
 */
export const ProductListConfig: Block = {
  slug: 'productList',
  labels: { singular: 'Plan list', plural: 'Plan lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'show',
      type: 'select',
      required: true,
      defaultValue: 'on_sale',
      options: [
        { label: 'Individual plans on sale, with the need filter', value: 'on_sale' },
        { label: 'Group plans', value: 'group' },
        { label: 'Withdrawn plans, with their dates', value: 'withdrawn' },
      ],
    },
  ],
}
