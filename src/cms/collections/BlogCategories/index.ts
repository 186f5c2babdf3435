import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
} from 'payload'

import { categoryPath } from '@/domain/blog'
import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor, isStaff } from '../../access'
import { slugField } from '../../fields/listing'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

/** Refused with the message the admin shows beside the form (409 through the REST API). */
class CategoryInUse extends APIError {
  constructor(message: string) {
    super(message, 409, null, true)
  }
}

async function postsIn(req: Parameters<CollectionBeforeDeleteHook>[0]['req'], id: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { 'post.category': { equals: id } },
    req,
  })
  return totalDocs
}

/**
 * A category's address part is what its posts' addresses are made of (/blog/{category}/{post}): while a post is
 * filed under it, it keeps its address and cannot be deleted (its name can change).
 */
const keepAddressInUse: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.slug === undefined || data.slug === originalDoc.slug)
    return data
  const count = await postsIn(req, originalDoc.id)
  if (count > 0)
    throw new CategoryInUse(
      `${count} post(s) are filed under ${categoryPath(originalDoc.slug)}: its address cannot change while they are`,
    )
  return data
}

const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const count = await postsIn(req, id)
  if (count > 0)
    throw new CategoryInUse(
      `${count} post(s) are filed under this category: move them to another category before deleting it`,
    )
}

/** The blog's categories (decision 96): a post picks one, and its address follows it. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    description: 'The categories a blog post is filed under; each has its list at /blog/{slug}.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isAdmin },
  defaultSort: 'name',
  hooks: {
    beforeChange: [keepAddressInUse],
    beforeDelete: [refuseDeleteInUse],
    afterChange: [revalidateCollection(() => [TAGS.pages])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.pages])],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 60 },
    slugField(
      'name',
      'The address part of the category: /blog/{slug}, and of its posts: /blog/{slug}/{post}.',
    ),
  ],
}
