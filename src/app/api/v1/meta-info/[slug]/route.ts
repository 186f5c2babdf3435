import '@/app/payload'

import { blogScreen, blogScreenMeta, listingForPath } from '@/server/content/blog'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { requestPageLanguage, resolveSlug } from '@/server/http/slug'
import { pageWithMeta } from '@/server/seo'

type Ctx = { params: Promise<{ slug: string }> }

/**
 * GET /api/v1/meta-info/{slug} (spec 3, 7): the page meta record — title, description, canonical, robots, og_*,
 * twitter_*, scripts and the schema list — exactly what the page's head is built from. In the language of the page
 * the request is for (`api-referrer` /hi/..., else the Referer or the language cookie): a Hindi page's head is
 * built from its Hindi version, or the English one where it has none, and a blog list's in Hindi.
 */
export const GET = contentRoute('meta-info', async (request, { params }: Ctx) => {
  const resolved = await resolveSlug(request, (await params).slug)
  if ('answer' in resolved) return resolved.answer
  const language = requestPageLanguage(request)
  const loaded = await pageWithMeta(resolved.path, { language })
  if (!loaded) {
    // The blog's category and tag lists are screens, not pages (spec 7 slugs blog-{category}, blog-guides-{tag}).
    const listing = listingForPath(resolved.path)
    const screen = listing && (await blogScreen(listing, undefined, language))
    if (screen) return jsonWithEtag(request, await blogScreenMeta(screen))
  }
  if (!loaded) return Response.json({ status_code: 404, message: 'Page not found' }, { status: 404 })
  return jsonWithEtag(request, loaded.meta)
})
