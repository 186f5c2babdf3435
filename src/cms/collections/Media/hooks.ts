import { TAGS } from '@/server/cache/tags'

import { revalidateCollection } from '../../hooks/revalidate'

/** A replaced image or its alt text can appear on any page, in the header logo or in the footer. */
export const revalidateMedia = revalidateCollection(() => [
  TAGS.pages,
  TAGS.settings,
  TAGS.header,
  TAGS.footer,
])
