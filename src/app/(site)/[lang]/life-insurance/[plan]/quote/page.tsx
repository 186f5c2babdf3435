import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { formatRupeesShort } from '@/domain/format'
import { payDescription } from '@/domain/quotes'
import { quotePathOf } from '@/domain/quotes/paths'
import { hindiValue } from '@/domain/i18n/fallback'
import { format } from '@/domain/i18n/format'
import { getLocalizedPage } from '@/server/content'
import { getQuoteTable } from '@/server/content/quotes'
import { metaRecordForScreen } from '@/server/seo'
import { serviceFormProps } from '@/server/services/page'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { localHref, pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { QuoteJourney } from '@/ui/quotes/QuoteJourney'
import { HelpBox } from '@/ui/services/ServiceScreen'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ plan: string }> }

/** A plan's ways of paying ('Single, 5, 10 years or regular') in Hindi words, for the Hindi page's limits. */
const hindiPayDescription = (text: string) =>
  text
    .replace(/^Single\b/, 'एकल')
    .replace(/\byears\b/g, 'वर्ष')
    .replace(/ or regular$/, ' या नियमित')
    .replace(/^Regular$/, 'नियमित')
    .replace(/ or /g, ' या ')
    .replace(/ to /g, ' से ')

/**
 * Rendered on first request and kept until the plan or its rate table is saved (tags `quotes`, `page:…`): the
 * quote form is the same for everyone (a calculator's suggestion in the address is read in the browser, the premium
 * is worked out there, and the server works it out again when a quote is saved), so a campaign's visitors are
 * served from the cache like any content page.
 */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/** The plan's rate table, its page in the visitor's language (its title, its benefits) and the quote page's meta. */
async function load(slug: string) {
  const planPath = `/life-insurance/${slug}`
  const table = /^[a-z0-9-]{1,80}$/.test(slug) ? await getQuoteTable(planPath) : null
  if (!table) return null
  const language = await pageLanguage()
  const localized = await getLocalizedPage(planPath, language)
  // The plan's name as its page gives it in this language (an editor may write it in Hindi).
  const planName = localized?.page.title || table.planName
  const texts = (await serverTexts('calculators')).quoteForm
  const trail = [
    { name: texts.home, path: '/' },
    { name: texts.lifeInsurance, path: '/life-insurance' },
    { name: planName, path: planPath },
    { name: texts.getQuote, path: quotePathOf(planPath) },
  ]
  const meta = await metaRecordForScreen({
    path: quotePathOf(planPath),
    title: format(texts.metaTitle, { plan: planName }),
    description: format(texts.metaDescription, { plan: planName }),
    trail,
  })
  return { table: { ...table, planName }, trail, meta, texts, localized }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const loaded = await load((await params).plan)
  return loaded ? toMetadata(loaded.meta) : {}
}

/**
 * A plan's quote journey (`/life-insurance/{plan}/quote`), for every plan with a rate table in the CMS. A
 * calculator's result may carry the sum assured and policy term in the address (`?sa=…&term=…`, read by the form).
 */
export default async function QuotePage({ params }: Args) {
  const loaded = await load((await params).plan)
  if (!loaded) notFound()
  const { table, meta, texts, trail, localized } = loaded
  const hindi = (await pageLanguage()) === 'hi'
  const inLanguage = (text: string) => (hindi ? hindiValue(text) : text)
  const [before, after = ''] = texts.otherChoices.split('{link}')
  const planHref = await localHref(table.planPath)
  const benefits = (localized?.page.product?.key_benefits ?? []).slice(0, 4)
  // The plan's own words from the CMS: English until its page has them in this language, marked so (as PageView).
  const benefitsInEnglish = hindi && localized?.language !== 'hi'
  return (
    <Shell path={quotePathOf(table.planPath)} schema={meta.schema}>
      <Breadcrumbs trail={trail} label={texts.breadcrumb} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h1 id="quote-heading" className="text-3xl font-bold text-brand-900">
            {format(texts.pageTitle, { plan: table.planName })}
          </h1>
          <p className="mt-3 leading-7 text-ink">{texts.pageIntro}</p>
          <div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <PartTexts parts={['calculators', 'tax']}>
              <QuoteJourney table={table} privacyPolicyUrl="/legal/privacy-policy" {...serviceFormProps()} />
            </PartTexts>
          </div>
        </div>
        <aside className="space-y-6 text-sm leading-6 text-ink">
          {benefits.length > 0 ? (
            <HelpBox title={format(texts.why, { plan: table.planName })}>
              <ul className="list-disc space-y-1 pl-5" lang={benefitsInEnglish ? 'en' : undefined}>
                {benefits.map((benefit) => (
                  <li key={benefit.id ?? benefit.title}>
                    <strong>{benefit.title}.</strong> {benefit.text}
                  </li>
                ))}
              </ul>
            </HelpBox>
          ) : null}
          <HelpBox title={texts.online}>
            <p>
              {format(texts.onlineText, {
                min: table.entry_age_min,
                max: table.entry_age_max,
                termMin: table.term_min,
                termMax: table.term_max,
                till: table.cover_till_age_max,
                pay: hindi ? hindiPayDescription(payDescription(table)) : payDescription(table).toLowerCase(),
                sumMin: inLanguage(formatRupeesShort(table.sum_assured_min)),
                sumMax: inLanguage(formatRupeesShort(table.sum_assured_max)),
              })}
            </p>
            <p>
              {before}
              <a className="font-semibold text-brand-700 underline" href={planHref}>
                {texts.planPage}
              </a>
              {after}
            </p>
          </HelpBox>
        </aside>
      </div>
    </Shell>
  )
}
