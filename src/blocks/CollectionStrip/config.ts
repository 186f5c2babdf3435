import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'
import { STRIP_LIMIT, STRIP_SOURCE_LABELS, STRIP_SOURCES } from '@/domain/home'
import { linkGroup } from '@/cms/fields'

/**
 * A list of collection items (testimonials, media-centre items, blog posts, videos), read when the page renders,
 * so an editor's change to an item shows at once.
 */
export const CollectionStripConfig: Block = {
  slug: 'collectionStrip',
  labels: { singular: 'List of testimonials, media, posts or videos', plural: 'Lists' },
  admin: {
    components: {
      Label: rowLabel(
        'List of testimonials, media, posts or videos',
        ['heading', 'source'],
        STRIP_SOURCE_LABELS,
      ),
    },
  },
  fields: [
    {
      name: 'source',
      label: 'What to list',
      type: 'select',
      required: true,
      options: STRIP_SOURCES.map((value) => ({ label: STRIP_SOURCE_LABELS[value], value })),
      admin: { description: 'The newest published items come first.' },
    },
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'intro', label: 'Introduction', type: 'textarea' },
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
