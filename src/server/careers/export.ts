import 'server-only'

import type { Payload } from 'payload'

import { csvRow } from '@/domain/leads/csv'
import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { logger } from '../log'

export const APPLICATION_CSV_COLUMNS = [
  'reference',
  'received_at',
  'status',
  'job',
  'name',
  'email',
  'mobile',
  'experience_years',
  'resume_file',
  'acknowledgement',
] as const

const PAGE = 500

/**
 * The applications a user may read, newest first, as a CSV stream (cells that a spreadsheet would run as a formula
 * are neutralised by `csvRow`). Read page by page with the user's own access rules.
 */
export function applicationsCsvStream(payload: Payload, user: { id: number | string }) {
  const encoder = new TextEncoder()
  let page = 1
  let rows = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(APPLICATION_CSV_COLUMNS)}`))
    },
    async pull(controller) {
      try {
        const result = await payload.find({
          collection: 'job-applications',
          sort: '-createdAt',
          limit: PAGE,
          page,
          depth: 1,
          user,
          overrideAccess: false,
          context: { [FULL_PERSONAL_DATA]: true },
        })
        const lines = result.docs.map((doc) =>
          csvRow([
            doc.reference,
            doc.createdAt,
            doc.status,
            doc.job_title,
            doc.name,
            doc.email,
            doc.mobile,
            doc.experience_years,
            typeof doc.resume === 'object' && doc.resume ? doc.resume.filename : doc.resume,
            doc.acknowledgement,
          ]),
        )
        controller.enqueue(encoder.encode(lines.join('')))
        rows += result.docs.length
        if (!result.hasNextPage) {
          logger.info({ user: user.id, rows }, 'job applications exported')
          controller.close()
        }
        page++
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'applications export failed',
        )
        controller.error(error)
      }
    },
  })
}
