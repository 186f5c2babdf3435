/* Payload's own REST API, kept off the site's /api/v1 contract. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsRead, guardCmsWrite } from '@/server/cms-api'
import { expireAgainAfterCommit } from '@/server/cache/revalidate'

// Writes expire their cache tags in hooks, inside the transaction, and once more after it committed. Before Payload
// runs (src/server/cms-api): a malformed document id is a 404, an anonymous list at most a page, bodies are bounded
// and staff logins limited per account and client address.
// GET too: the job runner's GET /cms/api/payload-jobs/run publishes scheduled pages (src/server/jobs).
export const GET = guardCmsRead(expireAgainAfterCommit(REST_GET(config)))
export const POST = guardCmsWrite(expireAgainAfterCommit(REST_POST(config)))
export const DELETE = guardCmsRead(expireAgainAfterCommit(REST_DELETE(config)))
export const PATCH = guardCmsWrite(expireAgainAfterCommit(REST_PATCH(config)))
export const PUT = guardCmsWrite(expireAgainAfterCommit(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
