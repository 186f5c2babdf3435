import type { Block } from 'payload'

import { apiSection } from '../api-section'

export const RichTextConfig: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Text' },
  fields: [{ name: 'content', type: 'richText', required: true }, apiSection],
}
