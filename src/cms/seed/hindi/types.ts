import type { Page } from '@/payload-types'

import type { PageBlock } from '../types'

/**
 * A page's Hindi version as the seed writes it (decision 109): its own sections, title and SEO texts, and for a
 * plan or a post the localized texts of its details. The path finds the English page it belongs to.
 */
export type THindiPage = {
  path: string
  title: string
  layout: PageBlock[]
  meta: { title: string; description: string }
  disclaimer?: { heading: string; description: string }
  product?: Pick<
    NonNullable<Page['product']>,
    'summary' | 'key_benefits' | 'eligibility' | 'premium_examples' | 'premium_note' | 'brochure'
  >
  post?: { excerpt: string; author_name: string; author_role: string }
}
