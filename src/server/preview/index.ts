import 'server-only'

import { cookies, draftMode } from 'next/headers'

import { payloadSecret } from '../env'
import { type IPreviewClaims, PREVIEW_COOKIE, readPreviewToken } from './token'

export { issuePreviewToken, PREVIEW_COOKIE, PREVIEW_TTL_SECONDS } from './token'

/**
 * The preview this request belongs to, or null. Drafts are shown only when Next's draft mode is on AND the
 * editor's signed preview cookie is valid: the draft-mode cookie alone (one value for the whole deployment) is not
 * enough. Outside draft mode nothing is read, so published pages stay statically cached.
 */
export async function currentPreview(): Promise<IPreviewClaims | null> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const jar = await cookies()
  return readPreviewToken(payloadSecret(), jar.get(PREVIEW_COOKIE)?.value)
}
