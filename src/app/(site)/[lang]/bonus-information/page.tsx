import type { Metadata } from 'next'
import { cache } from 'react'

import { BONUS_MESSAGES, bonusPlans, bonusYears, formatRate } from '@/domain/bonus'
import { bonusView } from '@/server/nav-history'
import { metaRecordForScreen } from '@/server/seo'
import { inputClass } from '@/ui/forms/fields'
import { localHref, pageLanguage, serverTexts, serverTranslator } from '@/ui/i18n/language'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'
import { TableScroll } from '@/ui/primitives/TableScroll'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/bonus-information'
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The page's words in its language (the services texts, `bonusPage`). */
const texts = cache(async () => (await serverTexts('services')).bonusPage)

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

/** Spec 2.1 `bonus-information`: declared bonus rates by plan and financial year, filterable. */
export default async function BonusInformationPage({ searchParams }: Args) {
  const params = await searchParams
  const plan = one(params.plan)
  const year = one(params.year)
  const [{ rates, result }, record, page, t, language, action] = await Promise.all([
    bonusView({ plan, year }),
    meta(),
    texts(),
    serverTranslator(['services']),
    pageLanguage(),
    localHref(PATH),
  ])
  // The plans' names and notes as the bonus table spells them, marked English on a page in another language.
  const data = language === 'en' ? undefined : 'en'
  return (
    <Shell path={PATH} schema={record.schema} contentLanguage={language}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.name}</h1>
        <p className="mt-2 max-w-3xl text-muted">{page.intro}</p>
        <form method="get" action={action} className="mt-6 rounded-lg border border-gray-200 bg-brand-50 p-4">
          {!result.ok ? (
            <p role="alert" className="mb-3 font-semibold text-red-800">
              {t(result.message)}
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
            <div>
              <label htmlFor="bonus-plan" className="font-semibold text-brand-900">
                {page.plan}
              </label>
              <select id="bonus-plan" name="plan" defaultValue={plan} className={inputClass(false)}>
                <option value="">{page.allPlans}</option>
                {bonusPlans(rates).map((name) => (
                  <option key={name} value={name} lang={data}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="bonus-year" className="font-semibold text-brand-900">
                {page.year}
              </label>
              <select id="bonus-year" name="year" defaultValue={year} className={inputClass(false)}>
                <option value="">{page.allYears}</option>
                {bonusYears(rates).map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {page.show}
            </button>
          </div>
        </form>
        {result.ok ? (
          result.rows.length ? (
            <TableScroll className="mt-6" label={page.declared}>
              <table className="w-full border-collapse text-left">
                <caption className="py-2 text-left font-semibold text-brand-900">{page.caption}</caption>
                <thead>
                  <tr className="border-b-2 border-brand-600">
                    <th scope="col" className="py-2 pr-4">
                      {page.plan}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      UIN
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {page.year}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      {page.reversionary}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {page.terminal}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row) => (
                    <tr key={`${row.plan}-${row.financialYear}`} className="border-b border-gray-200">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <span lang={data}>{row.plan}</span>
                        {row.note ? (
                          <span lang={data} className="block text-sm text-muted">
                            {row.note}
                          </span>
                        ) : null}
                      </th>
                      <td className="py-2 pr-4 font-mono text-sm">{row.uin}</td>
                      <td className="py-2 pr-4">{row.financialYear}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatRate(row.reversionary)}</td>
                      <td className="py-2 text-right tabular-nums">
                        {row.terminal ? formatRate(row.terminal) : page.notDeclared}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <p className="mt-6">{t(BONUS_MESSAGES.none)}</p>
          )
        ) : null}
        <p className="mt-6 text-sm text-muted">{page.note}</p>
      </div>
    </Shell>
  )
}
