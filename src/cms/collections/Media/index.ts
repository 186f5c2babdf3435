import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { missingFileAnswer } from '../../uploads/missing-file'
import { storedFiles, uploadFolder } from '../../uploads/storage'
import { MEDIA_CACHE_CONTROL, mediaFileAnswer } from './file-answer'
import { revalidateMedia } from './hooks'
import { refuseDeleteInUse } from './usage'

// MEDIA_DIR on the disk, or `media/` in the bucket (src/cms/uploads/storage.ts).
const files = storedFiles('media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media library' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isAdmin },
  upload: {
    staticDir: uploadFolder('media'),
    // Files go out with a lifetime and a validator, so browsers and shared caches keep them (decision 75).
    handlers: [missingFileAnswer(files), mediaFileAnswer(files)],
    // A byte range (a video's) is still Payload's own answer: it gets the same lifetime, not its refusal of a range
    // outside the file (416, `Content-Range: bytes */size`).
    modifyResponseHeaders: ({ headers }) => {
      if (!headers.get('Content-Range')?.startsWith('bytes */'))
        headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
    },
    // Videos: hosted files of the videos collection (src/cms/collections/Videos).
    mimeTypes: [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/svg+xml',
      'application/pdf',
      'video/mp4',
      'video/webm',
    ],
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
    // The editor marks what must stay in view; a frame that crops the picture anchors there (MediaImage).
    focalPoint: true,
    crop: true,
  },
  // A file in use is not deleted; the refusal says where it is used (decision 96).
  hooks: { afterChange: [revalidateMedia], beforeDelete: [refuseDeleteInUse] },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      admin: { description: 'What the image shows, for people who cannot see it. Required for images.' },
      validate: (value: string | null | undefined, { data }: { data: Partial<{ mimeType: string }> }) => {
        const isImage = typeof data?.mimeType === 'string' && data.mimeType.startsWith('image/')
        if (isImage && !value?.trim()) return 'Alternative text is required for images'
        return true
      },
    },
    {
      name: 'caption',
      label: 'Caption',
      type: 'text',
      admin: { description: 'For finding the file in the library; the site does not show it.' },
    },
    {
      name: 'usage',
      label: 'Where it is used',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/MediaUsage#MediaUsage' } },
    },
  ],
}
