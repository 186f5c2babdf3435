import Link from 'next/link'
import type React from 'react'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; newTab?: boolean | null }

/** Site paths go through Next's Link (prefetch, client navigation); everything else is a plain anchor. */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  const external = !href.startsWith('/') || href.startsWith('//')
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (external) {
    return (
      <a href={href} {...target} {...rest}>
        {children}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={false} {...target} {...rest}>
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </Link>
  )
}
