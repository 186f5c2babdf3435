// next/image's own getImageProps, from its module of its own: importing it from 'next/image' would also import the
// image component, and with it its client code into every page that shows a picture.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
import { preload } from 'react-dom'

import { focalPosition, toSitePath } from '@/domain/shell/media'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  loading?: 'lazy' | 'eager'
  /** Overrides the stored alt text, e.g. '' when a link around the image already carries the name. */
  alt?: string
  /**
   * The page's main picture where this media query holds (e.g. '(min-width: 768px)' for a hero shown only from
   * tablets up): announced in the head so it is fetched with the HTML there, and never fetched where it is hidden.
   */
  preloadWhen?: string
}

/** An uploaded image with its required alt text; ids that were not populated render nothing. */
export function MediaImage({ media, sizes, className, priority, loading, alt, preloadWhen }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const text = alt ?? media.alt ?? ''
  // A frame that crops the picture (object-fit: cover) keeps the editor's focal point in view.
  const objectPosition = focalPosition(media)
  const image = {
    src: toSitePath(media.url),
    width: media.width ?? 640,
    height: media.height ?? 360,
    className,
    ...(objectPosition ? { style: { objectPosition } } : {}),
  }
  const vector = media.mimeType === 'image/svg+xml'
  // React announces in the head every picture not loaded lazily. Only the page's main picture should be: three
  // announced card pictures held the home page's first frame back by about a second in Lighthouse's mobile runs
  // (docs/performance.md), so the other pictures that load at once say they are of low priority, which React does
  // not announce.
  const eagerPriority = priority ? 'high' : (loading ?? 'lazy') === 'eager' ? 'low' : undefined
  const announce = preloadWhen ? (
    <PreloadLink
      media={preloadWhen}
      {...(vector ? { href: image.src } : preloadSources({ ...image, alt: text, sizes }))}
    />
  ) : null
  if (vector) {
    // The page's main picture (its LCP) is announced in the head, so the browser fetches it with the HTML.
    if (priority) preload(image.src, { as: 'image', fetchPriority: 'high' })
    // A vector needs no resizing or format negotiation: the image as it is.
    return (
      <>
        {announce}
        {/* eslint-disable-next-line @next/next/no-img-element -- see above: nothing for the image optimiser to do */}
        <img
          {...image}
          alt={text}
          loading={priority ? 'eager' : (loading ?? 'lazy')}
          fetchPriority={eagerPriority}
          decoding="async"
        />
      </>
    )
  }
  // A raster picture gets the optimiser's sources (sizes, widths, modern formats) as a plain image rendered on the
  // server: Next's image component would add its client code to every page that shows a picture.
  const { props } = getImageProps({
    ...image,
    alt: text,
    sizes,
    priority,
    loading: priority ? undefined : loading,
  })
  if (priority && !preloadWhen) {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    })
  }
  return (
    <>
      {announce}
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's own sources, see above */}
      <img {...props} alt={text} fetchPriority={eagerPriority} />
    </>
  )
}

/** The optimiser's sources for an image, as a preload link takes them. */
function preloadSources(image: Parameters<typeof getImageProps>[0]) {
  const { props } = getImageProps(image)
  return { href: props.src, imageSrcSet: props.srcSet, imageSizes: props.sizes }
}

/** A preload of the main picture, limited to the screens that show it; React puts it in the head. */
function PreloadLink(props: { media: string; href: string; imageSrcSet?: string; imageSizes?: string }) {
  return <link rel="preload" as="image" fetchPriority="high" {...props} />
}
