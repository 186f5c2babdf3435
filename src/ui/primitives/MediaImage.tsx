import Image from 'next/image'

import { toSitePath } from '@/domain/shell/media'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  loading?: 'lazy' | 'eager'
  /** Overrides the stored alt text, e.g. '' when a link around the image already carries the name. */
  alt?: string
}

/** An uploaded image with its required alt text; ids that were not populated render nothing. */
export function MediaImage({ media, sizes, className, priority, loading, alt }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const isSvg = media.mimeType === 'image/svg+xml'
  return (
    <Image
      src={toSitePath(media.url)}
      alt={alt ?? media.alt ?? ''}
      width={media.width ?? 640}
      height={media.height ?? 360}
      sizes={sizes}
      className={className}
      priority={priority}
      loading={priority ? undefined : loading}
      unoptimized={isSvg}
    />
  )
}
