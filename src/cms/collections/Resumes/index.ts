import type { CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../uploads/missing-file'
import { storedFiles, uploadFolder } from '../../uploads/storage'

import { hasRole, isAdmin, isAdminOrHr, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { downloadOnly } from '../../fields/service-fields'

export const RESUMES_SLUG = 'resumes'

const files = storedFiles(RESUMES_SLUG)

/**
 * Resumes attached to career applications. Stored outside the public folders under a name the server chose, and
 * served (through Payload's file route, which applies `read`) only to administrators and HR. Only the application
 * route creates them, after checking the file's content.
 */
export const Resumes: CollectionConfig = {
  slug: RESUMES_SLUG,
  labels: { singular: 'Resume', plural: 'Resumes' },
  admin: {
    group: ADMIN_GROUPS.careers,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'original_name', 'kind', 'filesize', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin', 'hr'),
  },
  access: { read: isAdminOrHr, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  upload: {
    // RESUME_DIR on the disk, never under public/; with S3_BUCKET, `resumes/` in the bucket instead
    // (src/cms/uploads/storage.ts).
    staticDir: uploadFolder(RESUMES_SLUG),
    handlers: [missingFileAnswer(files)],
    modifyResponseHeaders: downloadOnly,
  },
  fields: [
    {
      name: 'original_name',
      label: 'Name as uploaded',
      type: 'text',
      admin: { readOnly: true, description: 'The applicant’s file name, for reference only.' },
    },
    { name: 'kind', label: 'Checked type', type: 'text', admin: { readOnly: true } },
  ],
}
