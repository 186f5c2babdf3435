import type { CollectionConfig } from 'payload'

import { SEARCH_TYPES } from '@/domain/search'

import { isStaff } from '../../access'
import { labelled } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'

const nobody = () => false

/**
 * What the site search looks in (spec 2.3, 5): one entry per searchable published document, written only by the
 * hooks of the collections that feed it (see ./sync.ts). Staff can read it in the admin; nobody edits it by hand,
 * and anonymous REST calls see nothing (the public reads it through GET /api/v1/search-api).
 */
export const SearchIndex: CollectionConfig = {
  slug: 'search-index',
  labels: { singular: 'Search entry', plural: 'Search index' },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'heading',
    defaultColumns: ['heading', 'type', 'link', 'updatedAt'],
    description:
      'Kept up to date automatically when pages are published, unpublished or deleted. Edit the page, not the entry.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'What the search box shows and matches: the page’s title.' },
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      index: true,
      options: labelled(SEARCH_TYPES, {
        product_page: 'Plan page',
        parent_product_page: 'Plan category page',
        withdrawn_detail_page: 'Withdrawn plan page',
        withdrawn_list_page: 'Withdrawn plans list',
        blog: 'Blog post',
      }),
      admin: { description: 'Decides the group the result is listed under, from the page’s path.' },
    },
    {
      name: 'link',
      label: 'Link',
      type: 'text',
      required: true,
      admin: { description: 'The site path of the page.' },
    },
    { name: 'slug', label: 'Slug', type: 'text', admin: { description: 'The last part of the path.' } },
    {
      name: 'product_category',
      label: 'Plan category',
      type: 'text',
      admin: { description: 'A plan page’s first path segment, e.g. life-insurance.' },
    },
    {
      name: 'blog_category',
      label: 'Blog category',
      type: 'text',
      admin: { description: 'A blog post’s category, the second segment of its path.' },
    },
    { name: 'product_type', label: 'Product type code', type: 'text' },
    {
      name: 'source',
      label: 'Source',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The document this entry comes from, as collection:id (e.g. pages:12).' },
    },
  ],
}
