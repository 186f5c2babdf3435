import Link from 'next/link'

import type { TStatusCode } from '@/domain/status'
import { localHref, serverTexts } from '@/ui/i18n/language'
import { format } from '@/domain/i18n/format'

import { SearchForm, UsefulLinks } from '../search/SearchForm'

/**
 * The body of an error page: its code, title and message, a way home; a missing page also offers the search and
 * the main sections, so it is never a dead end. Under maintenance (503) there is nowhere else to send anyone.
 */
export async function StatusView({ code }: { code: TStatusCode }) {
  const shell = await serverTexts('shell')
  const { title, message } = shell.statusPages[code]
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16" aria-labelledby="status-title">
      <p className="text-sm font-semibold tracking-wide text-accent-600">
        {format(shell.statusPages.errorCode, { code })}
      </p>
      <h1 id="status-title" className="mt-2 text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      {code === 404 ? (
        <div className="mt-6">
          <p className="mb-2 font-semibold text-ink">{shell.statusPages.searchHeading}</p>
          <SearchForm id="not-found-search" />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={await localHref('/')} className="btn-primary">
          {shell.statusPages.home}
        </Link>
        {code === 503 ? null : (
          <Link href={await localHref('/contact-us')} className="btn-secondary">
            {shell.statusPages.contactUs}
          </Link>
        )}
      </div>
      {code === 503 ? null : <UsefulLinks headingId="status-useful" />}
    </section>
  )
}
