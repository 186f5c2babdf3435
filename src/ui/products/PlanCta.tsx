'use client'

import Link from 'next/link'

import { useFormat, useT } from '../i18n/Texts'
import { openLeadPanel } from '../contact/open'

/**
 * The plan page's 'Buy now' and 'Talk to an advisor'. 'Buy now' opens the plan's quote journey when the plan has a
 * rate table (`quotePath`); otherwise, like 'Talk to an advisor', it opens the contact lead panel with the plan's
 * name in the lead (`planName`, form type `product`). They are real links, so they work before the page's script
 * has loaded, without script, and on partner pages that carry no panel. Their labels are in the page's language; the
 * lead's comments stay in English, for the team that reads them.
 */
export function PlanCta({ planName, quotePath = null }: { planName: string; quotePath?: string | null }) {
  const t = useT()
  const tf = useFormat()
  const open = (event: React.MouseEvent<HTMLAnchorElement>, comments: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    if (openLeadPanel({ planName, formType: 'product', comments })) event.preventDefault()
  }
  return (
    <div className="flex flex-wrap gap-3">
      {quotePath ? (
        <Link prefetch={false} href={quotePath} className="btn-primary">
          {t('Buy now')}
          <span className="sr-only"> {tf('{plan}: get a quote', { plan: planName })}</span>
        </Link>
      ) : (
        <Link
          prefetch={false}
          href="/contact-us"
          className="btn-primary"
          aria-haspopup="dialog"
          onClick={(event) => open(event, `Wants to buy ${planName}`)}
        >
          {t('Buy now')}
          <span className="sr-only"> {planName}</span>
        </Link>
      )}
      <Link
        prefetch={false}
        href="/contact-us"
        className="btn-secondary"
        aria-haspopup="dialog"
        onClick={(event) => open(event, `Wants to talk to an advisor about ${planName}`)}
      >
        {t('Talk to an advisor')}
      </Link>
    </div>
  )
}
