import type { Metadata } from 'next'
import { cache } from 'react'

import { fundNavView } from '@/server/nav-history'
import { metaRecordForScreen } from '@/server/seo'
import { serviceFormProps } from '@/server/services/page'
import { FundFacts, FundNavChart, FundNavTable } from '@/ui/nav-history/FundNavViews'
import { NavHistorySearch } from '@/ui/nav-history/NavHistorySearch'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/nav-history'
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: 'NAV history of our unit-linked funds',
    description:
      'Daily net asset values (NAV) of Sahyog Life Insurance unit-linked funds: choose a fund and a period, see the table and the chart, download a CSV.',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'NAV history', path: PATH },
    ],
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/**
 * Spec 2.1 `nav-history`: choose a fund and a date range; the NAV table, a chart and a CSV download. The form is
 * a GET form to this page; with script it holds the navHistory form token (decision 65).
 */
export default async function NavHistoryPage({ searchParams }: Args) {
  const params = await searchParams
  const input = { fund: one(params.fund), from: one(params.from), to: one(params.to), page: one(params.page) }
  const [view, record] = await Promise.all([fundNavView(input), meta()])
  const values = view.ok
    ? { fund: view.query.fund, from: view.query.from, to: view.query.to }
    : { fund: view.input.fund ?? '', from: view.input.from ?? '', to: view.input.to ?? '' }
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">NAV history</h1>
        <p className="mt-2 max-w-3xl text-muted">
          The net asset value (NAV) is the price of one unit of a fund, worked out at the end of every working
          day. Past performance is not a guide to future returns.
        </p>
        <NavHistorySearch
          // A new address is a new choice: the form starts again from the server's answer.
          key={JSON.stringify(input)}
          funds={view.funds.map(({ sfin, name, first, last }) => ({ sfin, name, first, last }))}
          values={values}
          message={view.ok ? null : view.message}
          errors={view.ok ? {} : view.errors}
          servicesPath={serviceFormProps().servicesPath}
        >
          {view.ok ? (
            <section aria-labelledby="nav-fund-heading" className="mt-8">
              <h2 id="nav-fund-heading" className="text-2xl font-bold text-brand-900">
                {view.fund.name}
              </h2>
              {view.fund.objective ? <p className="mt-1 text-muted">{view.fund.objective}</p> : null}
              <div className="mt-4">
                <FundFacts fund={view.fund} />
              </div>
              <FundNavChart fundName={view.fund.name} points={view.points} />
              <FundNavTable view={view} />
            </section>
          ) : null}
        </NavHistorySearch>
      </div>
    </Shell>
  )
}
