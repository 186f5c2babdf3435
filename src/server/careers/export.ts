import 'server-only'

import type { ICsvExport } from '../exports/csv-stream'

const APPLICATION_CSV_COLUMNS = [
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

/** The resume's file name (the related upload, read at depth 1), or its id when it could not be read. */
const resumeFile = (resume: unknown) =>
  typeof resume === 'object' && resume ? (resume as { filename?: unknown }).filename : resume

/** The job applications export (src/server/exports/csv-stream.ts): every application the user may read. */
export const APPLICATIONS_EXPORT: ICsvExport = {
  name: 'job-applications',
  collection: 'job-applications',
  columns: APPLICATION_CSV_COLUMNS,
  depth: 1,
  cells: (doc) => [
    doc.reference,
    doc.createdAt,
    doc.status,
    doc.job_title,
    doc.name,
    doc.email,
    doc.mobile,
    doc.experience_years,
    resumeFile(doc.resume),
    doc.acknowledgement,
  ],
}
