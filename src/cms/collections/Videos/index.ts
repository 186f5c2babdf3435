import type { CollectionConfig } from 'payload'

import { VIDEOS_PATH, YOUTUBE_ID } from '@/domain/media-centre'
import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'
import { publishedField, publishedItemsOrStaff, slugField } from '../../fields/listing'

const tags = () => [TAGS.videos]

type TVideoData = { provider?: 'youtube' | 'hosted' | null }

/**
 * Videos on /discover/videos. The page shows the poster only; the player (a privacy-enhanced YouTube frame or the
 * hosted file) loads when the visitor presses play. Every video carries a transcript for people who cannot hear it.
 */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'provider', 'date', 'published', 'updatedAt'],
    description: `Videos listed under ${VIDEOS_PATH}.`,
  },
  access: { read: publishedItemsOrStaff, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(tags)],
    afterDelete: [revalidateCollectionDelete(tags)],
  },
  defaultSort: '-date',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, localized: true, maxLength: 140 },
    slugField('title', 'Anchor of the video on the videos page.'),
    { name: 'description', label: 'Description', type: 'textarea', localized: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          label: 'Where the video is',
          type: 'select',
          required: true,
          defaultValue: 'youtube',
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'File in the media library', value: 'hosted' },
          ],
        },
        {
          name: 'date',
          label: 'Date',
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'The videos page lists the newest first.',
          },
        },
        {
          name: 'duration_seconds',
          label: 'Duration (seconds)',
          type: 'number',
          min: 1,
          max: 36000,
        },
      ],
    },
    {
      name: 'youtube_id',
      label: 'YouTube video id',
      type: 'text',
      admin: {
        condition: (data: TVideoData) => data?.provider !== 'hosted',
        description: 'The 11 characters after watch?v= in the address.',
      },
      validate: (value: string | null | undefined, { data }: { data: TVideoData }) => {
        if (data?.provider === 'hosted') return true
        return (!!value && YOUTUBE_ID.test(value)) || 'A YouTube video id is 11 letters, digits, - or _'
      },
    },
    {
      name: 'file',
      label: 'Video file (MP4 or WebM)',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (data: TVideoData) => data?.provider === 'hosted' },
      validate: (value: unknown, { data }: { data: TVideoData }) =>
        data?.provider !== 'hosted' || !!value || 'Choose the video file',
    },
    {
      name: 'poster',
      label: 'Poster image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The still shown until the visitor presses play.' },
    },
    {
      name: 'transcript',
      label: 'Transcript',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'What is said and shown, for visitors who cannot hear or see the video.' },
    },
    publishedField,
  ],
}
