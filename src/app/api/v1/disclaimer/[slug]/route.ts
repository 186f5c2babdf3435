import '@/app/payload'

import { pickDisclaimer } from '@/domain/shell/disclaimer'
import { partnerVariantOf } from '@/domain/seo/robots'
import { getPage, getSiteSettings } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { resolveSlug } from '@/server/http/slug'

type Ctx = { params: Promise<{ slug: string }> }

/**
 * GET /api/v1/disclaimer/{slug} (spec 3, 7): a list whose first item ({heading, description}) is the page's
 * disclaimer, else the site default; an empty list where no strip is shown (the disclaimer page itself).
 */
export const GET = contentRoute('disclaimer', async (request, { params }: Ctx) => {
  const resolved = await resolveSlug(request, (await params).slug)
  if ('answer' in resolved) return resolved.answer
  const [page, settings] = await Promise.all([
    getPage(partnerVariantOf(resolved.path) ?? resolved.path),
    getSiteSettings(),
  ])
  const strip = pickDisclaimer(resolved.path, page?.disclaimer, settings.default_disclaimer)
  return jsonWithEtag(request, strip ? [strip] : [])
})
