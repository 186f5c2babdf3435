import type { CollectionConfig } from 'payload'

import { SEARCH_TYPES } from '@/domain/search'

import { isStaff } from '../../access'
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
    { name: 'heading', type: 'text', required: true, index: true },
    { name: 'type', type: 'select', required: true, index: true, options: [...SEARCH_TYPES] },
    { name: 'link', type: 'text', required: true, admin: { description: 'The site path of the page.' } },
    { name: 'slug', type: 'text' },
    { name: 'product_category', type: 'text' },
    { name: 'blog_category', type: 'text' },
    { name: 'product_type', label: 'Product type code', type: 'text' },
    {
      name: 'source',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The document this entry comes from, as collection:id (e.g. pages:12).' },
    },
  ],
}
