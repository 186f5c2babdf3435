import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blogScreen, blogScreenMeta } from '@/server/content/blog'
import { BlogListing } from '@/ui/blog/BlogListing'
import { pageLanguage } from '@/ui/i18n/language'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<{ page?: string | string[] }> }

/** `blog` (spec 2.1): the latest posts, 9 a page (`?page=N`); a page past the end is not found. */
export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const screen = await blogScreen({ kind: 'all' }, (await searchParams).page, await pageLanguage())
  return screen ? toMetadata(await blogScreenMeta(screen)) : {}
}

export default async function BlogPage({ searchParams }: Args) {
  const screen = await blogScreen({ kind: 'all' }, (await searchParams).page, await pageLanguage())
  if (!screen) notFound()
  return <BlogListing screen={screen} meta={await blogScreenMeta(screen)} />
}
