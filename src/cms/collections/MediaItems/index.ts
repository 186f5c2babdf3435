import type { CollectionConfig } from 'payload'

import { MEDIA_PATH, MEDIA_TYPE_SINGULAR, MEDIA_TYPES } from '@/domain/media-centre'
import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'
import { publishedField, publishedItemsOrStaff, slugField } from '../../fields/listing'

const tags = () => [TAGS.mediaItems]

/** The media centre: press releases, news coverage and awards, listed on /discover/media, one page each. */
export const MediaItems: CollectionConfig = {
  slug: 'media-items',
  labels: { singular: 'Media-centre item', plural: 'Media centre' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'date', 'published', 'updatedAt'],
    description: `Press releases, news and awards, shown under ${MEDIA_PATH}.`,
  },
  access: { read: publishedItemsOrStaff, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(tags)],
    afterDelete: [revalidateCollectionDelete(tags)],
  },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('title', 'The address of the item, /discover/media/{slug}.'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'press-release',
          options: MEDIA_TYPES.map((value) => ({ label: MEDIA_TYPE_SINGULAR[value], value })),
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'source',
      type: 'text',
      maxLength: 80,
      admin: { description: 'The publication or awarding body, for news and awards.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 320,
      admin: { description: 'Shown in lists and as the page description; about 160 characters.' },
    },
    { name: 'body', type: 'richText' },
    {
      name: 'images',
      type: 'array',
      maxRows: 12,
      admin: { description: 'Photographs shown as thumbnails; a click opens each one in the image popup.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', maxLength: 200 },
      ],
    },
    {
      name: 'external_url',
      label: 'Original article (https)',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) || 'Use a full https:// address',
    },
    publishedField,
  ],
}
