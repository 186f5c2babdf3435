'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useRef, useState } from 'react'

import type { TGalleryImage } from './types'

// The popup's dialog code loads only when a visitor opens a picture.
const ImagePopup = dynamic(() => import('./ImagePopup').then((module) => module.ImagePopup), { ssr: false })

/**
 * A media-centre item's photographs as thumbnails; pressing one opens it in the image popup (spec 2.5, id
 * media-center-image-popup) with a close button. Escape and the close button close it; focus returns to the thumbnail.
 */
export function MediaGallery({ images, title }: { images: TGalleryImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  if (!images.length) return null
  const current = open === null ? null : images[open]
  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              onClick={() => setOpen(index)}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-lg border border-gray-200 text-left"
            >
              <Image
                src={image.thumbnail}
                alt=""
                width={image.width}
                height={image.height}
                sizes="(min-width: 640px) 33vw, 50vw"
                loading="lazy"
                className="h-auto w-full transition-transform group-hover:scale-105"
              />
              <span className="sr-only">
                Open picture {index + 1} of {images.length}: {image.alt}
              </span>
            </button>
            {image.caption ? <p className="mt-1 text-sm text-muted">{image.caption}</p> : null}
          </li>
        ))}
      </ul>
      {current ? (
        <ImagePopup
          image={current}
          title={title}
          onClose={() => {
            // The popup unmounts when closed, so focus goes back to the picture that opened it from here.
            const opener = buttons.current[open!]
            setOpen(null)
            requestAnimationFrame(() => opener?.focus())
          }}
        />
      ) : null}
    </>
  )
}
