import type { Field, GlobalConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { anyone, isEditor } from '../../access'
import { rowLabel } from '../../components/row-label'
import { labelled, urlField } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

export const MENU_STYLES = ['Life Insurance', 'Services', 'Calculator', 'Phone', 'Normal'] as const

/** The menu item's link: a group in the stored shape (`menu_link.url`, spec 3), shown as one field. */
const menuLink = (required: boolean): Field => ({
  name: 'menu_link',
  label: false,
  type: 'group',
  fields: [urlField('url', { required })],
})

const isNew = (): Field => ({
  name: 'is_new',
  label: 'Show a "New" badge',
  type: 'checkbox',
  defaultValue: false,
})

const subMenuItem: Field[] = [
  { name: 'heading', label: 'Heading', type: 'text', required: true },
  menuLink(true),
  isNew(),
  {
    name: 'description',
    label: 'Description',
    type: 'text',
    admin: { description: 'A short line under the heading in the menu panel.' },
  },
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
      // Each language has its own menu (decision 109); an empty Hindi menu shows the English one.
      localized: true,
      label: 'Main menu',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: { initCollapsed: true, components: { RowLabel: rowLabel('Menu item') } },
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', required: true },
        menuLink(false),
        {
          name: 'menu_style',
          label: 'Menu style',
          type: 'select',
          required: true,
          defaultValue: 'Normal',
          options: labelled(MENU_STYLES, {
            'Life Insurance': 'Life insurance (a wide panel of plans)',
            Services: 'Services (a two-column panel)',
            Calculator: 'Calculator (a wide panel of calculators)',
            Phone: 'Phone (calls a number)',
            Normal: 'Normal',
          }),
          admin: { description: 'How the item’s submenu opens on wider screens.' },
        },
        isNew(),
        {
          name: 'classes',
          label: 'Extra CSS classes',
          type: 'text',
          admin: { description: 'For the web team; leave empty.' },
        },
        {
          name: 'icon',
          label: 'Icon',
          type: 'text',
          admin: { description: 'Phone style only: the name of the icon before the heading, e.g. phone.' },
        },
        {
          name: 'sub_menu',
          label: 'Submenu',
          type: 'array',
          labels: { singular: 'Submenu item', plural: 'Submenu items' },
          admin: { initCollapsed: true, components: { RowLabel: rowLabel('Submenu item') } },
          fields: [
            ...subMenuItem,
            {
              name: 'children',
              label: 'Sub-items',
              type: 'array',
              labels: { singular: 'Sub-item', plural: 'Sub-items' },
              admin: {
                description: 'Listed under this item in the Life Insurance and Normal styles.',
                components: { RowLabel: rowLabel('Sub-item') },
              },
              fields: subMenuItem,
            },
          ],
        },
      ],
    },
    {
      name: 'top_nav',
      localized: true,
      label: 'Top navigation',
      type: 'array',
      labels: { singular: 'Link', plural: 'Links' },
      admin: {
        description: 'The small links in the strip above the main menu, from tablet width up.',
        components: { RowLabel: rowLabel('Link') },
      },
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', required: true },
        menuLink(true),
        { name: 'new_tab', label: 'Open in a new tab', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
