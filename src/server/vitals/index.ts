import 'server-only'

import { z } from 'zod'

import { splitLanguagePrefix } from '@/domain/i18n/languages'
import { FIXED_SCREENS, isKnownPath } from '@/domain/paths/known'
import { bucketOf, indiaDay, METRIC_SCALES, reportPath, VITAL_METRICS } from '@/domain/vitals'

import { contentPaths } from '../content/path-index'
import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'
import { logger } from '../log'
import { limitLookups, readJson, reply, SERVICE_ANSWERS } from '../services/route-kit'

/** What a page sends once it is hidden: its address and the last value of each metric it measured. */
const ZVitalsReport = z.object({
  path: z.string({ error: 'path must be the page’s address.' }).max(300, { error: 'path is too long.' }),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_METRICS, { error: 'name must be LCP, INP or CLS.' }),
        value: z
          .number({ error: 'value must be a number.' })
          .nonnegative({ error: 'value must be 0 or more.' }),
      }),
      { error: 'metrics must be a list.' },
    )
    .min(1, { error: 'metrics must name at least one metric.' })
    .max(VITAL_METRICS.length, { error: 'metrics names each metric at most once.' })
    .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length, {
      error: 'metrics names each metric at most once.',
    })
    .refine((metrics) => metrics.every(({ name, value }) => value <= METRIC_SCALES[name].max), {
      error: 'A value is beyond what a visit can measure.',
    }),
})

/** A page reports once when hidden, again if shown and hidden again: more than this a minute is not a visitor. */
const PER_MINUTE = 120

/** A saved quote's page is one route whatever its reference: the reference is the visitor's, not the page's. */
const routeOf = (path: string) => path.replace(/^((?:\/[a-z]{2})?\/quotes\/)[^/]+$/, '$1[ref]')

/** The address a report is counted under, or null when it names no page of the site (nothing is kept). */
async function countedPath(raw: string): Promise<string | null> {
  const path = reportPath(raw)
  if (path === null) return null
  const plain = splitLanguagePrefix(path).path
  if (FIXED_SCREENS.has(plain)) return path
  const known = isKnownPath(new Set(await contentPaths()), plain)
  return known ? routeOf(path) : null
}

/**
 * POST /api/v1/vitals: a visit's Core Web Vitals (sent by the page only after the visitor allowed analytics: see
 * src/ui/shell/FieldVitals.tsx). Each metric adds one visit to its bucket for the page and India date, in one
 * statement (an insert, or an increment of the row another instance may be incrementing too). A report for an
 * address that is not a page is answered 204 and not kept, so a script cannot fill the table with made-up rows.
 */
export async function postVitals(request: Request): Promise<Response> {
  const limited = await limitLookups('vitals', request, PER_MINUTE, 60)
  if (limited) return limited
  const read = await readJson(request)
  if (!read.ok) return read.answer
  const parsed = ZVitalsReport.safeParse(read.body)
  if (!parsed.success) return reply(400, parsed.error.issues[0]?.message ?? 'Invalid report.')
  try {
    const path = await countedPath(parsed.data.path)
    if (path === null) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    const payload = await payloadClient()
    const now = new Date()
    const day = indiaDay(now)
    const at = now.toISOString()
    for (const { name, value } of parsed.data.metrics) {
      await rows(
        payload,
        sql`INSERT INTO "field_vitals" ("day", "path", "metric", "bucket", "count", "updated_at", "created_at")
            VALUES (${day}, ${path}, ${name}, ${bucketOf(name, value)}, 1, ${at}, ${at})
            ON CONFLICT ("day", "path", "metric", "bucket")
            DO UPDATE SET "count" = "field_vitals"."count" + 1, "updated_at" = ${at}
            RETURNING "id"`,
      )
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'vitals: a report was not kept',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}
