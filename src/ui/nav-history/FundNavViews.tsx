import {
  formatDay,
  fundNavQueryString,
  fundNavSummary,
  samplePoints,
  type IFundNavPoint,
} from '@/domain/nav-history'
import type { IFund, TFundNavView } from '@/server/nav-history'

const CSV_PATH = '/api/v1/nav-history/csv'

const nav4 = (value: number) => value.toFixed(4)

export function FundFacts({ fund }: { fund: IFund }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-4">
      <div>
        <dt className="text-muted">SFIN</dt>
        <dd className="font-mono break-all">{fund.sfin}</dd>
      </div>
      <div>
        <dt className="text-muted">Category</dt>
        <dd>{fund.category}</dd>
      </div>
      <div>
        <dt className="text-muted">Risk</dt>
        <dd>{fund.risk}</dd>
      </div>
      <div>
        <dt className="text-muted">NAV data</dt>
        <dd>
          {formatDay(fund.first)} to {formatDay(fund.last)}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The NAV line as inline SVG, drawn on the server (no chart library, no script). The picture has a text
 * alternative in words (first, last, lowest, highest) and the table below holds every figure.
 */
export function FundNavChart({ fundName, points }: { fundName: string; points: readonly IFundNavPoint[] }) {
  const summary = fundNavSummary(points)
  if (!summary || points.length < 2) return null
  const sample = samplePoints(points)
  const width = 640
  const height = 200
  const pad = 4
  const span = summary.high.nav - summary.low.nav || 1
  const x = (index: number) => pad + (index / (sample.length - 1)) * (width - 2 * pad)
  const y = (nav: number) => pad + (1 - (nav - summary.low.nav) / span) * (height - 2 * pad)
  const line = sample.map(
    (point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.nav).toFixed(1)}`,
  )
  const change = summary.changePercent
  const description =
    `NAV of ${fundName} from ${formatDay(summary.first.date)} to ${formatDay(summary.last.date)}: ` +
    `from ₹${nav4(summary.first.nav)} to ₹${nav4(summary.last.nav)} (${change >= 0 ? 'up' : 'down'} ` +
    `${Math.abs(change).toFixed(2)} per cent); lowest ₹${nav4(summary.low.nav)} on ${formatDay(summary.low.date)}, ` +
    `highest ₹${nav4(summary.high.nav)} on ${formatDay(summary.high.date)}.`
  return (
    <figure className="mt-6 [content-visibility:auto]">
      <figcaption className="font-semibold text-brand-900">NAV over the chosen period</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={description}
      >
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} stroke="#9ca3af" />
        <path d={line.join('')} fill="none" stroke="#0b57a4" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className="mt-2 text-sm text-muted">{description}</p>
    </figure>
  )
}

/** The NAVs of one page, newest first, with links to the other pages and the CSV of the whole period. */
export function FundNavTable({ view }: { view: Extract<TFundNavView, { ok: true }> }) {
  const { query, pages } = view
  const link = (page: number) => `/nav-history?${fundNavQueryString({ ...query, page })}`
  return (
    <section aria-labelledby="nav-table-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="nav-table-heading" className="text-xl font-bold text-brand-900">
          Daily NAV
        </h2>
        <a
          href={`${CSV_PATH}?${fundNavQueryString(query)}`}
          download
          className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Download CSV<span className="sr-only"> of {view.points.length} NAVs</span>
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">
        {view.points.length} NAVs from {formatDay(query.from)} to {formatDay(query.to)}, newest first.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            NAV of {view.fund.name}, page {query.page} of {pages}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand-600">
              <th scope="col" className="py-2 pr-4">
                Date
              </th>
              <th scope="col" className="py-2 text-right">
                NAV (₹)
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.date} className="border-b border-gray-200">
                <td className="py-2 pr-4">
                  <time dateTime={row.date}>{formatDay(row.date)}</time>
                </td>
                <td className="py-2 text-right tabular-nums">{nav4(row.nav)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="NAV table pages" className="mt-4 flex flex-wrap items-center gap-3">
          {query.page > 1 ? (
            <a href={link(query.page - 1)} rel="prev" className="rounded border px-3 py-2 text-brand-700">
              Newer
            </a>
          ) : null}
          <span aria-current="page">
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <a href={link(query.page + 1)} rel="next" className="rounded border px-3 py-2 text-brand-700">
              Older
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
