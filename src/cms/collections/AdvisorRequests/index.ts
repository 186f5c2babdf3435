import type { CollectionConfig } from 'payload'

import { ADVISOR_TIMES } from '@/domain/services/advisor'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import {
  exportLink,
  inSidebar,
  originFields,
  SERVICES_GROUP,
  siteWritten,
  serviceDeskOnly,
} from '../../fields/service-fields'
import { personal } from '../../fields/personal-data'

export const ADVISOR_REQUESTS_SLUG = 'advisor-requests'

/** Requests to meet an advisor (meet_advisor), stored once the mobile number is verified. */
export const AdvisorRequests: CollectionConfig = {
  slug: ADVISOR_REQUESTS_SLUG,
  labels: { singular: 'Advisor request', plural: 'Advisor requests' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'phone', 'city', 'pincode', 'preferredTime', 'status', 'createdAt'],
    listSearchableFields: ['fullName', 'phone', 'city', 'pincode'],
    description: 'Visitors who asked an advisor to contact them, newest first.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(ADVISOR_REQUESTS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: isAdminOrServiceDesk, delete: isAdmin },
  fields: [
    siteWritten({ name: 'fullName', label: 'Name', type: 'text', required: true }),
    personal(
      siteWritten({ name: 'phone', label: 'Mobile', type: 'text', required: true, index: true }),
      'phone',
      'service_desk',
    ),
    siteWritten({ name: 'city', label: 'City', type: 'text', required: true }),
    siteWritten({ name: 'pincode', label: 'PIN code', type: 'text', required: true, index: true }),
    siteWritten({
      name: 'preferredTime',
      label: 'Preferred time',
      type: 'select',
      required: true,
      options: ADVISOR_TIMES.map(({ value, label }) => ({ value, label })),
    }),
    inSidebar({
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'new',
      options: [
        { value: 'new', label: 'New' },
        { value: 'assigned', label: 'Assigned to an advisor' },
        { value: 'contacted', label: 'Contacted' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { description: 'Where the request stands; set by the service desk.' },
    }),
    {
      name: 'note',
      label: 'Desk note',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'For staff only; the visitor never sees it.' },
    },
    ...originFields(),
  ],
}
