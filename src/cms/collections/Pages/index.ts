import type { CollectionConfig } from 'payload'

import { isPagePath, normalizePagePath } from '@/domain/paths'

import { isAdmin, isEditor, publishedOrStaff } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { PAGE_BLOCKS } from '@/blocks/config'
import { postDetailsTab, productDetailsTab } from './details'
import { revalidatePage, revalidatePageDelete } from './hooks'
import { indexPage, unindexPage } from './search'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: 'Every content page of the site, addressed by its path.',
    // The Preview button: signs the editor into a short-lived preview of the draft (src/app/api/preview).
    preview: (doc) =>
      typeof doc?.path === 'string' ? `/api/preview?path=${encodeURIComponent(doc.path)}` : null,
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isAdmin },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: { afterChange: [revalidatePage, indexPage], afterDelete: [revalidatePageDelete, unindexPage] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Where the page lives, e.g. /legal/privacy-policy. The home page is /.',
      },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePagePath(value) : value)],
      },
      validate: (value: string | null | undefined) =>
        (!!value && isPagePath(value)) ||
        'Use lowercase words separated by dashes and slashes, e.g. /legal/privacy-policy',
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [{ name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS, required: true }],
        },
        productDetailsTab,
        postDetailsTab,
        {
          label: 'SEO',
          name: 'meta',
          fields: [
            {
              name: 'title',
              type: 'text',
              admin: { description: 'Shown in search results; about 60 characters.' },
            },
            { name: 'description', type: 'textarea', admin: { description: 'About 155 characters.' } },
            {
              name: 'canonical',
              type: 'text',
              admin: { description: 'Leave empty to use the page address.' },
            },
            {
              name: 'robots',
              type: 'select',
              defaultValue: 'index, follow',
              options: ['index, follow', 'noindex, follow', 'noindex, nofollow'],
            },
            { name: 'image', label: 'Share image', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Disclaimer',
          name: 'disclaimer',
          description: 'An optional strip shown under the page; without it the site-wide default is used.',
          fields: [
            { name: 'heading', type: 'text' },
            { name: 'description', type: 'textarea' },
          ],
        },
      ],
    },
    {
      name: 'partner_one',
      label: 'Partner mode (hide header, footer, menus and chat)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'scroll_to_page',
      label: 'Scroll to top after navigation',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
}
