import 'server-only'

import type { CollectionSlug, Payload, Where } from 'payload'

import { csvRow } from '@/domain/leads/csv'
import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { logger } from '../log'

const PAGE = 500

/** One CSV export: which collection, its columns, and how a document becomes a row. */
export interface ICsvExport {
  /** The export's name in the logs and the file's name (`<name>-<date>.csv`). */
  name: string
  collection: CollectionSlug
  /** The header row. */
  columns: readonly string[]
  /** A document's cells, in the columns' order. */
  cells: (doc: Record<string, unknown>) => unknown[]
  where?: Where
  /** 1 when a cell reads a related document (an application's resume file). */
  depth?: number
  /** More to say in the log line of a finished export (its filters, say). */
  logged?: Record<string, unknown>
}

/**
 * The documents a staff member may read, newest first, as a CSV stream: a byte-order mark first (so spreadsheets
 * read UTF-8 names right), then the header, then a page of rows at a time under the user's own access rules, so it
 * holds any number of documents. A cell a spreadsheet would run as a formula is neutralised (`csvRow`).
 */
export function csvStream(payload: Payload, user: { id: number | string }, spec: ICsvExport) {
  const encoder = new TextEncoder()
  let page = 1
  let rows = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(spec.columns)}`))
    },
    async pull(controller) {
      try {
        const result = await payload.find({
          collection: spec.collection,
          ...(spec.where ? { where: spec.where } : {}),
          sort: '-createdAt',
          limit: PAGE,
          page,
          depth: spec.depth ?? 0,
          user,
          overrideAccess: false,
          context: { [FULL_PERSONAL_DATA]: true },
        })
        const docs = result.docs as unknown as Record<string, unknown>[]
        controller.enqueue(encoder.encode(docs.map((doc) => csvRow(spec.cells(doc))).join('')))
        rows += docs.length
        if (!result.hasNextPage) {
          logger.info({ export: spec.name, user: user.id, rows, ...spec.logged }, 'CSV exported')
          controller.close()
        }
        page++
      } catch (error) {
        logger.error(
          { export: spec.name, err: error instanceof Error ? error.message : String(error) },
          'CSV export failed',
        )
        controller.error(error)
      }
    },
  })
}

/** The download of an export: `<name>-<today>.csv`, never kept by a cache, never read as anything but CSV. */
export function csvDownload(payload: Payload, user: { id: number | string }, spec: ICsvExport): Response {
  const date = new Date().toISOString().slice(0, 10)
  return new Response(csvStream(payload, user, spec), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${spec.name}-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
