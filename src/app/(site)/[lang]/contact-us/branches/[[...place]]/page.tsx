import type { Metadata } from 'next'
import type React from 'react'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import {
  BRANCHES_PATH,
  branchesIn,
  branchPath,
  childPlaces,
  parsePlace,
  type TBranch,
  type TBranchLevel,
  type TPlace,
} from '@/domain/branches'
import { format } from '@/domain/i18n/format'
import { localBusiness } from '@/domain/seo/json-ld'
import { getBranches } from '@/server/content'
import { metaRecordForScreen } from '@/server/seo'
import { BranchFinder } from '@/ui/branches/BranchFinder'
import {
  around,
  BranchCard,
  BranchList,
  branchTexts,
  Breadcrumbs,
  PlaceList,
  type TCrumb,
} from '@/ui/branches/BranchViews'
import { pageLanguage } from '@/ui/i18n/language'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ place?: string[] }> }

/** Rendered on first request and kept until a branch is saved (tag `branches`). */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type TView = {
  level: TBranchLevel
  place: TPlace
  branches: TBranch[]
  title: string
  /** The title as the page's heading shows it: the place's name marked English on a page in another language. */
  heading: React.ReactNode
  trail: TCrumb[]
}

/** What an address shows, or null for a place with no branch (a 404). In the page's language. */
const load = cache(async (segments: string[] | undefined): Promise<TView | null> => {
  const parsed = parsePlace(segments)
  if (!parsed) return null
  const [all, { texts, english }] = await Promise.all([getBranches(), branchTexts()])
  const branches = branchesIn(all, parsed.place)
  if (parsed.level !== 'country' && branches.length === 0) return null
  const sample = branches[0]
  const trail: TCrumb[] = [
    { name: texts.home, path: '/' },
    { name: texts.branches, path: BRANCHES_PATH },
  ]
  // Places and branches are named as the CMS names them (no Hindi): marked English on a Hindi page.
  const { state, district, city, location } = parsed.place
  if (sample && state) trail.push({ name: sample.state, path: branchPath({ state }), lang: english })
  if (sample && district)
    trail.push({ name: sample.district, path: branchPath({ state, district }), lang: english })
  if (sample && city)
    trail.push({ name: sample.city, path: branchPath({ state, district, city }), lang: english })
  if (sample && location) trail.push({ name: sample.name, path: branchPath(parsed.place), lang: english })
  const name = trail.at(-1)!.name
  const [template, key] = parsed.level === 'location' ? [texts.branch, 'name'] : [texts.branchesIn, 'place']
  if (parsed.level === 'country')
    return { ...parsed, branches, trail, title: texts.locator, heading: texts.locator }
  return {
    ...parsed,
    branches,
    trail,
    title: format(template, { [key]: name }),
    heading: around(template, key, <span lang={english}>{name}</span>),
  }
})

/** The head and structured data of a branch page: breadcrumbs by place name, a LocalBusiness per branch shown. */
const meta = cache(async (segments: string[] | undefined) => {
  const [view, { texts }] = await Promise.all([load(segments), branchTexts()])
  if (!view) return null
  const path = view.trail.at(-1)!.path
  const where = view.trail
    .slice(2)
    .map((crumb) => crumb.name)
    .reverse()
    .join(', ')
  return metaRecordForScreen({
    path,
    title: view.title,
    description: where ? format(texts.descriptionIn, { where }) : texts.description,
    trail: view.trail.map(({ name, path }) => ({ name, path })),
    // A page listing a whole state would carry dozens of businesses: only a city's or one branch's page does.
    extraSchema: (organization) =>
      view.level === 'city' || view.level === 'location'
        ? view.branches.map((branch) =>
            localBusiness({
              name: `${organization.name}, ${branch.name}`,
              url: new URL(
                branchPath({
                  state: branch.state_slug,
                  district: branch.district_slug,
                  city: branch.city_slug,
                  location: branch.slug,
                }),
                organization.url,
              ).toString(),
              telephone: branch.phone,
              email: branch.email,
              street: branch.address,
              locality: branch.city,
              region: branch.state,
              postalCode: branch.pincode,
              latitude: branch.latitude,
              longitude: branch.longitude,
              openingHours: branch.opening_hours,
              organization,
            }),
          )
        : [],
  })
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const record = await meta((await params).place)
  return record ? toMetadata(record) : {}
}

const CHILD_HEADING = {
  country: 'chooseState',
  state: 'chooseDistrict',
  district: 'chooseCity',
  city: 'branches',
} as const satisfies Record<Exclude<TBranchLevel, 'location'>, string>

/** Spec 2.1: contact-us/branches with optional nesting {state}/{district}/{city}/{location}. */
export default async function BranchesPage({ params }: Args) {
  const { place } = await params
  const [view, record, { texts }, language] = await Promise.all([
    load(place),
    meta(place),
    branchTexts(),
    pageLanguage(),
  ])
  if (!view || !record) notFound()
  const count = view.branches.length
  const path = view.trail.at(-1)!.path
  return (
    // The page's words are in its language; the branches' names and addresses, as entered, are marked English.
    <Shell path={path} schema={record.schema} contentLanguage={language}>
      <Breadcrumbs trail={view.trail} />
      <h1 className="mx-auto max-w-6xl px-4 pt-4 text-3xl font-bold text-brand-900">{view.heading}</h1>
      {view.level === 'location' ? (
        <div className="mx-auto max-w-3xl px-4 py-6">
          <BranchCard branch={view.branches[0]!} linkName={false} level="h2" />
        </div>
      ) : (
        <>
          <p className="mx-auto max-w-6xl px-4 pt-2 text-muted">
            {count === 1 ? texts.one : format(texts.many, { count })}. {texts.walkIn}
          </p>
          {view.level === 'country' ? <BranchFinder /> : null}
          {view.level === 'city' ? (
            <BranchList heading={texts[CHILD_HEADING.city]} branches={view.branches} />
          ) : (
            <PlaceList
              heading={texts[CHILD_HEADING[view.level]]}
              places={childPlaces(view.branches, view.place)}
            />
          )}
          {view.level === 'district' || view.level === 'state' ? (
            <BranchList heading={texts.allHere} branches={view.branches} />
          ) : null}
        </>
      )}
    </Shell>
  )
}
