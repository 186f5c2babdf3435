import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
}

/** An uploaded image with its required alt text; ids that were not populated render nothing. */
export function MediaImage({ media, sizes, className, priority }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const isSvg = media.mimeType === 'image/svg+xml'
  return (
    <Image
      src={media.url}
      alt={media.alt ?? ''}
      width={media.width ?? 640}
      height={media.height ?? 360}
      sizes={sizes}
      className={className}
      priority={priority}
      unoptimized={isSvg}
    />
  )
}
