import type { JSONFieldServerComponent } from 'payload'

import { LEAD_PAYLOAD_FIELDS } from '@/domain/leads/csv'

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) {
    const pairs = value.map((item) =>
      item && typeof item === 'object' && 'key' in item
        ? `${String((item as { key: unknown }).key)}=${String((item as { value?: unknown }).value ?? '')}`
        : String(item),
    )
    return pairs.length ? pairs.join('; ') : '—'
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * The lead payload as staff read it: every spec 3 field in the spec's order, then any other field the payload
 * carries, as a plain table (read-only, rendered on the server: no code editor to load).
 */
export const PayloadTable: JSONFieldServerComponent = ({ data }) => {
  const payload = (data?.payload && typeof data.payload === 'object' ? data.payload : {}) as Record<
    string,
    unknown
  >
  const extra = Object.keys(payload).filter(
    (key) => !(LEAD_PAYLOAD_FIELDS as readonly string[]).includes(key),
  )
  const keys = [...LEAD_PAYLOAD_FIELDS, ...extra]
  return (
    <div className="field-type lead-payload" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">Lead payload</span>
      <p className="field-description">The lead as the CRM receives it (spec 3 field names).</p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption className="sr-only" style={{ position: 'absolute', left: '-9999px' }}>
          Lead payload
        </caption>
        <tbody>
          {keys.map((key) => (
            <tr key={key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <th
                scope="row"
                style={{ textAlign: 'left', padding: '4px 8px', fontWeight: 500, width: '35%' }}
              >
                {key}
              </th>
              <td style={{ padding: '4px 8px', wordBreak: 'break-word' }}>{show(payload[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
