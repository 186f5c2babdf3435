import '@/app/payload'

import { blogScreen, blogScreenMeta, listingForPath } from '@/server/content/blog'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { resolveSlug } from '@/server/http/slug'
import { pageWithMeta } from '@/server/seo'

type Ctx = { params: Promise<{ slug: string }> }

/**
 * GET /api/v1/meta-info/{slug} (spec 3, 7): the page meta record — title, description, canonical, robots, og_*,
 * twitter_*, scripts and the schema list — exactly what the page's head is built from.
 */
export const GET = contentRoute('meta-info', async (request, { params }: Ctx) => {
  const resolved = await resolveSlug(request, (await params).slug)
  if ('answer' in resolved) return resolved.answer
  const loaded = await pageWithMeta(resolved.path)
  if (!loaded) {
    // The blog's category and tag lists are screens, not pages (spec 7 slugs blog-{category}, blog-guides-{tag}).
    const listing = listingForPath(resolved.path)
    const screen = listing && (await blogScreen(listing, undefined))
    if (screen) return jsonWithEtag(request, await blogScreenMeta(screen))
  }
  if (!loaded) return Response.json({ status_code: 404, message: 'Page not found' }, { status: 404 })
  return jsonWithEtag(request, loaded.meta)
})
