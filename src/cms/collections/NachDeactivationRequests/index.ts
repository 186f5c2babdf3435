import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import { exportLink, SERVICES_GROUP, serviceDeskOnly } from '../../fields/service-fields'

export const NACH_DEACTIVATION_REQUESTS_SLUG = 'nach-deactivation-requests'

/**
 * Requests from `nach-mandate-deactivation`: a verified policyholder asked to stop a mandate. Stored before the
 * mandate is touched; the service desk reads them (and forwards them to the bank where the provider cannot).
 */
export const NachDeactivationRequests: CollectionConfig = {
  slug: NACH_DEACTIVATION_REQUESTS_SLUG,
  labels: { singular: 'NACH de-activation request', plural: 'NACH de-activation requests' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'policyNumber',
    defaultColumns: ['policyNumber', 'umrn', 'status', 'createdAt'],
    listSearchableFields: ['policyNumber', 'umrn', 'reference'],
    description: 'NACH mandate de-activation requests from the site, newest first.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(NACH_DEACTIVATION_REQUESTS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: isAdminOrServiceDesk, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          label: 'Reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, description: 'The reference the policyholder was shown.' },
        },
        {
          name: 'policyNumber',
          label: 'Policy number',
          type: 'text',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'umrn', label: 'UMRN', type: 'text', index: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'mandate',
      label: 'Mandate',
      type: 'relationship',
      relationTo: 'nach-mandates',
      admin: { readOnly: true, description: 'The mandate on the site the request stopped, if there is one.' },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'accepted',
      options: [
        { value: 'accepted', label: 'Accepted (mandate stopped on the site)' },
        { value: 'forwarded', label: 'Forwarded to the bank' },
        { value: 'done', label: 'Done' },
      ],
      admin: {
        position: 'sidebar',
        description:
          'Moved on by the service desk once it has forwarded the request to the bank, and when done.',
      },
    },
    {
      name: 'maskedMobile',
      label: 'Verified mobile',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
