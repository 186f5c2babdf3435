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
import { hindiValue } from '@/domain/i18n/fallback'
import { englishOn } from '@/domain/i18n/languages'
import type { Media, Page } from '@/payload-types'
import type { TPlanFile } from '@/server/content'
import { pageLanguage, serverTranslator } from '@/ui/i18n/language'

import { PlanCta } from './PlanCta'

type Product = NonNullable<Page['product']>

/**
 * The page's language for the plan's details: `t` turns a label or a figure the site writes in English ('Eligibility',
 * '18 to 65 years', '₹1 crore', a GST note) into it; `english` marks a text of the plan's own (the CMS's) that has
 * no Hindi on a Hindi page, as the plan list does, so it is read out in English and never passes as Hindi.
 */
type TLang = { t: (text: string) => string; english: (text: string | null | undefined) => 'en' | undefined }

async function planLanguage(): Promise<TLang> {
  const language = await pageLanguage()
  const translate = await serverTranslator(['shell', 'tax'])
  return {
    t: language === 'hi' ? (text) => hindiValue(translate(text)) : translate,
    english: (text) => englishOn(language, text),
  }
}

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

function Eligibility({ product, lang: { t, english } }: { product: Product; lang: TLang }) {
  // The same lines as the plan's brochure (src/domain/products/details.ts).
  const rows = eligibilityRows(product.eligibility)
  if (rows.length === 0) return null
  return (
    <Section id="plan-eligibility" title={t('Eligibility')}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{t(label)}</dt>
            <dd className="font-semibold text-ink" lang={english(t(value))}>
              {t(value)}
            </dd>
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
  lang: { t, english },
}: {
  product: Product
  planName: string
  group: boolean
  lang: TLang
}) {
  const rows = product.premium_examples ?? []
  if (rows.length === 0) return null
  // The same sentence as the plan's brochure: GST as the law stands today (none on individual life premiums).
  const gst = premiumExamplesGst(
    { typeCode: product.type_code, need: product.need, eligibility: product.eligibility, group },
    todayInIndia(),
  )
  return (
    <Section id="plan-premiums" title={t('Premium examples')}>
      <TableScroll className="mt-4" label={t('Premium examples')}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted">
            {t(`Indicative yearly premiums for ${planName}.`)}
          </caption>
          <thead>
            <tr className="bg-brand-50">
              {PREMIUM_EXAMPLE_COLUMNS.map((label) => (
                <th key={label} scope="col" className="border border-gray-200 px-3 py-2 font-semibold">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const [profile, ...cells] = premiumExampleCells(row)
              return (
                <tr key={index}>
                  <th
                    scope="row"
                    className="border border-gray-200 px-3 py-2 font-medium"
                    lang={english(profile)}
                  >
                    {profile}
                  </th>
                  {/* An amount ('₹1 crore', '₹9,800') is read as one: never broken between its figure and its unit. */}
                  {cells.map((cell, column) => (
                    <td
                      key={column}
                      className={`border border-gray-200 px-3 py-2${column === 1 ? '' : ' whitespace-nowrap'}`}
                      lang={english(t(cell))}
                    >
                      {t(cell)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
      {product.premium_note ? (
        <p className="mt-3 text-sm text-muted" lang={english(product.premium_note)}>
          {product.premium_note}
        </p>
      ) : null}
      {gst ? (
        <p className="mt-2 text-sm text-ink" data-testid="premium-gst">
          {t(gst)}
        </p>
      ) : null}
    </Section>
  )
}

/**
 * The plan's documents. On a page in Hindi a document without a Hindi file of its own is the English one: its link
 * says so (`hreflang="en"`, "अंग्रेज़ी में").
 */
function Downloads({
  product,
  planName,
  englishFiles,
  lang: { t },
}: {
  product: Product
  planName: string
  englishFiles: readonly TPlanFile[]
  lang: TLang
}) {
  const files = [
    { label: 'Brochure', file: fileOf(product.brochure), english: englishFiles.includes('brochure') },
    {
      label: 'Policy wording',
      file: fileOf(product.policy_wording),
      english: englishFiles.includes('policy_wording'),
    },
  ].filter((item): item is { label: string; file: Media; english: boolean } => !!item.file)
  if (files.length === 0) return null
  return (
    <Section id="plan-documents" title={t('Documents')}>
      <ul className="mt-4 flex flex-wrap gap-3">
        {files.map(({ label, file, english }) => {
          const facts = [fileTypeLabel(file.mimeType, file.filename), fileSize(file.filesize)].filter(Boolean)
          return (
            <li key={label}>
              <a
                href={toSitePath(file.url!)}
                hrefLang={english ? 'en' : undefined}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t(label)}
                <span className="sr-only"> {t(`of ${planName}`)}</span>
                {english ? <span className="font-normal">{t('in English')}</span> : null}
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
export function PlanFacts({
  product,
  withdrawn,
  lang: { t },
}: {
  product: Product
  withdrawn: boolean
  lang: TLang
}) {
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
          <dt className="text-muted">{t(label)}:</dt>
          <dd className="font-semibold text-ink">{t(value)}</dd>
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
export async function ProductDetails({
  page,
  withdrawn,
  englishFiles = [],
}: {
  page: Page
  withdrawn: boolean
  /** The plan's documents a page in another language offers in English (src/server/content). */
  englishFiles?: readonly TPlanFile[]
}) {
  const product = page.product ?? {}
  const quotePath = !withdrawn && (await quotablePlanPaths()).has(page.path) ? quotePathOf(page.path) : null
  const benefits = product.key_benefits ?? []
  const lang = await planLanguage()
  const { t, english } = lang
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <div className="flex flex-col gap-4 rounded-lg bg-brand-50 p-5 md:flex-row md:items-center md:justify-between">
          <PlanFacts product={product} withdrawn={withdrawn} lang={lang} />
          {withdrawn ? null : <PlanCta planName={page.title} quotePath={quotePath} />}
        </div>
      </div>
      {benefits.length > 0 ? (
        <Section id="plan-benefits" title={t('Key benefits')}>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {benefits.map((benefit, index) => (
              <li key={index} className="rounded-lg border border-gray-200 p-5">
                <h3 className="font-semibold text-brand-800" lang={english(benefit.title)}>
                  {benefit.title}
                </h3>
                <p className="mt-1 text-muted" lang={english(benefit.text)}>
                  {benefit.text}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {withdrawn ? null : <Eligibility product={product} lang={lang} />}
      {withdrawn ? null : (
        <PremiumExamples
          product={product}
          planName={page.title}
          group={page.path.startsWith('/group-life-insurance/')}
          lang={lang}
        />
      )}
      <Downloads product={product} planName={page.title} englishFiles={englishFiles} lang={lang} />
    </>
  )
}
