'use client'

import Link from 'next/link'
import type React from 'react'

/**
 * Next's Link as every site path uses it: no prefetch, and no scroll of its own (the page shell scrolls, see
 * SmartLink). Setting both here rather than where a server component renders the link keeps them out of the page's
 * payload: about 90 links on home, 35 bytes each.
 */
export function SiteLink(props: Omit<React.ComponentProps<typeof Link>, 'prefetch' | 'scroll'>) {
  return <Link {...props} prefetch={false} scroll={false} />
}
