import { branchPath, mapLink, type TBranch, type TPlaceSummary } from '@/domain/branches'
import { telHref } from '@/domain/shell/menu'

import { Icon } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'

export type TCrumb = { name: string; path: string }

/** Breadcrumbs: Home › Branches › state › …, the last one the current page. */
export function Breadcrumbs({ trail, label = 'Breadcrumb' }: { trail: TCrumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SmartLink
                    href={crumb.path}
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {crumb.name}
                  </SmartLink>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The places one level down, each with its number of branches. */
export function PlaceList({ heading, places }: { heading: string; places: TPlaceSummary[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="places-heading">
      <h2 id="places-heading" className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {places.map((place) => (
          <li key={place.path}>
            <SmartLink
              href={place.path}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-gray-200 px-4 py-3 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {place.name}
              <span className="text-sm font-normal text-muted">
                {place.count} {place.count === 1 ? 'branch' : 'branches'}
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One branch: address, phone, e-mail, hours and a map link. `linkName` links the name to the branch's own page;
 * `note` is a line under the name (the branch finder's distance).
 */
export function BranchCard({
  branch,
  linkName,
  level = 'h3',
  note,
}: {
  branch: TBranch
  linkName: boolean
  level?: 'h2' | 'h3'
  note?: string
}) {
  const Heading = level
  const own = branchPath({
    state: branch.state_slug,
    district: branch.district_slug,
    city: branch.city_slug,
    location: branch.slug,
  })
  return (
    <article className="branch-card rounded-lg border border-gray-200 p-5 shadow-sm" aria-label={branch.name}>
      <Heading className="text-lg font-semibold text-brand-900">
        {linkName ? (
          <SmartLink href={own} className="underline-offset-2 hover:underline">
            {branch.name}
          </SmartLink>
        ) : (
          branch.name
        )}
      </Heading>
      {note ? <p className="branch-distance mt-1 text-sm font-semibold text-accent-700">{note}</p> : null}
      <address className="mt-2 text-ink not-italic">
        {branch.address}, {branch.city}, {branch.district}, {branch.state} {branch.pincode}
      </address>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          <a
            href={telHref(branch.phone)}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline"
          >
            <Icon name="phone" className="h-4 w-4" />
            <span>
              <span className="sr-only">Call </span>
              {branch.phone}
            </span>
          </a>
        </li>
        {branch.email ? (
          <li>
            <a
              href={`mailto:${branch.email}`}
              className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline"
            >
              <Icon name="mail" className="h-4 w-4" />
              {branch.email}
            </a>
          </li>
        ) : null}
        {branch.opening_hours ? <li className="text-muted">Open {branch.opening_hours}</li> : null}
        <li>
          <a
            href={mapLink(branch)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            View on map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </article>
  )
}

export function BranchList({ heading, branches }: { heading: string; branches: TBranch[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="branches-heading">
      <h2 id="branches-heading" className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.slug}>
            <BranchCard branch={branch} linkName />
          </li>
        ))}
      </ul>
    </section>
  )
}
