import type React from 'react'

import { branchPath, mapLink, type TBranch, type TPlaceSummary } from '@/domain/branches'
import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages'
import { telHref } from '@/domain/shell/menu'

import { pageLanguage, serverTexts } from '../i18n/language'

import { Icon } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'

/** A crumb; `lang` marks a name kept in English on a page in another language (a place's name from the CMS). */
export type TCrumb = { name: string; path: string; lang?: 'en' }

/** The branch pages' words in the page's language, and whether names from the CMS are marked English there. */
export async function branchTexts() {
  const [texts, language] = await Promise.all([serverTexts('services'), pageLanguage()])
  return { texts: texts.branches, english: language === DEFAULT_LANGUAGE ? undefined : ('en' as const) }
}

/**
 * An English template ('Branches in {place}') in the page's language around a value that is an element (a name
 * marked English): the text before and after the value, as the translation places them.
 */
export function around(template: string, name: string, value: React.ReactNode): React.ReactNode {
  const [before = '', after = ''] = template.split(`{${name}}`)
  return (
    <>
      {before}
      {value}
      {after}
    </>
  )
}

/** Breadcrumbs: Home › Branches › state › …, the last one the current page. */
export async function Breadcrumbs({ trail, label }: { trail: TCrumb[]; label?: string }) {
  const name = label ?? (await branchTexts()).texts.breadcrumb
  return (
    <nav aria-label={name} className="mx-auto max-w-6xl px-4 pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" lang={crumb.lang} className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SmartLink
                    href={crumb.path}
                    lang={crumb.lang}
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
export async function PlaceList({ heading, places }: { heading: string; places: TPlaceSummary[] }) {
  const { texts, english } = await branchTexts()
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
              <span lang={english}>{place.name}</span>
              <span className="text-sm font-normal text-muted">
                {place.count} {place.count === 1 ? texts.countOne : texts.countMany}
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
export async function BranchCard({
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
  const { texts, english } = await branchTexts()
  const headingId = `branch-${branch.slug}-${level}-name`
  const own = branchPath({
    state: branch.state_slug,
    district: branch.district_slug,
    city: branch.city_slug,
    location: branch.slug,
  })
  return (
    <article
      className="branch-card rounded-lg border border-gray-200 p-5 shadow-sm"
      aria-labelledby={headingId}
    >
      <Heading id={headingId} lang={english} className="text-lg font-semibold text-brand-900">
        {linkName ? (
          <SmartLink href={own} className="underline-offset-2 hover:underline">
            {branch.name}
          </SmartLink>
        ) : (
          branch.name
        )}
      </Heading>
      {note ? <p className="branch-distance mt-1 text-sm font-semibold text-accent-700">{note}</p> : null}
      <address lang={english} className="mt-2 text-ink not-italic">
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
              <span className="sr-only">{texts.call} </span>
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
        {branch.opening_hours ? (
          <li className="text-muted">
            {texts.open} <span lang={english}>{branch.opening_hours}</span>
          </li>
        ) : null}
        <li>
          <a
            href={mapLink(branch)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            {texts.map}
            <span className="sr-only"> {texts.newTab}</span>
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
