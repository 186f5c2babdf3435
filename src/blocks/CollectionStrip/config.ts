import type { Block } from 'payload'

import { STRIP_LIMIT, STRIP_SOURCE_LABELS, STRIP_SOURCES } from '@/domain/home'
import { linkGroup } from '@/cms/fields'

/**
 * A list of collection items (testimonials, media-centre items, blog posts, videos), read when the page renders,
 * so an editor's change to an item shows at once.
 */
export const CollectionStripConfig: Block = {
  slug: 'collectionStrip',
  labels: { singular: 'List of testimonials, media, posts or videos', plural: 'Lists' },
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      options: STRIP_SOURCES.map((value) => ({ label: STRIP_SOURCE_LABELS[value], value })),
    },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'limit',
      label: 'How many items',
      type: 'number',
      min: STRIP_LIMIT.min,
      max: STRIP_LIMIT.max,
      defaultValue: STRIP_LIMIT.default,
    },
    linkGroup('link', 'See-all link', false),
  ],
}
