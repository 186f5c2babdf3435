import type { CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../uploads/missing-file'
import { storedFiles, uploadFolder } from '../../uploads/storage'

import { hasRole, isAdmin, isAdminOrGrievanceDesk, nobody } from '../../access'
import { SERVICES_GROUP, downloadOnly } from '../../fields/service-fields'

const files = storedFiles('grievance-attachments')

/**
 * Files attached to grievances: stored outside the public folder and served only to the grievance desk and
 * administrators (Payload checks `read` before it sends a file). The site writes them after checking the content.
 */
export const GrievanceAttachments: CollectionConfig = {
  slug: 'grievance-attachments',
  labels: { singular: 'Grievance attachment', plural: 'Grievance attachments' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'filename',
    hidden: ({ user }) => !hasRole(user, 'admin', 'grievance_desk'),
  },
  access: { read: isAdminOrGrievanceDesk, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    // GRIEVANCE_DIR on the disk; with S3_BUCKET, `grievances/` in the bucket instead (src/cms/uploads/storage.ts).
    staticDir: uploadFolder('grievance-attachments'),
    handlers: [missingFileAnswer(files)],
    modifyResponseHeaders: downloadOnly,
    // No mimeTypes list: only the site writes here, after checking the type by content (src/domain/uploads).
  },
  fields: [
    { name: 'originalName', label: 'Name as uploaded', type: 'text', admin: { readOnly: true } },
    { name: 'kind', label: 'Checked type', type: 'text', admin: { readOnly: true } },
  ],
}
