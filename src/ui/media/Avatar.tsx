import { avatarFor } from '@/domain/media-centre/avatar'
import type { Media } from '@/payload-types'

import { MediaImage } from '../primitives/MediaImage'

const SIZES = {
  md: { box: 'h-12 w-12 text-base', sizes: '48px' },
  lg: { box: 'h-16 w-16 text-xl', sizes: '64px' },
} as const

type Props = {
  /** The person's name: printed beside the avatar by the caller, so the avatar itself says nothing to a reader. */
  name: string
  photo?: Media | number | null
  size?: keyof typeof SIZES
}

/**
 * A person's round picture beside their name: their photo when the testimonial has one, otherwise their initials on a
 * colour picked from the name. Either way it is decoration (the photo's alt is empty, the badge aria-hidden): the name
 * beside it is what a screen reader reads.
 */
export function Avatar({ name, photo, size = 'md' }: Props) {
  const { box, sizes } = SIZES[size]
  // An id alone (a photo the read did not populate) has no address to show: the initials stand in.
  if (photo && typeof photo === 'object' && photo.url) {
    return (
      <MediaImage
        media={photo}
        alt=""
        sizes={sizes}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    )
  }
  const { initials, background } = avatarFor(name)
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide text-white select-none`}
      style={{ backgroundColor: background }}
    >
      {initials}
    </span>
  )
}
