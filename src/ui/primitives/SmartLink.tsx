import Link from 'next/link'
import type React from 'react'

import { isSitePath } from '@/domain/shell/menu'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  newTab?: boolean | null
}

/**
 * Site paths go through Next's Link (client navigation); everything else (https:, tel:, mailto:, #) is a plain
 * anchor. Links leave the scroll position to the page shell, which scrolls to the top after a navigation unless the
 * new page asked to keep it (spec 2.2, scroll_to_page).
 */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const hint = newTab ? <span className="sr-only"> (opens in a new tab)</span> : null
  if (!isSitePath(href)) {
    return (
      <a href={href} {...target} {...rest}>
        {children}
        {hint}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={false} scroll={false} {...target} {...rest}>
      {children}
      {hint}
    </Link>
  )
}
