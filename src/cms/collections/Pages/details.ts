import type { Condition, PayloadRequest, Tab } from 'payload'

import { isPostPath, normalizeTag } from '@/domain/blog'
import { hasProductDetails, isWithdrawnPlanPath, PRODUCT_NEEDS, PRODUCT_TYPE_CODES } from '@/domain/products'

import { rowLabel } from '../../components/row-label'
import { SHARE_IMAGE_MIN, shareImageSize } from '../../fields/share-image'

export const CHOOSE_CATEGORY = 'Choose the post’s category'

/**
 * Typed details of the two kinds of page that lists, search and structured data read (decision 38,
 * docs/decisions/0038-products-and-blog-posts-stay-cms-pages-with-typed-details.md): a plan's product details and a blog post's details. Each tab shows
 * only for the paths it belongs to.
 */

const pathOf = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { path?: unknown }).path === 'string'
    ? (data as { path: string }).path
    : ''

const forProducts: Condition = (data) => hasProductDetails(pathOf(data))
const forWithdrawn: Condition = (data) => isWithdrawnPlanPath(pathOf(data))
const forPosts: Condition = (data) => isPostPath(pathOf(data))

const UIN = /^[0-9]{3}[A-Z][0-9]{3}V[0-9]{2}$/

const wholeNumber =
  (min: number, max: number, what: string) =>
  (value: number | null | undefined): true | string =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && value >= min && value <= max) ||
    `${what} is a whole number from ${min} to ${max}`

export const productDetailsTab: Tab = {
  name: 'product',
  label: 'Product details',
  admin: {
    condition: forProducts,
    description:
      'What plan lists, the search and the plan page show. Shown for /life-insurance/…, /group-life-insurance/… and withdrawn plans.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'need',
          label: 'Customer need',
          type: 'select',
          options: PRODUCT_NEEDS.map((need) => ({ label: need.label, value: need.value })),
          admin: { description: 'The filter of the plan list. Group plans leave it empty.', width: '33%' },
        },
        {
          name: 'type_code',
          label: 'Product type code',
          type: 'select',
          options: PRODUCT_TYPE_CODES.map((code) => ({ label: code.label, value: code.value })),
          admin: {
            description: 'With the need, decides the standard terms in the plan’s brochure and wording.',
            width: '33%',
          },
        },
        {
          name: 'uin',
          label: 'UIN',
          type: 'text',
          admin: { description: 'IRDAI unique identification number, e.g. 000N009V01.', width: '33%' },
          validate: (value: string | null | undefined) =>
            !value ||
            UIN.test(value) ||
            'A UIN looks like 000N009V01: 3 digits, a letter, 3 digits, V, 2 digits',
        },
      ],
    },
    {
      name: 'summary',
      label: 'One-line summary',
      type: 'text',
      localized: true,
      maxLength: 200,
      admin: { description: 'Shown on plan cards in the list.' },
    },
    {
      name: 'key_benefits',
      label: 'Key benefits',
      type: 'array',
      localized: true,
      maxRows: 8,
      labels: { singular: 'Benefit', plural: 'Key benefits' },
      admin: { components: { RowLabel: rowLabel('Benefit') } },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
    {
      name: 'eligibility',
      label: 'Eligibility',
      type: 'group',
      admin: { description: 'Shown on the plan page and in its brochure and policy wording.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'entry_age_min',
              label: 'Entry age, minimum (years)',
              type: 'number',
              validate: wholeNumber(0, 99, 'An age'),
            },
            {
              name: 'entry_age_max',
              label: 'Entry age, maximum (years)',
              type: 'number',
              validate: wholeNumber(0, 99, 'An age'),
            },
            {
              name: 'maturity_age_max',
              label: 'Age at maturity, maximum (years)',
              type: 'number',
              validate: wholeNumber(0, 120, 'An age'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'policy_term',
              label: 'Policy term',
              type: 'text',
              localized: true,
              admin: { description: 'e.g. 10 to 40 years' },
            },
            {
              name: 'premium_paying_term',
              label: 'Premium paying term',
              type: 'text',
              localized: true,
              admin: { description: 'e.g. single, 5, 10 or regular' },
            },
            {
              name: 'sum_assured_min',
              label: 'Sum assured, minimum (₹)',
              type: 'number',
              min: 0,
            },
          ],
        },
      ],
    },
    {
      name: 'premium_examples',
      label: 'Premium examples',
      type: 'array',
      localized: true,
      maxRows: 12,
      labels: { singular: 'Example', plural: 'Premium examples' },
      admin: {
        description: 'Indicative premiums, shown as a table on the plan page.',
        components: { RowLabel: rowLabel('Example', ['profile']) },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'profile',
              label: 'Who',
              type: 'text',
              required: true,
              admin: { description: 'e.g. Man, 30, non-smoker' },
            },
            { name: 'sum_assured', label: 'Sum assured (₹)', type: 'number', required: true, min: 0 },
            {
              name: 'policy_term',
              label: 'Policy term',
              type: 'text',
              admin: { description: 'e.g. 30 years' },
            },
            { name: 'premium', label: 'Yearly premium (₹)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'premium_note',
      label: 'Premium note',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: 'Small print under the examples, on the plan page and in its brochure.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'brochure',
          label: 'Sales brochure (PDF)',
          type: 'upload',
          relationTo: 'media',
          localized: true,
          filterOptions: { mimeType: { equals: 'application/pdf' } },
          admin: {
            description:
              'Offered for download on the plan page. A Hindi page without its own file offers the English one.',
          },
        },
        {
          name: 'policy_wording',
          label: 'Policy wording (PDF)',
          type: 'upload',
          relationTo: 'media',
          localized: true,
          filterOptions: { mimeType: { equals: 'application/pdf' } },
          admin: {
            description:
              'Offered for download on the plan page. A Hindi page without its own file offers the English one.',
          },
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: forWithdrawn },
      fields: [
        {
          name: 'launched_on',
          label: 'Launched on',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'withdrawn_on',
          label: 'Withdrawn on',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'Withdrawn plans: the last day of sale.',
          },
        },
        {
          name: 'replaced_by',
          label: 'Replaced by',
          type: 'relationship',
          relationTo: 'pages',
          filterOptions: { path: { like: '/life-insurance/' } },
          admin: {
            description:
              'The plan on sale in its place; linked from the withdrawn plans list once published.',
          },
        },
      ],
    },
  ],
}

