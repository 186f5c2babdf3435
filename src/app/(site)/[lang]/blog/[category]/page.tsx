import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blogScreen, blogScreenMeta } from '@/server/content/blog'
import { BlogListing } from '@/ui/blog/BlogListing'
import { pageLanguage } from '@/ui/i18n/language'
import { toMetadata } from '@/ui/shell/metadata'

type Args = {
  params: Promise<{ category: string }>
  searchParams: Promise<{ page?: string | string[] }>
}

/** `blog/{category}` (spec 2.1): the category's posts, 9 a page; a category without posts is not found. */
async function screenFor({ params, searchParams }: Args) {
  const [{ category }, { page }] = await Promise.all([params, searchParams])
  return blogScreen({ kind: 'category', slug: category }, page, await pageLanguage())
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const screen = await screenFor(args)
  return screen ? toMetadata(await blogScreenMeta(screen)) : {}
}

export default async function BlogCategoryPage(args: Args) {
  const screen = await screenFor(args)
  if (!screen) notFound()
  const { category } = await args.params
  return <BlogListing screen={screen} meta={await blogScreenMeta(screen)} current={category} />
}
