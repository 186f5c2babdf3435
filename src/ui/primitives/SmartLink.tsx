import Link from 'next/link'
import type React from 'react'

import { isSitePath } from '@/domain/shell/menu'
import { T } from '@/ui/i18n/Texts'

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
  // Said by screen readers, in the page's language (the shell's texts).
  const hint = newTab ? (
    <span className="sr-only">
      {' '}
      <T>(opens in a new tab)</T>
    </span>
  ) : null
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
