import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../uploads/missing-file'

import { hasRole, isAdmin, isAdminOrHr, nobody, type TRole } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { downloadOnly } from '../../fields/service-fields'

export const RESUMES_SLUG = 'resumes'

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
    hidden: ({ user }) => !hasRole(user as { roles?: TRole[] }, 'admin', 'hr'),
  },
  access: { read: isAdminOrHr, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  upload: {
    // Resolved from the working directory (like MEDIA_DIR); never under public/.
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.env.RESUME_DIR || 'data/resumes'),
    handlers: [
      missingFileAnswer(path.resolve(/*turbopackIgnore: true*/ process.env.RESUME_DIR || 'data/resumes')),
    ],
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
