import type { PayloadRequest } from 'payload'

import { SHARE_IMAGE_MIN, shareImageProblem } from '@/domain/seo/share-image'

export { SHARE_IMAGE_MIN }

/**
 * An upload field's check that the chosen image is big enough to be shown as a large card when the page is shared
 * (decision 96): the media record's own width and height, read on the server.
 */
export async function shareImageSize(
  value: unknown,
  { req }: { req: PayloadRequest },
): Promise<true | string> {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return true
  const media = await req.payload
    .findByID({ collection: 'media', id, depth: 0, req, disableErrors: true })
    .catch(() => null)
  if (!media) return 'The chosen image is not in the media library'
  return shareImageProblem(media) ?? true
}
