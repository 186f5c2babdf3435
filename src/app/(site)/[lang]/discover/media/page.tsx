import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { formatDate } from '@/domain/format'
import {
  MEDIA_PATH,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPE_SINGULAR,
  MEDIA_TYPES,
  mediaItemPath,
  mediaListHref,
  pageOf,
  parseMediaQuery,
  type TMediaQuery,
} from '@/domain/media-centre'
import { getMediaItems } from '@/server/content/media-centre'
import { metaRecordForScreen } from '@/server/seo'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Discover', path: '/discover' },
  { name: 'Media centre', path: MEDIA_PATH },
]

const titleOf = (query: TMediaQuery) =>
  `${query.type ? `${MEDIA_TYPE_LABELS[query.type]}: media centre` : 'Media centre'}${
    query.page > 1 ? `, page ${query.page}` : ''
  }`

/** The list a query shows, or null (unknown type, page past the end): the 404 page. */
const load = cache(async (search: Record<string, string | string[] | undefined>) => {
  const query = parseMediaQuery(search)
  if (!query) return null
  const items = (await getMediaItems()).filter((item) => !query.type || item.type === query.type)
  const paged = pageOf(items, query.page)
  return paged && { query, paged }
})

const meta = (query: TMediaQuery) =>
  metaRecordForScreen({
    path: MEDIA_PATH,
    title: titleOf(query),
    description:
      'Press releases, news coverage and awards of Sahyog Life Insurance: company announcements, results and recognition.',
    trail: TRAIL,
  })

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const loaded = await load(await searchParams)
  if (!loaded) return {}
  const record = await meta(loaded.query)
  return toMetadata(record)
}

/** Spec 2.1 discover/media: the media centre's list, filtered by type, nine to a page. */
export default async function MediaCentrePage({ searchParams }: Args) {
  const loaded = await load(await searchParams)
  if (!loaded) notFound()
  const { query, paged } = loaded
  const record = await meta(query)
  const filters: { label: string; query: TMediaQuery }[] = [
    { label: 'All', query: { type: null, page: 1 } },
    ...MEDIA_TYPES.map((type) => ({ label: MEDIA_TYPE_LABELS[type], query: { type, page: 1 } })),
  ]
  return (
    <Shell path={MEDIA_PATH} schema={record.schema}>
      <Breadcrumbs trail={TRAIL} />
      <div className="mx-auto max-w-6xl px-4 pb-10">
        <h1 className="pt-4 text-3xl font-bold text-brand-900">{titleOf(query)}</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Announcements from Sahyog Life Insurance, what the press has written about us, and the recognition
          our teams have earned. For media enquiries, write to media@sahyoglife.in.
        </p>
        <nav aria-label="Filter by type" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter.query.type === query.type
              return (
                <li key={filter.label}>
                  <SmartLink
                    href={mediaListHref(filter.query)}
                    aria-current={active ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                      active
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-brand-700 text-brand-700 hover:bg-brand-50'
                    }`}
                  >
                    {filter.label}
                  </SmartLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          {paged.total} {paged.total === 1 ? 'item' : 'items'}
          {paged.pages > 1 ? `, page ${paged.page} of ${paged.pages}` : ''}
        </p>
        {paged.items.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
            {paged.items.map((item) => (
              <li key={item.id} className="flex flex-col rounded-lg border border-gray-200 p-5 shadow-sm">
                <p className="text-sm text-muted">
                  <span className="font-semibold text-accent-700">{MEDIA_TYPE_SINGULAR[item.type]}</span>
                  {' · '}
                  <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date)}</time>
                  {item.source ? ` · ${item.source}` : ''}
                </p>
                <h2 className="mt-2 text-lg font-semibold text-brand-800">
                  <SmartLink href={mediaItemPath(item.slug)} className="underline-offset-2 hover:underline">
                    {item.title}
                  </SmartLink>
                </h2>
                <p className="mt-2 text-muted">{item.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">Nothing has been published here yet.</p>
        )}
        {paged.pages > 1 ? (
          <nav aria-label="Pages" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {Array.from({ length: paged.pages }, (_, index) => index + 1).map((page) => (
                <li key={page}>
                  <SmartLink
                    href={mediaListHref({ type: query.type, page })}
                    aria-current={page === paged.page ? 'page' : undefined}
                    className={`inline-flex h-11 min-w-11 items-center justify-center rounded-md border-2 border-brand-700 px-3 font-semibold ${
                      page === paged.page ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
                    }`}
                  >
                    <span className="sr-only">Page </span>
                    {page}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </Shell>
  )
}
