import type { CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../uploads/missing-file'
import { storedFiles, uploadFolder } from '../../uploads/storage'

import { hasRole, isAdmin, isAdminOrSales, nobody } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { downloadOnly } from '../../fields/service-fields'

export const PROPOSAL_DOCUMENTS_SLUG = 'proposal-documents'

const files = storedFiles(PROPOSAL_DOCUMENTS_SLUG)

/**
 * Documents a visitor uploaded on the tracking page while their application needed one: stored outside the public
 * folder under a name the server chose, after the content was checked (src/domain/uploads), and served only to the
 * staff who handle proposals (Payload checks `read` before it sends a file), always as a download. Each belongs to
 * one proposal and shows on it in the admin.
 */
export const ProposalDocuments: CollectionConfig = {
  slug: PROPOSAL_DOCUMENTS_SLUG,
  labels: { singular: 'Proposal document', plural: 'Proposal documents' },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'applicationNumber', 'kind', 'createdAt'],
    listSearchableFields: ['applicationNumber', 'originalName'],
    description:
      'Documents visitors uploaded on Track my application when their application needed one. Each one shows on its proposal too.',
    hidden: ({ user }) => !hasRole(user, 'admin', 'sales'),
  },
  defaultSort: '-createdAt',
  access: { read: isAdminOrSales, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    // PROPOSAL_DOCUMENTS_DIR on the disk; with S3_BUCKET, `proposal-documents/` in the bucket (src/cms/uploads/storage.ts).
    staticDir: uploadFolder(PROPOSAL_DOCUMENTS_SLUG),
    handlers: [missingFileAnswer(files)],
    modifyResponseHeaders: downloadOnly,
    // No mimeTypes list: only the site writes here, after checking the type by content (src/domain/uploads).
  },
  fields: [
    {
      name: 'proposal',
      label: 'Proposal',
      type: 'relationship',
      relationTo: 'proposals',
      required: true,
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    {
      name: 'applicationNumber',
      label: 'Application number',
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    { name: 'originalName', label: 'Name as uploaded', type: 'text', admin: { readOnly: true } },
    { name: 'kind', label: 'Checked type', type: 'text', admin: { readOnly: true } },
  ],
}
