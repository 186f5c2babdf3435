import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { currentPreview } from '@/server/preview'
import { pageWithMeta } from '@/server/seo'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { PreviewBar } from '@/ui/shell/PreviewBar'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ slug?: string[] }> }

/** Pages render on first request and stay cached until an editor's save expires their tag. */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

// Next hands over decoded segments; a path that is not a valid page path simply finds no page.
const toPath = (slug: string[] | undefined) => `/${(slug ?? []).join('/')}`

/**
 * One read per request, shared by generateMetadata and the page. The partner variant of a product
 * (`/life-insurance/{product}/po`, spec 2.1) is the product page in partner mode. Drafts only in a valid preview.
 */
const load = cache(async (path: string) => {
  const preview = await currentPreview()
  const loaded = await pageWithMeta(path, { preview: !!preview })
  return loaded && { ...loaded, preview }
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const loaded = await load(toPath((await params).slug))
  if (!loaded) return {}
  return toMetadata(loaded.meta, { preview: !!loaded.preview })
}

export default async function ContentPage({ params }: Args) {
  const path = toPath((await params).slug)
  const loaded = await load(path)
  if (!loaded) notFound()
  const { page, partner, meta, preview } = loaded
  const startsWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <Shell
      path={path}
      partnerOne={partner}
      scrollToPage={page.scroll_to_page !== false}
      disclaimer={page.disclaimer}
      schema={meta.schema}
    >
      {preview ? <PreviewBar id={preview.id} path={path} /> : null}
      {startsWithHero ? null : (
        <h1 className="mx-auto max-w-6xl px-4 pt-8 text-3xl font-bold text-brand-900">{page.title}</h1>
      )}
      <RenderBlocks blocks={page.layout} />
    </Shell>
  )
}
