import '@/app/payload'

import { getFaqs } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'

/**
 * GET /api/v1/faqs (spec 7 content GET): every question and answer of the FAQ blocks on published pages, each with
 * the address and title of its page. From the tag cache: an editor's change is live on the next request.
 */
export const GET = contentRoute('faqs', async (request) => jsonWithEtag(request, await getFaqs()))
