import { format } from '@/domain/i18n/format'
import { serverTexts } from '@/ui/i18n/language'
import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import type { Of } from '../types'

/** `aboveFold`: the block is near the top of the page, so its first images load at once rather than lazily. */
export async function CardsBlock({ block, aboveFold = false }: { block: Of<'cards'>; aboveFold?: boolean }) {
  const { cards: texts } = await serverTexts('shell')
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      {block.intro ? <p className="mt-2 max-w-3xl text-muted">{block.intro}</p> : null}
      {/* Each card's look comes from `.card-list` (globals.css): phones put a small picture beside the text, so the
          words come first; wider screens put it on top. */}
      <ul className="card-list mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards?.map((card, index) => (
          <li key={card.id ?? card.title}>
            {card.image ? (
              <div className="card-picture">
                <MediaImage
                  media={card.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 80px"
                  loading={aboveFold && index < 3 ? 'eager' : 'lazy'}
                  className="h-auto w-full rounded"
                />
              </div>
            ) : null}
            <div className="card-body">
              <h3>{card.title}</h3>
              {card.text ? <p>{card.text}</p> : null}
              {card.url ? (
                <SmartLink href={card.url}>
                  {card.link_label || texts.knowMore}
                  <span className="sr-only"> {format(texts.about, { title: card.title })}</span>
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
