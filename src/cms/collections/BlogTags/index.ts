import type { CollectionConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor, isStaff } from '../../access'
import { slugField } from '../../fields/listing'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/**
 * The blog's tags (decision 96): the choices the post's tag picker offers. A post keeps the tag's address part
 * (`post.tags`), which is also the guide's address, /blog/guides/{slug}.
 */
export const BlogTags: CollectionConfig = {
  slug: 'blog-tags',
  labels: { singular: 'Blog tag', plural: 'Blog tags' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    description: 'The tags a blog post can carry; each has its guide page at /blog/guides/{slug}.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isAdmin },
  defaultSort: 'name',
  hooks: {
    afterChange: [revalidateCollection(() => [TAGS.pages])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.pages])],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 60 },
    slugField('name', 'The address part of the tag’s guide page: /blog/guides/{slug}.'),
  ],
}
