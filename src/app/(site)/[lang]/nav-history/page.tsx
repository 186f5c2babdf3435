import type { Metadata } from 'next'
import { cache } from 'react'

import { formatDay } from '@/domain/nav-history'
import { fundNavView } from '@/server/nav-history'
import { metaRecordForScreen } from '@/server/seo'
import { serviceFormProps } from '@/server/services/page'
import { localHref, pageLanguage, serverTexts, serverTranslator } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { FundFacts, FundNavChart, FundNavTable, type TNavViewTexts } from '@/ui/nav-history/FundNavViews'
import { NavHistorySearch } from '@/ui/nav-history/NavHistorySearch'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/nav-history'
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/** The page's words in its language (the services texts, `navPage`). */
const texts = cache(async () => (await serverTexts('services')).navPage)

const meta = cache(async () => {
  const page = await texts()
  return metaRecordForScreen({
    path: PATH,
    title: page.title,
    description: page.description,
    trail: [
      { name: page.home, path: '/' },
      { name: page.services, path: '/services' },
      { name: page.name, path: PATH },
    ],
  })
})

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/**
 * Spec 2.1 `nav-history`: choose a fund and a date range; the NAV table, a chart and a CSV download. The form is
 * a GET form to this page; with script it holds the navHistory form token (decision 65). In the page's language;
 * the funds' names, categories and risk stay as the fund list spells them, marked English on a Hindi page.
 */
export default async function NavHistoryPage({ searchParams }: Args) {
  const params = await searchParams
  const input = { fund: one(params.fund), from: one(params.from), to: one(params.to), page: one(params.page) }
  const [view, record, page, t, language, action] = await Promise.all([
    fundNavView(input),
    meta(),
    texts(),
    serverTranslator(['services']),
    pageLanguage(),
    localHref(PATH),
  ])
  const values = view.ok
    ? { fund: view.query.fund, from: view.query.from, to: view.query.to }
    : { fund: view.input.fund ?? '', from: view.input.from ?? '', to: view.input.to ?? '' }
  const errors = view.ok
    ? {}
    : Object.fromEntries(Object.entries(view.errors).map(([field, message]) => [field, t(message)]))
  const viewTexts: TNavViewTexts = {
    ...page,
    day: (day) => formatDay(day, language),
    fundsLang: language === 'en' ? undefined : 'en',
  }
  return (
    <Shell path={PATH} schema={record.schema} contentLanguage={language}>
      <PartTexts parts={['services']}>
        <div className="mx-auto max-w-5xl px-4 py-8">
          <h1 className="text-3xl font-bold text-brand-900">{page.name}</h1>
          <p className="mt-2 max-w-3xl text-muted">{page.intro}</p>
          <NavHistorySearch
            // A new address is a new choice: the form starts again from the server's answer.
            key={JSON.stringify(input)}
            funds={view.funds.map(({ sfin, name, first, last }) => ({ sfin, name, first, last }))}
            values={values}
            message={view.ok ? null : t(view.message)}
            errors={errors}
            servicesPath={serviceFormProps().servicesPath}
            action={action}
            texts={{ fund: page.fund, from: page.from, to: page.to, show: page.show, hint: page.hint }}
            fundsLang={viewTexts.fundsLang}
          >
            {view.ok ? (
              <section aria-labelledby="nav-fund-heading" className="mt-8">
                <h2
                  id="nav-fund-heading"
                  className="text-2xl font-bold text-brand-900"
                  lang={viewTexts.fundsLang}
                >
                  {view.fund.name}
                </h2>
                {view.fund.objective ? (
                  <p className="mt-1 text-muted" lang={viewTexts.fundsLang}>
                    {view.fund.objective}
                  </p>
                ) : null}
                <div className="mt-4">
                  <FundFacts fund={view.fund} texts={viewTexts} />
                </div>
                <FundNavChart fundName={view.fund.name} points={view.points} texts={viewTexts} />
                <FundNavTable view={view} texts={viewTexts} action={action} />
              </section>
            ) : null}
          </NavHistorySearch>
        </div>
      </PartTexts>
    </Shell>
  )
}
