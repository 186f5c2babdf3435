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
  const text = alt ?? media.alt ?? ''
  const image = {
    src: toSitePath(media.url),
    width: media.width ?? 640,
    height: media.height ?? 360,
    className,
  }
  if (media.mimeType === 'image/svg+xml') {
    // A vector needs no resizing or format negotiation: a plain image, rendered on the server, keeps Next's image
    // component (client code every page would load and hydrate) off pages whose only picture is the logo.
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for the image optimiser to do
      <img
        {...image}
        alt={text}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    )
  }
  return (
    <Image {...image} alt={text} sizes={sizes} priority={priority} loading={priority ? undefined : loading} />
  )
}
