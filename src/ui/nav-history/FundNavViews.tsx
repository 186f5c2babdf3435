import { format } from '@/domain/i18n/format'
import type { TMessages } from '@/domain/i18n/messages'
import { fundNavQueryString, fundNavSummary, samplePoints, type IFundNavPoint } from '@/domain/nav-history'
import type { IFund, TFundNavView } from '@/server/nav-history'

const CSV_PATH = '/api/v1/nav-history/csv'

const nav4 = (value: number) => value.toFixed(4)

/**
 * The views' words in the page's language (the services texts, `navPage`), a day as the page writes it, and the
 * `lang` of what the fund list spells in English (none on an English page).
 */
export type TNavViewTexts = TMessages['services']['navPage'] & {
  day: (day: string) => string
  fundsLang: 'en' | undefined
}

export function FundFacts({ fund, texts }: { fund: IFund; texts: TNavViewTexts }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-4">
      <div>
        <dt className="text-muted">SFIN</dt>
        <dd className="font-mono break-all">{fund.sfin}</dd>
      </div>
      <div>
        <dt className="text-muted">{texts.category}</dt>
        <dd lang={texts.fundsLang}>{fund.category}</dd>
      </div>
      <div>
        <dt className="text-muted">{texts.risk}</dt>
        <dd lang={texts.fundsLang}>{fund.risk}</dd>
      </div>
      <div>
        <dt className="text-muted">{texts.navData}</dt>
        <dd>{format(texts.span, { first: texts.day(fund.first), last: texts.day(fund.last) })}</dd>
      </div>
    </dl>
  )
}

/**
 * The NAV line as inline SVG, drawn on the server (no chart library, no script). The picture has a text
 * alternative in words (first, last, lowest, highest) and the table below holds every figure.
 */
export function FundNavChart({
  fundName,
  points,
  texts,
}: {
  fundName: string
  points: readonly IFundNavPoint[]
  texts: TNavViewTexts
}) {
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
  const description = format(change >= 0 ? texts.chartUp : texts.chartDown, {
    fund: fundName,
    first: texts.day(summary.first.date),
    last: texts.day(summary.last.date),
    start: nav4(summary.first.nav),
    end: nav4(summary.last.nav),
    change: Math.abs(change).toFixed(2),
    low: nav4(summary.low.nav),
    lowDate: texts.day(summary.low.date),
    high: nav4(summary.high.nav),
    highDate: texts.day(summary.high.date),
  })
  return (
    <figure className="mt-6 [content-visibility:auto]">
      <figcaption className="font-semibold text-brand-900">{texts.chartCaption}</figcaption>
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
export function FundNavTable({
  view,
  texts,
  action,
}: {
  view: Extract<TFundNavView, { ok: true }>
  texts: TNavViewTexts
  /** The page's address in its language. */
  action: string
}) {
  const { query, pages } = view
  const link = (page: number) => `${action}?${fundNavQueryString({ ...query, page })}`
  return (
    <section aria-labelledby="nav-table-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="nav-table-heading" className="text-xl font-bold text-brand-900">
          {texts.daily}
        </h2>
        <a
          href={`${CSV_PATH}?${fundNavQueryString(query)}`}
          download
          className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {texts.download}
          <span className="sr-only"> {format(texts.downloadCount, { count: view.points.length })}</span>
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">
        {format(texts.count, {
          count: view.points.length,
          first: texts.day(query.from),
          last: texts.day(query.to),
        })}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            {format(texts.caption, { fund: view.fund.name, page: query.page, pages })}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand-600">
              <th scope="col" className="py-2 pr-4">
                {texts.date}
              </th>
              <th scope="col" className="py-2 text-right">
                {texts.nav}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.date} className="border-b border-gray-200">
                <td className="py-2 pr-4">
                  <time dateTime={row.date}>{texts.day(row.date)}</time>
                </td>
                <td className="py-2 text-right tabular-nums">{nav4(row.nav)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={texts.pages} className="mt-4 flex flex-wrap items-center gap-3">
          {query.page > 1 ? (
            <a href={link(query.page - 1)} rel="prev" className="rounded border px-3 py-2 text-brand-700">
              {texts.newer}
            </a>
          ) : null}
          <span aria-current="page">{format(texts.pageOf, { page: query.page, pages })}</span>
          {query.page < pages ? (
            <a href={link(query.page + 1)} rel="next" className="rounded border px-3 py-2 text-brand-700">
              {texts.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
