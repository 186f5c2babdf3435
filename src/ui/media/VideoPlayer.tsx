'use client'

import Image from 'next/image'
import { useState } from 'react'

import { youtubeEmbedUrl } from '@/domain/media-centre'

import { Icon } from '../primitives/Icon'

export type TPlayerSource =
  { kind: 'youtube'; id: string } | { kind: 'hosted'; url: string; mimeType: string | null }

/**
 * A video that costs nothing until it is wanted: the poster and a play button first; the player (the
 * privacy-enhanced YouTube frame, or the hosted file) replaces them when the visitor presses play.
 */
export function VideoPlayer({
  title,
  source,
  poster,
}: {
  title: string
  source: TPlayerSource
  poster: { src: string; width: number; height: number } | null
}) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return source.kind === 'youtube' ? (
      <iframe
        src={youtubeEmbedUrl(source.id)}
        title={`Video: ${title}`}
        className="aspect-video w-full rounded-lg"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    ) : (
      <video controls autoPlay className="aspect-video w-full rounded-lg bg-black" poster={poster?.src}>
        <source src={source.url} type={source.mimeType ?? undefined} />
      </video>
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-brand-900"
    >
      {poster ? (
        <Image
          src={poster.src}
          alt=""
          width={poster.width}
          height={poster.height}
          sizes="(min-width: 1024px) 48rem, 100vw"
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : null}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-brand-900 shadow group-hover:bg-brand-50">
          <Icon name="play" className="h-5 w-5 text-accent-600" />
          Play<span className="sr-only"> video: {title}</span>
        </span>
      </span>
    </button>
  )
}
