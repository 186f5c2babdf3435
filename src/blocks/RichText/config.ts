import type { Block } from 'payload'

import { rowLabel } from '@/cms/components/row-label'

import { apiSection } from '../api-section'

export const RichTextConfig: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Text' },
  admin: { components: { Label: rowLabel('Text', ['content']) } },
  fields: [{ name: 'content', label: 'Text', type: 'richText', required: true }, apiSection],
}
