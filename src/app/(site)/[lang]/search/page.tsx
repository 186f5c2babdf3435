import type { Metadata } from 'next'

import { SEARCH_PATH } from '@/domain/search'
import { searchResults, type TSearchResults } from '@/domain/search/results'
import { getBranches } from '@/server/content'
import { searchEngine } from '@/server/search'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Marked } from '@/ui/search/Marked'
import { SearchForm, UsefulLinks } from '@/ui/search/SearchForm'
import { Shell } from '@/ui/shell/Shell'

type TQuery = { q?: string | string[]; page?: string | string[] }
type Args = { searchParams: Promise<TQuery> }

async function load(query: TQuery): Promise<TSearchResults> {
  const [engine, branches] = await Promise.all([searchEngine(), getBranches()])
  return searchResults(engine, branches, query.q, query.page)
}

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const view = await load(await searchParams)
  return {
    title: view.kind === 'results' ? `Search results for “${view.q}”` : 'Search',
    // A results page is a view of other pages: followed, never indexed.
    robots: { index: false, follow: true },
  }
}

/**
 * /search?q=…&page=N: what Enter in the header box opens. Server-rendered from the same index, rules and groups as
 * the box (spec 2.3, 5), so it works without JavaScript and can be shared; nothing found offers the main sections.
 */
export default async function SearchPage({ searchParams }: Args) {
  const view = await load(await searchParams)
  const q = view.kind === 'empty' ? '' : view.q
  return (
    <Shell path={SEARCH_PATH}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">
          {view.kind === 'results' ? `Search results for “${view.q}”` : 'Search'}
        </h1>
        <div className="mt-6">
          <SearchForm id="search-page-input" value={q} />
        </div>
        {view.kind === 'refused' ? (
          <p role="alert" className="mt-3 font-medium text-red-700">
            {view.message}
          </p>
        ) : null}
        {view.kind === 'results' ? <Results view={view} /> : null}
        {view.kind !== 'results' || view.total === 0 ? <UsefulLinks headingId="search-useful" /> : null}
      </div>
    </Shell>
  )
}

function DidYouMean({ view }: { view: Extract<TSearchResults, { kind: 'results' }> }) {
  if (!view.didYouMean) return null
  return (
    <p className="mt-4 text-ink">
      Did you mean{' '}
      <SmartLink href={view.didYouMean.path} className="font-semibold text-brand-700 underline">
        {view.didYouMean.text}
      </SmartLink>
      ?{view.total > 0 ? ' The results below include it.' : ''}
    </p>
  )
}

function Results({ view }: { view: Extract<TSearchResults, { kind: 'results' }> }) {
  if (view.total === 0) {
    return (
      <>
        <p role="status" className="mt-6 text-lg text-ink">
          Nothing found for “{view.q}”. Check the spelling, try a shorter word, or start from one of the pages
          below.
        </p>
        <DidYouMean view={view} />
      </>
    )
  }
  return (
    <>
      <p role="status" className="mt-6 text-muted">
        {view.total} {view.total === 1 ? 'result' : 'results'}
        {view.previous || view.next ? `, page ${view.page}` : ''}
      </p>
      <DidYouMean view={view} />
      {view.groups.map((group) => (
        <section key={group.key} aria-labelledby={`results-${group.key}`} className="mt-8">
          <h2 id={`results-${group.key}`} className="text-xl font-semibold text-brand-900">
            {group.label}
          </h2>
          <ul className="mt-3 divide-y divide-gray-200 border-y border-gray-200">
            {group.options.map((option) => (
              <li key={option.key} className="py-3">
                <SmartLink
                  href={option.link}
                  className="flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {option.marks ? <Marked parts={option.marks} /> : option.label}
                </SmartLink>
                {option.snippet?.length ? (
                  <p className="text-sm leading-6 text-muted">
                    <Marked parts={option.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {view.previous || view.next ? (
        <nav aria-label="Result pages" className="mt-8 flex gap-3">
          {view.previous ? (
            <SmartLink href={view.previous} className="btn-secondary">
              Previous page
            </SmartLink>
          ) : null}
          {view.next ? (
            <SmartLink href={view.next} className="btn-secondary">
              Next page
            </SmartLink>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
