import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getPage } from '@/server/content'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { Shell } from '@/ui/shell/Shell'

type Args = { params: Promise<{ slug?: string[] }> }

/** Pages render on first request and stay cached until an editor's save expires their tag. */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

// Next hands over decoded segments; a path that is not a valid page path simply finds no page.
const toPath = (slug: string[] | undefined) => `/${(slug ?? []).join('/')}`

/** One read per request, shared by generateMetadata and the page (drafts are not in the data cache). */
const load = cache(async (path: string) => {
  const { isEnabled: draft } = await draftMode()
  return getPage(path, draft)
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const path = toPath((await params).slug)
  const page = await load(path)
  if (!page) return {}
  const robots = page.partner_one ? 'noindex, nofollow' : (page.meta?.robots ?? 'index, follow')
  return {
    // An editor's SEO title is used as written; otherwise the page title gets the brand suffix.
    title: page.meta?.title ? { absolute: page.meta.title } : page.title,
    description: page.meta?.description ?? undefined,
    alternates: { canonical: page.meta?.canonical || path },
    robots,
  }
}

export default async function ContentPage({ params }: Args) {
  const path = toPath((await params).slug)
  const page = await load(path)
  if (!page) notFound()
  const startsWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <Shell
      path={path}
      partnerOne={!!page.partner_one}
      scrollToPage={page.scroll_to_page !== false}
      disclaimer={page.disclaimer}
    >
      {startsWithHero ? null : (
        <h1 className="mx-auto max-w-6xl px-4 pt-8 text-3xl font-bold text-brand-900">{page.title}</h1>
      )}
      <RenderBlocks blocks={page.layout} />
    </Shell>
  )
}
