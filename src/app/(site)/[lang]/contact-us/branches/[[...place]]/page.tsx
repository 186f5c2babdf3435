import type { Metadata } from 'next'
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
import { localBusiness } from '@/domain/seo/json-ld'
import { getBranches } from '@/server/content'
import { metaRecordForScreen } from '@/server/seo'
import { BranchFinder } from '@/ui/branches/BranchFinder'
import { BranchCard, BranchList, Breadcrumbs, PlaceList, type TCrumb } from '@/ui/branches/BranchViews'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ place?: string[] }> }

/** Rendered on first request and kept until a branch is saved (tag `branches`). */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type TView = { level: TBranchLevel; place: TPlace; branches: TBranch[]; title: string; trail: TCrumb[] }

/** What an address shows, or null for a place with no branch (a 404). */
const load = cache(async (segments: string[] | undefined): Promise<TView | null> => {
  const parsed = parsePlace(segments)
  if (!parsed) return null
  const branches = branchesIn(await getBranches(), parsed.place)
  if (parsed.level !== 'country' && branches.length === 0) return null
  const sample = branches[0]
  const trail: TCrumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Branches', path: BRANCHES_PATH },
  ]
  const { state, district, city, location } = parsed.place
  if (sample && state) trail.push({ name: sample.state, path: branchPath({ state }) })
  if (sample && district) trail.push({ name: sample.district, path: branchPath({ state, district }) })
  if (sample && city) trail.push({ name: sample.city, path: branchPath({ state, district, city }) })
  if (sample && location) trail.push({ name: sample.name, path: branchPath(parsed.place) })
  const title = parsed.level === 'country' ? 'Branch locator' : `Branches in ${trail.at(-1)!.name}`
  return {
    ...parsed,
    branches,
    trail,
    title: parsed.level === 'location' ? `${sample!.name} branch` : title,
  }
})

/** The head and structured data of a branch page: breadcrumbs by place name, a LocalBusiness per branch shown. */
const meta = cache(async (segments: string[] | undefined) => {
  const view = await load(segments)
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
    description: where
      ? `Addresses, phone numbers and opening hours of Sahyog Life Insurance branches in ${where}.`
      : 'Find a Sahyog Life Insurance branch near you: addresses, phone numbers and opening hours by state and city.',
    trail: view.trail,
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

const CHILD_HEADING: Record<Exclude<TBranchLevel, 'location'>, string> = {
  country: 'Choose your state',
  state: 'Choose your district',
  district: 'Choose your city',
  city: 'Branches',
}

/** Spec 2.1: contact-us/branches with optional nesting {state}/{district}/{city}/{location}. */
export default async function BranchesPage({ params }: Args) {
  const { place } = await params
  const [view, record] = await Promise.all([load(place), meta(place)])
  if (!view || !record) notFound()
  const path = view.trail.at(-1)!.path
  return (
    <Shell path={path} schema={record.schema}>
      <Breadcrumbs trail={view.trail} />
      <h1 className="mx-auto max-w-6xl px-4 pt-4 text-3xl font-bold text-brand-900">{view.title}</h1>
      {view.level === 'location' ? (
        <div className="mx-auto max-w-3xl px-4 py-6">
          <BranchCard branch={view.branches[0]!} linkName={false} level="h2" />
        </div>
      ) : (
        <>
          <p className="mx-auto max-w-6xl px-4 pt-2 text-muted">
            {view.branches.length} {view.branches.length === 1 ? 'branch' : 'branches'}. Walk in for policy
            service, premium payments and claims help, or call ahead to meet an advisor.
          </p>
          {view.level === 'country' ? <BranchFinder /> : null}
          {view.level === 'city' ? (
            <BranchList heading={CHILD_HEADING.city} branches={view.branches} />
          ) : (
            <PlaceList heading={CHILD_HEADING[view.level]} places={childPlaces(view.branches, view.place)} />
          )}
          {view.level === 'district' || view.level === 'state' ? (
            <BranchList heading="All branches here" branches={view.branches} />
          ) : null}
        </>
      )}
    </Shell>
  )
}
