import {
  formatVital,
  METRIC_SCALES,
  VITAL_METRICS,
  type IFieldVitalsRow,
  type TVitalMetric,
} from '@/domain/vitals'
import lab from '@/domain/vitals/lab.json' with { type: 'json' }

type TLabPage = { name: string; realLcpMs: number; realLcpRatio: number; tbtMs: number; cls: number }
const LAB_PAGES = lab.pages as Record<string, TLabPage>

function Figure({ metric, value }: { metric: TVitalMetric; value: number | null }) {
  if (value === null) return <td className="work-vitals__none">not measured</td>
  const good = value <= METRIC_SCALES[metric].good
  return (
    <td className={good ? 'work-vitals__good' : 'work-vitals__poor'}>
      {formatVital(metric, value)} <span className="work-vitals__verdict">{good ? 'good' : 'slow'}</span>
    </td>
  )
}

/**
 * "Speed for real visitors": the 75th percentile of LCP, INP and CLS per page over the last seven days, from
 * visitors who allowed analytics (decision 99), beside the lab's figure for the same page from the last
 * `npm run bench` (LCP of a load on a throttled slow-4G phone).
 */
export function FieldVitalsCard({ rows }: { rows: IFieldVitalsRow[] }) {
  return (
    <section className="work-dashboard__card work-vitals" aria-labelledby="work-vitals-title">
      <h3 id="work-vitals-title" className="work-dashboard__heading">
        Speed for real visitors
      </h3>
      <p className="work-dashboard__note">
        Three visits in four were at least this fast, over the last 7 days (visitors who allowed analytics).
        Good is LCP up to {formatVital('LCP', METRIC_SCALES.LCP.good)}, INP up to{' '}
        {formatVital('INP', METRIC_SCALES.INP.good)}, CLS up to {formatVital('CLS', METRIC_SCALES.CLS.good)}.
        Lab: the page loaded on a slowed phone and line by the benchmark of {lab.measuredAt}.
      </p>
      {rows.length === 0 ? (
        <p className="work-dashboard__note">No visits measured in the last 7 days.</p>
      ) : (
        <div className="work-vitals__scroll">
          <table className="work-vitals__table">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Visits</th>
                {VITAL_METRICS.map((metric) => (
                  <th key={metric} scope="col">
                    {metric} (p75)
                  </th>
                ))}
                <th scope="col">LCP, lab</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const measured = LAB_PAGES[row.path]
                return (
                  <tr key={row.path} data-vitals-path={row.path}>
                    <th scope="row">
                      <a href={row.path}>{row.path}</a>
                    </th>
                    <td>{row.visits.toLocaleString('en-IN')}</td>
                    {VITAL_METRICS.map((metric) => (
                      <Figure key={metric} metric={metric} value={row.p75[metric]} />
                    ))}
                    <td>{measured ? formatVital('LCP', measured.realLcpMs) : '–'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
