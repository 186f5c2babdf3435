import type { Field, GlobalConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { anyone, isEditor } from '../../access'
import { urlField } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

const links = (name: string): Field => ({
  name,
  type: 'array',
  fields: [{ name: 'name', type: 'text', required: true }, urlField('url')],
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: ADMIN_GROUPS.content },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(TAGS.footer)] },
  fields: [
    {
      name: 'category_section',
      label: 'Category sections',
      type: 'array',
      fields: [{ name: 'category_group', label: 'Heading', type: 'text', required: true }, links('children')],
    },
    {
      name: 'menu_group',
      label: 'Link groups',
      type: 'array',
      fields: [{ name: 'category', label: 'Heading', type: 'text', required: true }, links('children')],
    },
    {
      name: 'dropdowns',
      label: 'Dropdown menus',
      type: 'array',
      fields: [{ name: 'label', type: 'text', required: true }, links('children')],
    },
    {
      name: 'contact_info',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', defaultValue: 'Contact us' },
        { name: 'phone', type: 'text' },
        { name: 'hours', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'address', type: 'textarea' },
      ],
    },
    {
      name: 'social_media_group',
      label: 'Social links',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'x', 'instagram', 'linkedin', 'youtube'],
        },
        urlField('url'),
      ],
    },
    {
      name: 'app_group',
      label: 'App links',
      type: 'array',
      fields: [
        { name: 'store', type: 'select', required: true, options: ['Google Play', 'App Store'] },
        urlField('url'),
      ],
    },
    {
      name: 'bima_bharosa',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'text', type: 'textarea' },
        urlField('url', { required: false }),
      ],
    },
    { name: 'copy_rights', label: 'Copyright text', type: 'text', required: true },
  ],
}
