/**
 * The smallest picture accepted as a page's share image (decision 96): 600×315 pixels, the 1.91:1 card the large
 * link previews of the social networks and messengers draw; a smaller picture is shown as a thumbnail or not at all.
 * 1200×630 is what they recommend for sharp cards on wide screens, and is said in the field's help.
 */
export const SHARE_IMAGE_MIN = { width: 600, height: 315 } as const

export interface IImageSize {
  mimeType?: string | null
  width?: number | null
  height?: number | null
}

/** Why a media file cannot be the share image, or null when it can. */
export function shareImageProblem(image: IImageSize): string | null {
  const { width, height } = SHARE_IMAGE_MIN
  if (!image.mimeType?.startsWith('image/')) return 'The share image must be a picture (PNG, JPEG or WebP)'
  if (typeof image.width !== 'number' || typeof image.height !== 'number')
    return image.mimeType === 'image/svg+xml'
      ? null
      : 'The size of this picture is not known: upload it again'
  if (image.width < width || image.height < height)
    return `The share image must be at least ${width}×${height} pixels (1200×630 looks best); this one is ${image.width}×${image.height}`
  return null
}
