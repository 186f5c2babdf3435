import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blogScreen, blogScreenMeta } from '@/server/content/blog'
import { BlogListing } from '@/ui/blog/BlogListing'
import { pageLanguage } from '@/ui/i18n/language'
import { toMetadata } from '@/ui/shell/metadata'

type Args = {
  params: Promise<{ tag: string }>
  searchParams: Promise<{ page?: string | string[] }>
}

/** `blog/guides/{tag}` (spec 2.1): the posts with the tag, 9 a page; a tag no post carries is not found. */
async function screenFor({ params, searchParams }: Args) {
  const [{ tag }, { page }] = await Promise.all([params, searchParams])
  return blogScreen({ kind: 'tag', slug: tag }, page, await pageLanguage())
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const screen = await screenFor(args)
  return screen ? toMetadata(await blogScreenMeta(screen)) : {}
}

export default async function BlogTagPage(args: Args) {
  const screen = await screenFor(args)
  if (!screen) notFound()
  return <BlogListing screen={screen} meta={await blogScreenMeta(screen)} />
}
