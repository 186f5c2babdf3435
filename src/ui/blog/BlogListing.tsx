import Link from 'next/link'

import { categoriesOf, categoryPath } from '@/domain/blog'
import { format } from '@/domain/i18n/format'
import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages'
import type { IMetaRecord } from '@/domain/seo/meta'
import { blogTexts, type IBlogScreen, topicName } from '@/server/content/blog'
import { getPosts } from '@/server/content/catalogue'

import { Shell } from '../shell/Shell'
import { Pager } from './Pager'
import { PostCards } from './PostCards'

/** A blog list screen: heading, the categories as links, one page of posts and the pager. */
export async function BlogListing({
  screen,
  meta,
  current,
}: {
  screen: IBlogScreen
  meta: IMetaRecord
  /** The category being shown, marked in the category links. */
  current?: string
}) {
  const { language } = screen
  const texts = blogTexts(language)
  const categories = categoriesOf(await getPosts(language)).map((category) => ({
    ...category,
    ...topicName(texts, category.slug),
  }))
  return (
    // The list is written in the page's language (a post without its own title is marked English in its card).
    <Shell path={screen.path} schema={meta.schema} contentLanguage={language}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{screen.title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{screen.description}</p>
        <nav aria-label={texts.categories} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href="/blog"
                prefetch={false}
                aria-current={screen.path === '/blog' ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {texts.allArticles}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={categoryPath(category.slug)}
                  prefetch={false}
                  aria-current={current === category.slug ? 'page' : undefined}
                  lang={language !== DEFAULT_LANGUAGE && !category.translated ? 'en' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted" data-testid="post-range">
          {screen.totalPages > 1
            ? format(texts.range, { page: screen.page, pages: screen.totalPages, count: screen.totalPosts })
            : screen.totalPosts === 1
              ? texts.countOne
              : format(texts.count, { count: screen.totalPosts })}
        </p>
        <div className="mt-4">
          <PostCards
            posts={screen.posts}
            eagerImages={screen.page === 1 ? 0 : 0}
            language={language}
            texts={texts}
          />
        </div>
        <Pager path={screen.path} page={screen.page} total={screen.totalPages} texts={texts} />
      </div>
    </Shell>
  )
}
