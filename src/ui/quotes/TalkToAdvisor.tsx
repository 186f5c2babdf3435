'use client'

import Link from 'next/link'

import { T } from '../i18n/Texts'

import { openLeadPanel } from '../contact/open'

/**
 * 'Talk to an advisor' about a quote: the contact panel opens with the plan and the quote's summary in the lead
 * (`planName`, `Comments`, form type `product`). A real link to the contact page, so it works before script loads.
 */
export function TalkToAdvisor({
  planName,
  comments,
  className = 'btn-secondary',
}: {
  planName: string
  comments: string
  className?: string
}) {
  return (
    <Link
      prefetch={false}
      href="/contact-us"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        if (openLeadPanel({ planName, formType: 'product', comments })) event.preventDefault()
      }}
    >
      <T>Talk to an advisor</T>
    </Link>
  )
}
