import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseNeed } from '@/domain/products'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { loadPage } from '@/ui/page/load'
import { PageView } from '@/ui/page/PageView'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<{ need?: string | string[] }> }

const PATH = '/life-insurance'

/**
 * The plan list (spec 2.1 `life-insurance`): the CMS page at this path, whose plan list block is filtered by the
 * address's `?need=` on the server, so the filter works without script. Every filtered address has the bare list
 * as its canonical (the page's meta record), so search engines index one list.
 */
export async function generateMetadata(): Promise<Metadata> {
  const loaded = await loadPage(PATH)
  if (!loaded) return {}
  return toMetadata(loaded.meta, { preview: !!loaded.preview })
}

export default async function PlanListPage({ searchParams }: Args) {
  const loaded = await loadPage(PATH)
  if (!loaded) notFound()
  const need = parseNeed((await searchParams).need)
  return <PageView path={PATH} loaded={loaded} need={need} Blocks={RenderBlocks} />
}
