import '@/app/payload'

import { EKYC_PAGE, EKYC_TEXTS } from '@/domain/services/ekyc'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { EKYC_SCREEN, serviceMeta } from '@/server/services/page'

/**
 * GET /api/v1/aadhaar-e-kyc/aadhaar-ekyc-consent-revoking (spec 7 content GET): the revocation page's words, the
 * consent text the visitor accepts, what is said once the request is received, and the page's meta record; the
 * same the page shows. Like the other content GETs it takes `api-version` and the caller's `api-referrer` (one
 * page, so the referrer changes nothing) and answers 304 to its ETag.
 */
export const GET = contentRoute('aadhaar-e-kyc', async (request) =>
  jsonWithEtag(request, {
    status_code: 200,
    data: {
      path: EKYC_PAGE.path,
      title: EKYC_PAGE.title,
      heading: EKYC_PAGE.heading,
      intro: EKYC_PAGE.intro,
      help: EKYC_PAGE.help,
      consent: EKYC_TEXTS.confirm,
      received: { title: EKYC_TEXTS.doneTitle, text: EKYC_TEXTS.doneText },
      meta: await serviceMeta(EKYC_SCREEN),
    },
  }),
)
