import type { Metadata } from 'next'
import { cache } from 'react'

import { BRANCHES_PATH } from '@/domain/branches'
import { BRANCH_FINDER_PATH, branchFinderView, type TBranchFinderView } from '@/domain/branches/nearest'
import { format } from '@/domain/i18n/format'
import { getBranches } from '@/server/content'
import { metaRecordForScreen } from '@/server/seo'
import { BranchFinder, NearBranchList } from '@/ui/branches/BranchFinder'
import { branchTexts, Breadcrumbs, type TCrumb } from '@/ui/branches/BranchViews'
import { pageLanguage, serverTranslator } from '@/ui/i18n/language'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type TQuery = Record<string, string | string[] | undefined>
type Args = { searchParams: Promise<TQuery> }
type TTexts = Awaited<ReturnType<typeof branchTexts>>['texts']

const trail = (texts: TTexts): TCrumb[] => [
  { name: texts.home, path: '/' },
  { name: texts.branches, path: BRANCHES_PATH },
  { name: texts.finderCrumb, path: BRANCH_FINDER_PATH },
]

const titleOf = (view: TBranchFinderView, texts: TTexts) =>
  view.kind === 'pin'
    ? format(texts.nearPin, { pin: view.pin })
    : view.kind === 'point'
      ? texts.nearYou
      : texts.finder

const meta = cache(async (title: string) => {
  const { texts } = await branchTexts()
  return metaRecordForScreen({
    path: BRANCH_FINDER_PATH,
    title,
    description: texts.nearDescription,
    trail: trail(texts),
  })
})

const view = async (query: TQuery) =>
  branchFinderView(await getBranches(), { pin: query.pin, lat: query.lat, lng: query.lng })

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const { texts } = await branchTexts()
  const record = await meta(titleOf(await view(await searchParams), texts))
  // A search's answer, one per PIN code or point: not a page for search engines, though its links may be followed.
  return { ...(await toMetadata(record)), robots: { index: false, follow: true } }
}

/**
 * The branch finder's results (?pin= or ?lat=&lng=), drawn on the server so the PIN code form works without script.
 * A bad PIN code is a form's answer: the page, 200, with the message beside the field. Not in the sitemap. The
 * finder's lines and messages in the page's language (`t`); a branch's name in them is marked English.
 */
export default async function BranchFinderPage({ searchParams }: Args) {
  const query = await searchParams
  const [found, { texts }, t, language] = await Promise.all([
    view(query),
    branchTexts(),
    serverTranslator(['services']),
    pageLanguage(),
  ])
  const title = titleOf(found, texts)
  const record = await meta(title)
  return (
    // The page's words are in its language; the branches' names and addresses, as entered, are marked English.
    <Shell path={BRANCH_FINDER_PATH} schema={record.schema} contentLanguage={language}>
      <Breadcrumbs trail={trail(texts)} />
      <h1 className="mx-auto max-w-6xl px-4 pt-4 text-3xl font-bold text-brand-900">{title}</h1>
      {/* Keyed by the search, so a new search from this page starts with a fresh form and button. */}
      <BranchFinder
        key={JSON.stringify([query.pin, query.lat, query.lng])}
        pin={found.pin}
        error={found.kind === 'pin-refused' ? t(found.message) : null}
        locationMessage={found.kind === 'point-refused' ? t(found.message) : null}
      />
      {found.kind === 'pin' ? <NearBranchList line={found.line} results={found.result.branches} /> : null}
      {found.kind === 'point' ? <NearBranchList line={found.line} results={found.branches} /> : null}
      <p className="mx-auto max-w-6xl px-4 pb-8">
        <SmartLink
          href={BRANCHES_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {texts.allStates}
        </SmartLink>
      </p>
    </Shell>
  )
}
