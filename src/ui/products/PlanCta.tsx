'use client'

import Link from 'next/link'

import { openLeadPanel } from '../contact/open'

/**
 * The plan page's 'Buy now' and 'Talk to an advisor'. 'Buy now' opens the plan's quote journey when the plan has a
 * rate table (`quotePath`); otherwise, like 'Talk to an advisor', it opens the contact lead panel with the plan's
 * name in the lead (`planName`, form type `product`). They are real links, so they work before the page's script
 * has loaded, without script, and on partner pages that carry no panel.
 */
export function PlanCta({ planName, quotePath = null }: { planName: string; quotePath?: string | null }) {
  const open = (event: React.MouseEvent<HTMLAnchorElement>, comments: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    if (openLeadPanel({ planName, formType: 'product', comments })) event.preventDefault()
  }
  return (
    <div className="flex flex-wrap gap-3">
      {quotePath ? (
        <Link prefetch={false} href={quotePath} className="btn-primary">
          Buy now<span className="sr-only"> {planName}: get a quote</span>
        </Link>
      ) : (
        <Link
          prefetch={false}
          href="/contact-us"
          className="btn-primary"
          aria-haspopup="dialog"
          onClick={(event) => open(event, `Wants to buy ${planName}`)}
        >
          Buy now<span className="sr-only"> {planName}</span>
        </Link>
      )}
      <Link
        prefetch={false}
        href="/contact-us"
        className="btn-secondary"
        aria-haspopup="dialog"
        onClick={(event) => open(event, `Wants to talk to an advisor about ${planName}`)}
      >
        Talk to an advisor
      </Link>
    </div>
  )
}
