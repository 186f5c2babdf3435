import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { formatDate, formatRupeesShort } from '@/domain/format'
import { QUOTE_VALID_DAYS, quoteBenefits, quoteSummary } from '@/domain/quotes'
import { formatQuoteRef, quotePathOf, savedQuotePath, savedQuotePdfPath } from '@/domain/quotes/paths'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import {
  BenefitList,
  GstLine,
  PremiumFigure,
  PremiumParts,
  PremiumTable,
  QuoteFacts,
} from '@/ui/quotes/parts'
import { TalkToAdvisor } from '@/ui/quotes/TalkToAdvisor'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { StartProposal } from '@/ui/proposals/StartProposal'
import { serviceFormProps } from '@/server/services/page'
import { PROPOSAL_ACCESS_COOKIE } from '@/server/proposals/access'
import { provedForQuote } from '@/server/proposals/route'
import { Shell } from '@/ui/shell/Shell'
import { savedQuoteFor } from '@/server/quotes/route'

type Args = { params: Promise<{ ref: string }> }

export const dynamic = 'force-dynamic'

/** A saved quote is personal: never indexed, never followed, its address kept out of other sites' logs. */
export const metadata: Metadata = {
  title: { absolute: 'Your saved quote | Sahyog Life' },
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a quote's 30 days are over, at the time of the request. */
const isPast = (until: Date) => until.getTime() < Date.now()

/**
 * A saved quote's own page (`/quotes/{ref}`): the address the visitor keeps or shares. It shows the quote as it was
 * worked out when saved (a later change of rates does not change it), without the contact details.
 */
export default async function SavedQuotePage({ params }: Args) {
  const found = await savedQuoteFor(null, (await params).ref)
  if (!found.ok) notFound()
  const { quote } = found
  const { table, input, premium } = quote
  const validUntil = new Date(quote.createdAt.getTime() + QUOTE_VALID_DAYS * DAY_MS)
  const expired = isPast(validUntil)
  const path = savedQuotePath(quote.ref)
  // The visitor who saved it (their mobile proved in the last two hours) goes on to the proposal without a new code.
  const proved = await provedForQuote((await cookies()).get(PROPOSAL_ACCESS_COOKIE)?.value, quote.ref)
  return (
    <Shell path={path}>
      <Breadcrumbs
        trail={[
          { name: 'Home', path: '/' },
          { name: table.planName, path: table.planPath },
          { name: 'Saved quote', path },
        ]}
      />
      <div
        className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        data-form-page
      >
        <div className="grid gap-6">
          <div>
            <h1 className="text-3xl font-bold text-brand-900">Your quote for {table.planName}</h1>
            <p className="mt-2 text-sm text-muted">
              Reference <strong className="text-ink">{formatQuoteRef(quote.ref)}</strong> · made on{' '}
              {formatDate(quote.createdAt)} · {expired ? 'expired on' : 'valid until'}{' '}
              {formatDate(validUntil)}
            </p>
          </div>
          {expired ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-ink">
              This quote is older than {QUOTE_VALID_DAYS} days. Premiums change with age and rates:{' '}
              <a className="font-semibold text-brand-700 underline" href={quotePathOf(table.planPath)}>
                get a new quote
              </a>
              .
            </p>
          ) : null}
          <section className="rounded-lg border border-brand-200 bg-white p-5 shadow-sm">
            <PremiumFigure premium={premium} mode={input.mode} single={input.pay === 'single'} />
            <p className="mt-1 text-sm text-muted">
              For {formatRupeesShort(input.sum_assured)} of cover until age {premium.coverUntilAge},{' '}
              {input.pay === 'single' ? 'paid once' : `paying for ${input.ppt} years`}.
            </p>
            <GstLine premium={premium} className="mt-2" />
            <div className="mt-4 grid gap-4">
              <PremiumParts input={input} premium={premium} />
              {input.pay === 'single' ? null : <PremiumTable premium={premium} chosen={input.mode} />}
            </div>
          </section>
          {expired ? null : (
            <PartTexts parts={['services']}>
              <StartProposal quoteRef={quote.ref} proved={proved} {...serviceFormProps()} />
            </PartTexts>
          )}
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-xl font-bold text-brand-900">
              What the plan gives
            </h2>
            <div className="mt-3">
              <BenefitList benefits={quoteBenefits(table, input, premium)} />
            </div>
          </section>
          <p className="text-xs leading-5 text-muted">
            An indicative premium on the details shown. The final premium depends on underwriting of health,
            habits, occupation and income. Read the sales brochure carefully before concluding a sale.
          </p>
        </div>
        <aside className="space-y-6 text-sm leading-6 text-ink">
          <section className="rounded-lg bg-brand-50 p-5">
            <h2 className="text-lg font-bold text-brand-900">The details quoted</h2>
            <div className="mt-3">
              <QuoteFacts input={input} />
            </div>
          </section>
          <div className="flex flex-wrap gap-3">
            <a href={savedQuotePdfPath(quote.ref)} className="btn-secondary" download>
              Download PDF
            </a>
            <a href={quotePathOf(table.planPath)} className="btn-secondary">
              Get a new quote
            </a>
          </div>
          <TalkToAdvisor
            className="btn-primary"
            planName={table.planName}
            comments={quoteSummary(table.planName, input, premium, quote.ref)}
          />
        </aside>
      </div>
    </Shell>
  )
}
