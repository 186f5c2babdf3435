import { toSitePath } from '@/domain/shell/media'
import type { Media } from '@/payload-types'

import type { TGalleryImage } from './types'

/** A library image as the gallery needs it: the large size for the popup, the card size for the thumbnail. */
export function galleryImage(media: Media, caption: string | null): TGalleryImage | null {
  if (!media.url) return null
  const large = media.sizes?.hero?.url ? media.sizes.hero : null
  const card = media.sizes?.card?.url ? media.sizes.card : null
  return {
    src: toSitePath(large?.url ?? media.url),
    thumbnail: toSitePath(card?.url ?? media.url),
    alt: media.alt ?? '',
    caption,
    width: large?.width ?? media.width ?? 1280,
    height: large?.height ?? media.height ?? 720,
  }
}

/** A poster as the video player needs it. */
export function posterImage(media: Media | null): { src: string; width: number; height: number } | null {
  if (!media?.url) return null
  const large = media.sizes?.hero?.url ? media.sizes.hero : null
  return {
    src: toSitePath(large?.url ?? media.url),
    width: large?.width ?? media.width ?? 1280,
    height: large?.height ?? media.height ?? 720,
  }
}
