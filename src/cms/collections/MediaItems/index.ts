import type { CollectionConfig } from 'payload'

import { MEDIA_PATH, MEDIA_TYPE_SINGULAR, MEDIA_TYPES } from '@/domain/media-centre'
import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor } from '../../access'
import { rowLabel } from '../../components/row-label'
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
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 160 },
    slugField('title', 'The address of the item, /discover/media/{slug}.'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Type',
          type: 'select',
          required: true,
          defaultValue: 'press-release',
          options: MEDIA_TYPES.map((value) => ({ label: MEDIA_TYPE_SINGULAR[value], value })),
        },
        {
          name: 'date',
          label: 'Date',
          type: 'date',
          required: true,
          index: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'Of the release, article or award; lists show the newest first.',
          },
        },
      ],
    },
    {
      name: 'source',
      label: 'Source',
      type: 'text',
      maxLength: 80,
      admin: { description: 'The publication or awarding body, for news and awards.' },
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'textarea',
      required: true,
      maxLength: 320,
      admin: { description: 'Shown in lists and as the page description; about 160 characters.' },
    },
    {
      name: 'body',
      label: 'Full text',
      type: 'richText',
      admin: { description: 'Shown on the item’s own page.' },
    },
    {
      name: 'images',
      label: 'Photographs',
      type: 'array',
      maxRows: 12,
      labels: { singular: 'Photograph', plural: 'Photographs' },
      admin: {
        description: 'Photographs shown as thumbnails; a click opens each one in the image popup.',
        components: { RowLabel: rowLabel('Photograph', ['caption']) },
      },
      fields: [
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'caption',
          label: 'Caption',
          type: 'text',
          maxLength: 200,
          admin: { description: 'Under the thumbnail and as the popup’s title.' },
        },
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
