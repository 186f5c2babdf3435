import { SEARCH, SEARCH_PATH } from '@/domain/search'
import { USEFUL_LINKS } from '@/domain/shell/useful-links'

import { Icon } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'

/**
 * A plain search form: GET /search?q=…, so it works before (or without) any JavaScript. Used by the results page
 * and the not-found pages.
 */
export function SearchForm({ id, value = '' }: { id: string; value?: string }) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className="flex max-w-2xl items-stretch gap-2">
      <label htmlFor={id} className="sr-only">
        Search plans, blogs and branches
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          required
          minLength={SEARCH.minLength}
          maxLength={SEARCH.maxLength}
          enterKeyHint="search"
          placeholder="Search plans, blogs, branches"
          className="h-12 w-full rounded-md border border-gray-300 pr-3 pl-10 text-base text-ink placeholder:text-muted focus:border-brand-600"
        />
      </div>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </form>
  )
}

/** The site's main sections as a short list of links: what a dead end offers instead. */
export function UsefulLinks({
  headingId,
  heading = 'Popular pages',
}: {
  headingId: string
  heading?: string
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {USEFUL_LINKS.map((link) => (
          <li key={link.path}>
            <SmartLink
              href={link.path}
              className="flex min-h-11 flex-col rounded-lg border border-gray-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-800">{link.label}</span>
              <span className="text-sm text-muted">{link.hint}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
