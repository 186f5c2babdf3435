import Link from 'next/link'

import { categoriesOf, categoryPath } from '@/domain/blog'
import type { IMetaRecord } from '@/domain/seo/meta'
import { getPosts } from '@/server/content/catalogue'
import type { IBlogScreen } from '@/server/content/blog'

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
  const categories = categoriesOf(await getPosts())
  return (
    <Shell path={screen.path} schema={meta.schema}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{screen.title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{screen.description}</p>
        <nav aria-label="Blog categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href="/blog"
                prefetch={false}
                aria-current={screen.path === '/blog' ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                All articles
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={categoryPath(category.slug)}
                  prefetch={false}
                  aria-current={current === category.slug ? 'page' : undefined}
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
            ? `Page ${screen.page} of ${screen.totalPages}: ${screen.totalPosts} articles`
            : `${screen.totalPosts} ${screen.totalPosts === 1 ? 'article' : 'articles'}`}
        </p>
        <div className="mt-4">
          <PostCards posts={screen.posts} eagerImages={screen.page === 1 ? 0 : 0} />
        </div>
        <Pager path={screen.path} page={screen.page} total={screen.totalPages} />
      </div>
    </Shell>
  )
}
