'use client'

import Image from 'next/image'

import { Modal } from '../primitives/Modal'
import type { TGalleryImage } from './types'

/** The media-centre image popup (spec 2.5): one picture, its caption and a close button. */
export function ImagePopup({
  image,
  title,
  onClose,
}: {
  image: TGalleryImage
  title: string
  onClose: () => void
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={image.caption || title}
      hideTitle={!image.caption}
      contentId="media-center-image-popup"
      className="max-w-4xl"
    >
      <figure className="mt-2">
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 1024px) 56rem, 100vw"
          className="h-auto max-h-[70vh] w-full rounded object-contain"
        />
      </figure>
    </Modal>
  )
}
