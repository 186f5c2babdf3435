import type { Field, GlobalConfig } from 'payload'

import { SOCIAL_NAMES } from '@/domain/contract/footer'
import { TAGS } from '@/server/cache/tags'

import { anyone, isEditor } from '../../access'
import { rowLabel } from '../../components/row-label'
import { urlField } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

const links = (name: string): Field => ({
  name,
  label: 'Links',
  type: 'array',
  labels: { singular: 'Link', plural: 'Links' },
  admin: { components: { RowLabel: rowLabel('Link', ['name']) } },
  fields: [{ name: 'name', label: 'Text', type: 'text', required: true }, urlField('url')],
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'The links, contact details and notices at the foot of every page.',
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(TAGS.footer)] },
  fields: [
    {
      name: 'category_section',
      // Each language has its own columns and links (decision 109); an empty Hindi list shows the English one.
      localized: true,
      label: 'Category sections',
      type: 'array',
      labels: { singular: 'Category section', plural: 'Category sections' },
      admin: {
        description: 'The first columns, usually the plans by kind.',
        components: { RowLabel: rowLabel('Category section', ['category_group']) },
      },
      fields: [{ name: 'category_group', label: 'Heading', type: 'text', required: true }, links('children')],
    },
    {
      name: 'menu_group',
      localized: true,
      label: 'Link groups',
      type: 'array',
      labels: { singular: 'Link group', plural: 'Link groups' },
      admin: {
        description: 'The columns after the category sections.',
        components: { RowLabel: rowLabel('Link group', ['category']) },
      },
      fields: [{ name: 'category', label: 'Heading', type: 'text', required: true }, links('children')],
    },
    {
      name: 'dropdowns',
      localized: true,
      label: 'Dropdown menus',
      type: 'array',
      labels: { singular: 'Dropdown menu', plural: 'Dropdown menus' },
      admin: {
        description: 'Closed lists of links that open when clicked, beside the contact details.',
        components: { RowLabel: rowLabel('Dropdown menu', ['label']) },
      },
      fields: [{ name: 'label', label: 'Title', type: 'text', required: true }, links('children')],
    },
    {
      name: 'contact_info',
      label: 'Contact details',
      type: 'group',
      admin: { description: 'Shown when at least the phone, the e-mail or the address is filled.' },
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Contact us', localized: true },
        { name: 'phone', label: 'Phone', type: 'text' },
        {
          name: 'hours',
          label: 'Hours',
          type: 'text',
          localized: true,
          admin: { description: 'When the phone line is open.' },
        },
        { name: 'email', label: 'E-mail', type: 'email' },
        { name: 'address', label: 'Address', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'social_media_group',
      label: 'Social links',
      type: 'array',
      labels: { singular: 'Social link', plural: 'Social links' },
      admin: { components: { RowLabel: rowLabel('Social link', ['network'], SOCIAL_NAMES) } },
      fields: [
        {
          name: 'network',
          label: 'Network',
          type: 'select',
          required: true,
          options: (['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const).map((value) => ({
            value,
            label: SOCIAL_NAMES[value],
          })),
        },
        urlField('url'),
      ],
    },
    {
      name: 'app_group',
      label: 'App links',
      type: 'array',
      labels: { singular: 'App link', plural: 'App links' },
      admin: { components: { RowLabel: rowLabel('App link', ['store']) } },
      fields: [
        {
          name: 'store',
          label: 'Store',
          type: 'select',
          required: true,
          options: ['Google Play', 'App Store'],
        },
        urlField('url'),
      ],
    },
    {
      name: 'bima_bharosa',
      label: 'Bima Bharosa',
      type: 'group',
      admin: {
        description:
          'A box pointing to IRDAI’s Bima Bharosa grievance portal; shown when it has a heading or text.',
      },
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', localized: true },
        { name: 'text', label: 'Text', type: 'textarea', localized: true },
        urlField('url', { required: false }),
      ],
    },
    { name: 'copy_rights', label: 'Copyright text', type: 'text', required: true, localized: true },
  ],
}
