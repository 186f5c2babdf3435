import type { Metadata } from 'next'
import { cache } from 'react'

import { BRANCHES_PATH } from '@/domain/branches'
import { BRANCH_FINDER_PATH, branchFinderView, type TBranchFinderView } from '@/domain/branches/nearest'
import { getBranches } from '@/server/content'
import { metaRecordForScreen } from '@/server/seo'
import { BranchFinder, NearBranchList } from '@/ui/branches/BranchFinder'
import { Breadcrumbs, type TCrumb } from '@/ui/branches/BranchViews'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type TQuery = Record<string, string | string[] | undefined>
type Args = { searchParams: Promise<TQuery> }

const TRAIL: TCrumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Branches', path: BRANCHES_PATH },
  { name: 'Find a branch', path: BRANCH_FINDER_PATH },
]

const titleOf = (view: TBranchFinderView) =>
  view.kind === 'pin'
    ? `Branches near PIN code ${view.pin}`
    : view.kind === 'point'
      ? 'Branches near you'
      : 'Find a branch near you'

const meta = cache((title: string) =>
  metaRecordForScreen({
    path: BRANCH_FINDER_PATH,
    title,
    description:
      'The Sahyog Life Insurance branches nearest to a PIN code or to your location: addresses, phone numbers, opening hours and distances.',
    trail: TRAIL,
  }),
)

const view = async (query: TQuery) =>
  branchFinderView(await getBranches(), { pin: query.pin, lat: query.lat, lng: query.lng })

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const record = await meta(titleOf(await view(await searchParams)))
  // A search's answer, one per PIN code or point: not a page for search engines, though its links may be followed.
  return { ...(await toMetadata(record)), robots: { index: false, follow: true } }
}

/**
 * The branch finder's results (?pin= or ?lat=&lng=), drawn on the server so the PIN code form works without script.
 * A bad PIN code is a form's answer: the page, 200, with the message beside the field. Not in the sitemap.
 */
export default async function BranchFinderPage({ searchParams }: Args) {
  const query = await searchParams
  const found = await view(query)
  const title = titleOf(found)
  const record = await meta(title)
  return (
    <Shell path={BRANCH_FINDER_PATH} schema={record.schema}>
      <Breadcrumbs trail={TRAIL} />
      <h1 className="mx-auto max-w-6xl px-4 pt-4 text-3xl font-bold text-brand-900">{title}</h1>
      {/* Keyed by the search, so a new search from this page starts with a fresh form and button. */}
      <BranchFinder
        key={JSON.stringify([query.pin, query.lat, query.lng])}
        pin={found.pin}
        error={found.kind === 'pin-refused' ? found.message : null}
        locationMessage={found.kind === 'point-refused' ? found.message : null}
      />
      {found.kind === 'pin' ? <NearBranchList line={found.line} results={found.result.branches} /> : null}
      {found.kind === 'point' ? <NearBranchList line={found.line} results={found.branches} /> : null}
      <p className="mx-auto max-w-6xl px-4 pb-8">
        <SmartLink
          href={BRANCHES_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          See all branches by state
        </SmartLink>
      </p>
    </Shell>
  )
}
