import { partnerVariantOf } from '@/domain/seo/robots'
import { getPage } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { resolveSlug } from '@/server/http/slug'
import { metaRecordFor } from '@/server/seo'

type Ctx = { params: Promise<{ slug: string }> }

/**
 * GET /api/v1/meta-info/{slug} (spec 3, 7): the page meta record — title, description, canonical, robots, og_*,
 * twitter_*, scripts and the schema list — exactly what the page's head is built from.
 */
export const GET = contentRoute('meta-info', async (request, { params }: Ctx) => {
  const resolved = await resolveSlug(request, (await params).slug)
  if ('answer' in resolved) return resolved.answer
  const partnerOf = partnerVariantOf(resolved.path)
  const page = await getPage(partnerOf ?? resolved.path)
  if (!page) return Response.json({ status_code: 404, message: 'Page not found' }, { status: 404 })
  const record = await metaRecordFor(page, {
    servedAt: partnerOf ? resolved.path : undefined,
    partner: !!partnerOf,
  })
  return jsonWithEtag(request, record)
})
