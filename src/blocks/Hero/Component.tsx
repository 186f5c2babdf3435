import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { Of } from '../types'

export function HeroBlock({ block, first }: { block: Of<'hero'>; first: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <Heading className="text-3xl leading-tight font-bold md:text-4xl">{block.heading}</Heading>
          {block.subheading ? <p className="mt-4 text-lg text-brand-50">{block.subheading}</p> : null}
          {block.cta?.label && block.cta.url ? (
            <SmartLink href={block.cta.url} newTab={block.cta.new_tab} className="btn-primary mt-6">
              {block.cta.label}
            </SmartLink>
          ) : null}
        </div>
        {/* Phones get the message first: the hero picture is for wider screens, and is never fetched on phones
            (a lazy image that is not displayed does not load, and its preload is limited to wider screens). */}
        <MediaImage
          media={block.image}
          sizes="(min-width: 768px) 50vw, 1px"
          loading="lazy"
          // The first block's picture is the page's main one on wider screens: fetched with the HTML there.
          preloadWhen={first ? '(min-width: 768px)' : undefined}
          className="hidden h-auto w-full rounded-lg md:block"
        />
      </div>
    </section>
  )
}
