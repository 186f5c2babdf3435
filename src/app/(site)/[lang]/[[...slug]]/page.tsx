import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { loadPage } from '@/ui/page/load'
import { PageView } from '@/ui/page/PageView'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ slug?: string[] }> }

/** Pages render on first request and stay cached until an editor's save expires their tag. */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

// Next hands over decoded segments; a path that is not a valid page path simply finds no page.
const toPath = (slug: string[] | undefined) => `/${(slug ?? []).join('/')}`

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const loaded = await loadPage(toPath((await params).slug))
  if (!loaded) return {}
  return toMetadata(loaded.meta, { preview: !!loaded.preview })
}

export default async function ContentPage({ params }: Args) {
  const path = toPath((await params).slug)
  const loaded = await loadPage(path)
  if (!loaded) notFound()
  return <PageView path={path} loaded={loaded} Blocks={RenderBlocks} />
}
