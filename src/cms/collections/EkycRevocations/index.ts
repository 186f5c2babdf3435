import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import {
  exportLink,
  inSidebar,
  originFields,
  SERVICES_GROUP,
  siteWritten,
  serviceDeskOnly,
} from '../../fields/service-fields'

export const EKYC_REVOCATIONS_SLUG = 'ekyc-revocations'

/** Requests to revoke the consent given for Aadhaar e-KYC on a policy, made after the policy OTP. */
export const EkycRevocations: CollectionConfig = {
  slug: EKYC_REVOCATIONS_SLUG,
  labels: { singular: 'Aadhaar e-KYC consent revocation', plural: 'e-KYC consent revocations' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'policyNumber', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'policyNumber'],
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(EKYC_REVOCATIONS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: isAdminOrServiceDesk, delete: isAdmin },
  fields: [
    siteWritten({
      name: 'reference',
      label: 'Reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The reference the policyholder was shown on the site.' },
    }),
    siteWritten({ name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true }),
    siteWritten({ name: 'reason', label: 'Reason given', type: 'textarea' }),
    inSidebar({
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: [
        { value: 'received', label: 'Received' },
        { value: 'processed', label: 'Consent revoked' },
      ],
      admin: {
        description:
          'Set Consent revoked when done; until then a repeated request for the policy gets the same reference.',
      },
    }),
    ...originFields(),
  ],
}
