import type { Page } from '@/payload-types'

import { MediaImage } from '../primitives/MediaImage'
import { SmartLink } from '../primitives/SmartLink'
import { RichText } from './RichText'

type Block = Page['layout'][number]
type Of<T extends Block['blockType']> = Extract<Block, { blockType: T }>

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
            (a lazy image that is not displayed does not load). */}
        <MediaImage
          media={block.image}
          sizes="(min-width: 768px) 50vw, 1px"
          loading="lazy"
          className="hidden h-auto w-full rounded-lg md:block"
        />
      </div>
    </section>
  )
}

export function RichTextBlock({ block }: { block: Of<'richText'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <RichText data={block.content} />
    </section>
  )
}

/** `aboveFold`: the block is near the top of the page, so its first images load at once rather than lazily. */
export function CardsBlock({ block, aboveFold = false }: { block: Of<'cards'>; aboveFold?: boolean }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      {block.intro ? <p className="mt-2 max-w-3xl text-muted">{block.intro}</p> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards?.map((card, index) => (
          // Phones: a small picture beside the text, so the words come first; wider screens: picture on top.
          <li
            key={card.id ?? card.title}
            className="flex gap-4 rounded-lg border border-gray-200 p-5 shadow-sm sm:flex-col sm:gap-0"
          >
            {card.image ? (
              <div className="w-20 shrink-0 sm:mb-4 sm:w-full">
                <MediaImage
                  media={card.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 80px"
                  loading={aboveFold && index < 3 ? 'eager' : 'lazy'}
                  className="h-auto w-full rounded"
                />
              </div>
            ) : null}
            <div className="flex flex-1 flex-col">
              <h3 className="text-lg font-semibold text-brand-800">{card.title}</h3>
              {card.text ? <p className="mt-2 flex-1 text-muted">{card.text}</p> : null}
              {card.url ? (
                <SmartLink
                  href={card.url}
                  className="mt-4 font-semibold text-brand-700 underline underline-offset-2"
                >
                  {card.link_label || 'Know more'}
                  <span className="sr-only"> about {card.title}</span>
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AccordionBlock({ block }: { block: Of<'accordion'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <div className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {block.items?.map((item) => (
          <details key={item.id ?? item.question} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
              {item.question}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 whitespace-pre-line text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

export function TableBlock({ block }: { block: Of<'table'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <div className="mt-4 overflow-x-auto" role="region" aria-label={block.caption} tabIndex={0}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted">{block.caption}</caption>
          <thead>
            <tr className="bg-brand-50">
              {block.columns?.map((column) => (
                <th
                  key={column.id ?? column.label}
                  scope="col"
                  className="border border-gray-200 px-3 py-2 font-semibold"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows?.map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex}>
                {row.cells?.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th
                      key={cell.id ?? cellIndex}
                      scope="row"
                      className="border border-gray-200 px-3 py-2 font-medium"
                    >
                      {cell.value}
                    </th>
                  ) : (
                    <td key={cell.id ?? cellIndex} className="border border-gray-200 px-3 py-2">
                      {cell.value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

export function DocumentListBlock({ block }: { block: Of<'documentList'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {block.documents?.map((doc) => {
          const file = typeof doc.file === 'object' ? doc.file : null
          if (!file?.url) return null
          const kb = file.filesize ? Math.max(1, Math.round(file.filesize / 1024)) : null
          return (
            <li
              key={doc.id ?? doc.title}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <span>
                <span className="font-medium">{doc.title}</span>
                {doc.period ? <span className="ml-2 text-sm text-muted">{doc.period}</span> : null}
              </span>
              <a
                href={file.url}
                className="font-semibold text-brand-700 underline underline-offset-2"
                download
              >
                Download<span className="sr-only"> {doc.title}</span> (PDF{kb ? `, ${kb} KB` : ''})
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function CtaBlock({ block }: { block: Of<'cta'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-lg bg-brand-50 p-6 md:flex md:items-center md:justify-between md:gap-6">
        <div>
          <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2>
          {block.text ? <p className="mt-2 text-muted">{block.text}</p> : null}
        </div>
        <div className="mt-4 flex flex-wrap gap-3 md:mt-0">
          <SmartLink href={block.primary.url} newTab={block.primary.new_tab} className="btn-primary">
            {block.primary.label}
          </SmartLink>
          {block.secondary?.label && block.secondary.url ? (
            <SmartLink href={block.secondary.url} newTab={block.secondary.new_tab} className="btn-secondary">
              {block.secondary.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
