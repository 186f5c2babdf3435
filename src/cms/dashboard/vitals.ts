import type { Payload } from 'payload'

import { indiaDay, summariseVitals, type IFieldVitalsRow } from '@/domain/vitals'
import { rows, sql } from '@/server/db/raw'

/**
 * The dashboard's field figures: the 75th percentile of LCP, INP and CLS for each page over the last `days` India
 * dates (today included), from the aggregate rows POST /api/v1/vitals keeps (collection `field-vitals`).
 */
export async function fieldVitals(payload: Payload, now: Date, days = 7): Promise<IFieldVitalsRow[]> {
  const from = indiaDay(new Date(now.getTime() - (days - 1) * 86_400_000))
  const found = await rows(
    payload,
    sql`SELECT "path", "metric", "bucket", SUM("count") AS "visits" FROM "field_vitals"
        WHERE "day" >= ${from} GROUP BY "path", "metric", "bucket"`,
  )
  return summariseVitals(
    found.map((row) => ({
      path: String(row.path),
      metric: String(row.metric),
      bucket: Number(row.bucket),
      visits: Number(row.visits),
    })),
  )
}
