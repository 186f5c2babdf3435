import type { CollectionConfig } from 'payload'

import { PERSONAL_DATA_ACTIONS } from '@/domain/privacy/audit'

import { hasRole, isAdmin, nobody, type TRole } from '../../access'
import { labelled } from '../../fields'
import { siteWritten } from '../../fields/service-fields'
import { ADMIN_GROUPS } from '../../groups'

export const PERSONAL_DATA_LOG_SLUG = 'personal-data-log'

/**
 * Who saw or took personal data whole, and why (decision 86): every reveal of a masked mobile number, e-mail or stored
 * form on a record, and every export, with the list's filter, the reason given and how many rows left. Written only
 * by the server (src/server/privacy/audit.ts); administrators read it; nobody changes or deletes it.
 */
export const PersonalDataLog: CollectionConfig = {
  slug: PERSONAL_DATA_LOG_SLUG,
  labels: { singular: 'Personal data access', plural: 'Personal data log' },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'summary', 'reason'],
    listSearchableFields: ['userEmail', 'summary', 'reason'],
    description:
      'Every time someone revealed a masked mobile number or e-mail, or exported a list: who, what, when and why. Newest first; it cannot be changed.',
    hidden: ({ user }) => !hasRole(user as { roles?: TRole[] }, 'admin'),
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    siteWritten({ name: 'user', label: 'Staff account', type: 'relationship', relationTo: 'users' }),
    // Kept as text too: the entry still says who after their staff account is deleted.
    siteWritten({ name: 'userEmail', label: 'Who', type: 'text', required: true, index: true }),
    siteWritten({
      name: 'action',
      label: 'What',
      type: 'select',
      required: true,
      index: true,
      options: labelled(PERSONAL_DATA_ACTIONS, {
        reveal: 'Revealed on a record',
        export: 'Exported',
        export_full: 'Exported unmasked',
      }),
    }),
    siteWritten({ name: 'collectionSlug', label: 'List', type: 'text', required: true, index: true }),
    siteWritten({ name: 'recordId', label: 'Record', type: 'text', index: true }),
    siteWritten({
      name: 'summary',
      label: 'Details',
      type: 'text',
      required: true,
      admin: { description: 'The fields revealed, or the export’s filter and how many rows it held.' },
    }),
    siteWritten({ name: 'reason', label: 'Reason given', type: 'text' }),
    siteWritten({ name: 'rows', label: 'Rows', type: 'number' }),
  ],
}
