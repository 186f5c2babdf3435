import { FREQUENCY_LABELS, type IPolicySummary, STATUS_LABELS } from '@/domain/policy'
import { formatAmount } from '@/domain/format'

/** The verified policy at a glance (premium details): shown above each service page's next step. */
export function PolicySummaryCard({ summary }: { summary: IPolicySummary }) {
  const rows: [string, string][] = [
    ['Policy number', summary.policyNumber],
    ['Policy holder', summary.holderName],
    ['Plan', summary.productName],
    ['Status', STATUS_LABELS[summary.status]],
    ['Premium', `${formatAmount(summary.premium)} (${FREQUENCY_LABELS[summary.frequency]})`],
    ['Sum assured', formatAmount(summary.sumAssured)],
    ['Next due date', summary.nextDueDate ?? '—'],
    ['Registered mobile', summary.maskedMobile],
  ]
  return (
    <section
      aria-labelledby="policy-summary-heading"
      className="rounded-lg border border-gray-200 p-4 md:p-6"
    >
      <h2 id="policy-summary-heading" className="text-lg font-semibold text-brand-900">
        Premium details
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="policy-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