export const postDetailsTab: Tab = {
  name: 'post',
  label: 'Post details',
  admin: {
    condition: forPosts,
    description:
      'Shown for blog posts (/blog/{category}/{post}); the address’s category part follows the category chosen here.',
  },
  fields: [
    {
      name: 'category',
      label: 'Category',
      type: 'relationship',
      relationTo: 'blog-categories',
      admin: {
        description: 'One of the blog categories (Content → Blog categories); the post’s address follows it.',
      },
      // Required for posts only: the tab shows for post addresses, and other pages leave it empty.
      validate: (value: unknown, { data }: { data: unknown }) =>
        !isPostPath(pathOf(data)) ||
        (value !== null && value !== undefined && value !== '') ||
        CHOOSE_CATEGORY,
    },
    {
      name: 'excerpt',
      label: 'Excerpt',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for lists and the post’s description.' },
    },
    {
      type: 'row',
      fields: [
        // The byline is written per language (a Hindi page names its author in Devanagari).
        { name: 'author_name', label: 'Author', type: 'text', localized: true, maxLength: 80 },
        {
          name: 'author_role',
          label: 'Author’s role',
          type: 'text',
          localized: true,
          maxLength: 80,
          admin: { description: 'e.g. Certified financial planner' },
        },
        {
          name: 'published_on',
          label: 'Published on',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'Lists are ordered by it, newest first.',
          },
        },
      ],
    },
    {
      name: 'tags',
      label: 'Tags',
      type: 'text',
      hasMany: true,
      maxRows: 8,
      admin: {
        description:
          'Guides the post belongs to, chosen from the blog tags (Content → Blog tags); each has a page at /blog/guides/{tag}.',
        // A picker offering the blog tags; the post keeps each tag's address part (decision 96).
        components: { Field: '/cms/components/TagPicker#TagPicker' },
      },
      hooks: {
        beforeValidate: [
          ({ value }) =>
            Array.isArray(value)
              ? [...new Set(value.map((tag) => (typeof tag === 'string' ? (normalizeTag(tag) ?? tag) : tag)))]
              : value,
        ],
      },
      validate: async (value: string[] | null | undefined, { req }: { req: PayloadRequest }) => {
        if (!value?.length) return true
        if (!value.every((tag) => normalizeTag(tag) === tag && tag.length <= 40))
          return 'A tag is lowercase words joined by dashes, at most 40 characters, e.g. tax-saving'
        const { docs } = await req.payload.find({
          collection: 'blog-tags',
          where: { slug: { in: value } },
          select: { slug: true },
          pagination: false,
          depth: 0,
          req,
        })
        const known = new Set(docs.map((doc) => doc.slug))
        const unknown = value.filter((tag) => !known.has(tag))
        return (
          unknown.length === 0 || `No blog tag ${unknown.join(', ')}: add it under Content → Blog tags first`
        )
      },
    },
    {
      name: 'image',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
      admin: {
        description: `On the post’s card in lists, and when the post is shared: at least ${SHARE_IMAGE_MIN.width}×${SHARE_IMAGE_MIN.height} pixels.`,
      },
      validate: shareImageSize,
    },
  ],
}
