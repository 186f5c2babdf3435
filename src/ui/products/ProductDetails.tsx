import { formatDate } from '@/domain/format'
import { TableScroll } from '../primitives/TableScroll'
import { todayInIndia } from '@/domain/policy'
import { quotePathOf } from '@/domain/quotes/paths'
import { quotablePlanPaths } from '@/server/content/quotes'
import {
  PREMIUM_EXAMPLE_COLUMNS,
  eligibilityRows,
  fileSize,
  fileTypeLabel,
  needLabel,
  premiumExampleCells,
  premiumExamplesGst,
} from '@/domain/products'
import { toSitePath } from '@/domain/shell/media'
import type { Media, Page } from '@/payload-types'

import { PlanCta } from './PlanCta'

type Product = NonNullable<Page['product']>

const fileOf = (value: unknown): Media | null =>
  value && typeof value === 'object' && 'url' in value && (value as Media).url ? (value as Media) : null

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-6">
      <h2 id={id} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Eligibility({ product }: { product: Product }) {
  // The same lines as the plan's brochure (src/domain/products/details.ts).
  const rows = eligibilityRows(product.eligibility)
  if (rows.length === 0) return null
  return (
    <Section id="plan-eligibility" title="Eligibility">
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

function PremiumExamples({
  product,
  planName,
  group,
}: {
  product: Product
  planName: string
  group: boolean
}) {
  const rows = product.premium_examples ?? []
  if (rows.length === 0) return null
  // The same sentence as the plan's brochure: GST as the law stands today (none on individual life premiums).
  const gst = premiumExamplesGst(
    { typeCode: product.type_code, need: product.need, eligibility: product.eligibility, group },
    todayInIndia(),
  )
  return (
    <Section id="plan-premiums" title="Premium examples">
      <TableScroll className="mt-4" label={'Premium examples'}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted">Indicative yearly premiums for {planName}.</caption>
          <thead>
            <tr className="bg-brand-50">
              {PREMIUM_EXAMPLE_COLUMNS.map((label) => (
                <th key={label} scope="col" className="border border-gray-200 px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const [profile, ...cells] = premiumExampleCells(row)
              return (
                <tr key={row.id ?? index}>
                  <th scope="row" className="border border-gray-200 px-3 py-2 font-medium">
                    {profile}
                  </th>
                  {cells.map((cell, column) => (
                    <td key={column} className="border border-gray-200 px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
      {product.premium_note ? <p className="mt-3 text-sm text-muted">{product.premium_note}</p> : null}
      {gst ? (
        <p className="mt-2 text-sm text-ink" data-testid="premium-gst">
          {gst}
        </p>
      ) : null}
    </Section>
  )
}

function Downloads({ product, planName }: { product: Product; planName: string }) {
  const files = [
    { label: 'Brochure', file: fileOf(product.brochure) },
    { label: 'Policy wording', file: fileOf(product.policy_wording) },
  ].filter((item): item is { label: string; file: Media } => !!item.file)
  if (files.length === 0) return null
  return (
    <Section id="plan-documents" title="Documents">
      <ul className="mt-4 flex flex-wrap gap-3">
        {files.map(({ label, file }) => {
          const facts = [fileTypeLabel(file.mimeType, file.filename), fileSize(file.filesize)].filter(Boolean)
          return (
            <li key={label}>
              <a
                href={toSitePath(file.url!)}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {label}
                <span className="sr-only"> of {planName}</span>
                {facts.length ? (
                  <span className="text-sm font-normal text-muted">({facts.join(', ')})</span>
                ) : null}
              </a>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/**
 * A plan's facts line under the hero: need, UIN, and for a withdrawn plan its dates. The type code (P1, P2, P3) is
 * the site's own sorting and the lead's, never shown to visitors.
 */
export function PlanFacts({ product, withdrawn }: { product: Product; withdrawn: boolean }) {
  const facts = [
    needLabel(product.need) ? ['Need', needLabel(product.need)] : null,
    product.uin ? ['UIN', product.uin] : null,
    withdrawn && formatDate(product.withdrawn_on)
      ? ['Withdrawn from sale', formatDate(product.withdrawn_on)]
      : null,
  ].filter((fact): fact is [string, string] => !!fact)
  if (facts.length === 0) return null
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-muted">{label}:</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * What a plan page shows from its product details, between the page's own blocks and its questions: the facts
 * and the buy / advisor buttons, key benefits, eligibility, premium examples and the downloads. Withdrawn plans
 * show the facts and documents only (they cannot be bought).
 */
export async function ProductDetails({ page, withdrawn }: { page: Page; withdrawn: boolean }) {
  const product = page.product ?? {}
  const quotePath = !withdrawn && (await quotablePlanPaths()).has(page.path) ? quotePathOf(page.path) : null
  const benefits = product.key_benefits ?? []
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <div className="flex flex-col gap-4 rounded-lg bg-brand-50 p-5 md:flex-row md:items-center md:justify-between">
          <PlanFacts product={product} withdrawn={withdrawn} />
          {withdrawn ? null : <PlanCta planName={page.title} quotePath={quotePath} />}
        </div>
      </div>
      {benefits.length > 0 ? (
        <Section id="plan-benefits" title="Key benefits">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {benefits.map((benefit, index) => (
              <li key={benefit.id ?? index} className="rounded-lg border border-gray-200 p-5">
                <h3 className="font-semibold text-brand-800">{benefit.title}</h3>
                <p className="mt-1 text-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {withdrawn ? null : <Eligibility product={product} />}
      {withdrawn ? null : (
        <PremiumExamples
          product={product}
          planName={page.title}
          group={page.path.startsWith('/group-life-insurance/')}
        />
      )}
      <Downloads product={product} planName={page.title} />
    </>
  )
}
