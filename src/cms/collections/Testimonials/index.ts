import type { CollectionConfig } from 'payload'

import { TESTIMONIALS_PATH } from '@/domain/media-centre'
import { TAGS } from '@/server/cache/tags'

import { isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'
import { publishedField, publishedItemsOrStaff, slugField } from '../../fields/listing'

/** Every screen showing testimonials (the home strip, the testimonial pages) reads the one cached list. */
const tags = () => [TAGS.testimonials]

/** Customers' words about us: the home page's strip and one page each under /testimonials/{slug}. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'plan', 'published', 'featured', 'updatedAt'],
    description: `Customer testimonials, shown on the home page and under ${TESTIMONIALS_PATH}/{slug}.`,
  },
  access: { read: publishedItemsOrStaff, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: {
    afterChange: [revalidateCollection(tags)],
    afterDelete: [revalidateCollectionDelete(tags)],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: 'Customer name', type: 'text', required: true, localized: true, maxLength: 80 },
    slugField('name', 'The address of the testimonial page, /testimonials/{slug}.'),
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'City', type: 'text', localized: true, maxLength: 40 },
        { name: 'plan', label: 'Policy or plan', type: 'text', localized: true, maxLength: 80 },
      ],
    },
    {
      name: 'headline',
      label: 'Headline',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: 'A short line for cards, e.g. "The claim was settled in six days".' },
    },
    {
      name: 'quote',
      label: 'Quote',
      type: 'textarea',
      required: true,
      localized: true,
      minLength: 20,
      maxLength: 1500,
      admin: { description: 'The customer’s own words, 20 to 1,500 characters.' },
    },
    {
      name: 'photo',
      label: 'Photo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Shown round beside the words; without one, the initials on a colour from the name.',
      },
    },
    {
      name: 'rating',
      label: 'Rating',
      type: 'number',
      min: 1,
      max: 5,
      admin: { description: 'Optional, 1 to 5 stars.', step: 1 },
    },
    publishedField,
    {
      name: 'featured',
      label: 'Featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Featured testimonials come first on the home page.' },
    },
  ],
}
