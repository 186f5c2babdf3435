import Link from 'next/link'

import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { Of } from '../types'

/** The page's main action, which the page decides rather than the block (a plan's 'Check your premium'). */
export type THeroAction = { label: string; href: string }

/**
 * A hero: the heading, its line and the main action on the first screen. A page may give the action itself
 * (`action`: a plan's quote); the editor's button then follows it as the second choice.
 */
export function HeroBlock({
  block,
  first,
  action = null,
}: {
  block: Of<'hero'>
  first: boolean
  action?: THeroAction | null
}) {
  const Heading = first ? 'h1' : 'h2'
  const own = block.cta?.label && block.cta.url ? block.cta : null
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <Heading className="text-3xl leading-tight font-bold md:text-4xl">{block.heading}</Heading>
          {block.subheading ? <p className="mt-4 text-lg text-brand-50">{block.subheading}</p> : null}
          {action || own ? (
            <div className="mt-6 flex flex-wrap gap-3">
              {action ? (
                <Link prefetch={false} href={action.href} className="btn-primary" data-main-action="">
                  {action.label}
                </Link>
              ) : null}
              {own ? (
                <SmartLink
                  href={own.url!}
                  newTab={own.new_tab}
                  className={
                    action
                      ? 'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-white px-5 py-2 font-semibold text-white hover:bg-white/10'
                      : 'btn-primary'
                  }
                  {...(action ? {} : { 'data-main-action': '' })}
                >
                  {own.label}
                </SmartLink>
              ) : null}
            </div>
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
