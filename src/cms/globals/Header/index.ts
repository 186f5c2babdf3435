import type { Field, GlobalConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { anyone, isEditor } from '../../access'
import { urlField } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

export const MENU_STYLES = ['Life Insurance', 'Services', 'Calculator', 'Phone', 'Normal'] as const

const subMenuItem: Field[] = [
  { name: 'heading', type: 'text', required: true },
  { name: 'menu_link', type: 'group', fields: [urlField('url')] },
  { name: 'is_new', type: 'checkbox', defaultValue: false },
  { name: 'description', type: 'text' },
]

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: ADMIN_GROUPS.content, description: 'The main menu and the top navigation.' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal(TAGS.header)] },
  fields: [
    {
      name: 'menu',
      label: 'Main menu',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'menu_link', type: 'group', fields: [urlField('url', { required: false })] },
        {
          name: 'menu_style',
          type: 'select',
          required: true,
          defaultValue: 'Normal',
          options: [...MENU_STYLES],
        },
        { name: 'is_new', type: 'checkbox', defaultValue: false },
        { name: 'classes', type: 'text' },
        { name: 'icon', type: 'text' },
        {
          name: 'sub_menu',
          type: 'array',
          admin: { initCollapsed: true },
          fields: [
            ...subMenuItem,
            { name: 'children', label: 'Sub-items', type: 'array', fields: subMenuItem },
          ],
        },
      ],
    },
    {
      name: 'top_nav',
      label: 'Top navigation',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'menu_link', type: 'group', fields: [urlField('url')] },
        { name: 'new_tab', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
