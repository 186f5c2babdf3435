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
  if (media.mimeType === 'image/svg+xml') {
    // A vector needs no resizing or format negotiation: a plain image, rendered on the server, keeps Next's image
    // component (client code every page would load and hydrate) off pages whose only picture is the logo.
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for the image optimiser to do
      <img
        src={toSitePath(media.url)}
        alt={alt ?? media.alt ?? ''}
        width={media.width ?? 640}
        height={media.height ?? 360}
        className={className}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    )
  }
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
    />
  )
}
