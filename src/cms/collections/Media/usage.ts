import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { describeUses, mediaUses } from '../../uploads/usage'

/** Refused with the message the admin shows (409 through the REST API). */
class MediaInUse extends APIError {
  constructor(message: string) {
    super(message, 409, null, true)
  }
}

/**
 * A file still used by a page, a post, a menu or a listed item is not deleted (decision 96): the refusal names
 * where it is used, as the file's "Where it is used" does, so the editor replaces it there first.
 */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await mediaUses(req.payload, id, req)
  if (uses.length === 0) return
  throw new MediaInUse(
    `This file is used in ${uses.length} place(s): ${describeUses(uses)}. Replace or remove it there before deleting it.`,
  )
}
