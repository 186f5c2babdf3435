import type { Metadata } from 'next'
import { cache } from 'react'

import { BONUS_MESSAGES, bonusPlans, bonusYears, formatRate } from '@/domain/bonus'
import { bonusView } from '@/server/nav-history'
import { metaRecordForScreen } from '@/server/seo'
import { inputClass } from '@/ui/forms/fields'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'
import { TableScroll } from '@/ui/primitives/TableScroll'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/bonus-information'
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: 'Bonus information: declared bonus rates',
    description:
      'Reversionary and terminal bonus rates declared by Sahyog Life Insurance for its participating plans, by plan and financial year.',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Bonus information', path: PATH },
    ],
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/** Spec 2.1 `bonus-information`: declared bonus rates by plan and financial year, filterable. */
export default async function BonusInformationPage({ searchParams }: Args) {
  const params = await searchParams
  const plan = one(params.plan)
  const year = one(params.year)
  const [{ rates, result }, record] = await Promise.all([bonusView({ plan, year }), meta()])
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">Bonus information</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Participating (with-profits) plans share in the profits of our participating fund through bonuses
          declared every financial year. Rates are in rupees for every ₹1,000 of sum assured. A reversionary
          bonus is added to the policy each year and paid with the claim; a terminal bonus is paid once, on
          maturity or death, for policies that qualify.
        </p>
        <form method="get" action={PATH} className="mt-6 rounded-lg border border-gray-200 bg-brand-50 p-4">
          {!result.ok ? (
            <p role="alert" className="mb-3 font-semibold text-red-800">
              {result.message}
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
            <div>
              <label htmlFor="bonus-plan" className="font-semibold text-brand-900">
                Plan
              </label>
              <select id="bonus-plan" name="plan" defaultValue={plan} className={inputClass(false)}>
                <option value="">All plans</option>
                {bonusPlans(rates).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="bonus-year" className="font-semibold text-brand-900">
                Financial year
              </label>
              <select id="bonus-year" name="year" defaultValue={year} className={inputClass(false)}>
                <option value="">All years</option>
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
              Show rates
            </button>
          </div>
        </form>
        {result.ok ? (
          result.rows.length ? (
            <TableScroll className="mt-6" label="Declared bonus rates">
              <table className="w-full border-collapse text-left">
                <caption className="py-2 text-left font-semibold text-brand-900">
                  Declared bonus rates (₹ per ₹1,000 sum assured)
                </caption>
                <thead>
                  <tr className="border-b-2 border-brand-600">
                    <th scope="col" className="py-2 pr-4">
                      Plan
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      UIN
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Financial year
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Reversionary bonus
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Terminal bonus
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row) => (
                    <tr key={`${row.plan}-${row.financialYear}`} className="border-b border-gray-200">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {row.plan}
                        {row.note ? <span className="block text-sm text-muted">{row.note}</span> : null}
                      </th>
                      <td className="py-2 pr-4 font-mono text-sm">{row.uin}</td>
                      <td className="py-2 pr-4">{row.financialYear}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatRate(row.reversionary)}</td>
                      <td className="py-2 text-right tabular-nums">
                        {row.terminal ? formatRate(row.terminal) : 'Not declared'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <p className="mt-6">{BONUS_MESSAGES.none}</p>
          )
        ) : null}
        <p className="mt-6 text-sm text-muted">
          Bonuses are not guaranteed until declared; past declarations do not promise future ones. Unit-linked
          plans do not receive bonuses: see NAV history for their funds.
        </p>
      </div>
    </Shell>
  )
}
