import 'server-only'

import { cache } from 'react'

import { currentPreview } from '@/server/preview'
import { pageWithMeta } from '@/server/seo'

import { pageLanguage } from '../i18n/language'

/**
 * One read per request, shared by generateMetadata and the page, in the page's language (English where the page has
 * no sections in it). The partner variant of a product
 * (`/life-insurance/{product}/po`, spec 2.1) is the product page in partner mode. Drafts only in a valid preview.
 */
export const loadPage = cache(async (path: string) => {
  const preview = await currentPreview()
  const loaded = await pageWithMeta(path, { preview: !!preview, language: await pageLanguage() })
  return loaded && { ...loaded, preview }
})

export type TLoadedPage = NonNullable<Awaited<ReturnType<typeof loadPage>>>
