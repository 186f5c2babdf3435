import Link from 'next/link'

import { pageHref, pagerItems } from '@/domain/blog'
import { MESSAGES } from '@/domain/i18n/messages'
import type { TBlogTexts } from '@/server/content/blog'

/** Page links of a post list: plain links (`?page=N`), the current page marked, previous and next at the ends. */
export function Pager({
  path,
  page,
  total,
  texts = MESSAGES.shell.blog,
}: {
  path: string
  page: number
  total: number
  texts?: TBlogTexts
}) {
  if (total <= 1) return null
  const link =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold'
  return (
    <nav aria-label={texts.pages} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={pageHref(path, page - 1)}
              prefetch={false}
              rel="prev"
              className={`${link} border-gray-300 text-brand-700`}
            >
              {texts.previous}
              <span className="sr-only"> {texts.page}</span>
            </Link>
          </li>
        ) : null}
        {pagerItems(page, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(path, item)}
                prefetch={false}
                aria-current={item === page ? 'page' : undefined}
                className={`${link} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-brand-700'}`}
              >
                <span className="sr-only">{texts.pageNumber} </span>
                {item}
              </Link>
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link
              href={pageHref(path, page + 1)}
              prefetch={false}
              rel="next"
              className={`${link} border-gray-300 text-brand-700`}
            >
              {texts.next}
              <span className="sr-only"> {texts.page}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
