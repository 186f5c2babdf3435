import type { CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../uploads/missing-file'
import { storedFiles, uploadFolder } from '../../uploads/storage'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import { SERVICES_GROUP, serviceDeskOnly, downloadOnly } from '../../fields/service-fields'

export const DGH_REPORTS_SLUG = 'dgh-reports'

const files = storedFiles(DGH_REPORTS_SLUG)

/**
 * Medical reports sent with a declaration of good health: stored outside the public folder under a name the
 * server chose, and served only to the service desk and administrators (Payload checks `read` before it sends a
 * file), always as a download. The site writes them after checking the content (src/domain/uploads).
 */
export const DghReports: CollectionConfig = {
  slug: DGH_REPORTS_SLUG,
  labels: { singular: 'DGH medical report', plural: 'DGH medical reports' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'filename',
    hidden: serviceDeskOnly,
  },
  access: { read: isAdminOrServiceDesk, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    // DGH_DIR on the disk; with S3_BUCKET, `dgh/` in the bucket instead (src/cms/uploads/storage.ts).
    staticDir: uploadFolder(DGH_REPORTS_SLUG),
    handlers: [missingFileAnswer(files)],
    modifyResponseHeaders: downloadOnly,
  },
  fields: [
    { name: 'originalName', label: 'Name as uploaded', type: 'text', admin: { readOnly: true } },
    { name: 'kind', label: 'Checked type', type: 'text', admin: { readOnly: true } },
  ],
}
