import Link from 'next/link'

import type { TStatusCode } from '@/domain/status'
import { OPEN_DURING_MAINTENANCE } from '@/domain/status/maintenance'
import type { SiteSetting } from '@/payload-types'
import { localHref, serverTexts } from '@/ui/i18n/language'
import { format } from '@/domain/i18n/format'

import { SearchForm, UsefulLinks } from '../search/SearchForm'

/**
 * The maintenance page's body (decision 85): the editors' message (or the standard one), the toll-free lines to call,
 * and the renewal premium payment, which stays open. No link home: home is under maintenance too.
 */
export async function MaintenanceView({
  settings,
}: {
  settings: Pick<SiteSetting, 'maintenance_message' | 'toll_free'>
}) {
  const shell = await serverTexts('shell')
  const { title, message } = shell.statusPages[503]
  const lines = settings.toll_free ?? []
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16" aria-labelledby="status-title">
      <p className="text-sm font-semibold tracking-wide text-accent-600">
        {format(shell.statusPages.errorCode, { code: 503 })}
      </p>
      <h1 id="status-title" className="mt-2 text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-4 text-lg whitespace-pre-line text-muted" data-maintenance-message>
        {settings.maintenance_message?.trim() || message}
      </p>
      {lines.length ? (
        <div className="mt-6">
          <p className="font-semibold text-ink">{shell.statusPages.maintenanceCall}</p>
          <ul className="mt-2 space-y-1">
            {lines.map(({ label, number }) => (
              <li key={`${label}-${number}`}>
                {label}:{' '}
                <a
                  className="font-semibold text-brand-700 underline"
                  href={`tel:${number.replace(/[^\d+]/g, '')}`}
                >
                  {number}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={await localHref(OPEN_DURING_MAINTENANCE[0])} className="btn-primary" prefetch={false}>
          {shell.statusPages.payPremium}
        </Link>
      </div>
    </section>
  )
}

/**
 * The body of an error page: its code, title and message, a way home; a missing page also offers the search and
 * the main sections, so it is never a dead end. The maintenance page (503) is MaintenanceView.
 */
export async function StatusView({ code }: { code: Exclude<TStatusCode, 503> }) {
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
        <Link href={await localHref('/contact-us')} className="btn-secondary">
          {shell.statusPages.contactUs}
        </Link>
      </div>
      <UsefulLinks headingId="status-useful" />
    </section>
  )
}
