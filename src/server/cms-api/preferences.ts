import 'server-only'

import { payloadClient } from '../content/payload'

const PREFERENCES = '/cms/api/payload-preferences/'

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * DELETE /cms/api/payload-preferences/<key>: a staff member forgets one of their admin preferences. Payload's own
 * answer deletes with one statement whose condition on the preference's owner SQLite cannot run (a 500 for every
 * key, there or not); here the preference is found as Payload's own read finds it, then deleted by its id.
 * Null for any other request.
 */
export async function deletePreference(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (request.method !== 'DELETE' || !pathname.startsWith(PREFERENCES)) return null
  const key = decodeURIComponent(pathname.slice(PREFERENCES.length))
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user)
    return answer(401, { errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }] })
  const { docs } = await payload.db.find({
    collection: 'payload-preferences',
    limit: 1,
    pagination: false,
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
  })
  const found = docs[0] as { id: number | string } | undefined
  if (!found) return answer(404, { errors: [{ message: 'Not Found' }] })
  await payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: found.id } } })
  return answer(200, { ...found, message: 'Deleted successfully.' })
}
