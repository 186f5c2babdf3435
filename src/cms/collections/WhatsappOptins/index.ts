import type { CollectionConfig } from 'payload'

import { WHATSAPP_ACTIONS, WHATSAPP_OUTCOMES } from '@/domain/services/whatsapp'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import { labelled } from '../../fields'
import {
  exportLink,
  inSidebar,
  originFields,
  SERVICES_GROUP,
  siteWritten,
  serviceDeskOnly,
} from '../../fields/service-fields'
import { personal } from '../../fields/personal-data'

export const WHATSAPP_OPTINS_SLUG = 'whatsapp-optins'

/**
 * The WhatsApp opt-in and opt-out history: one row per verified request, with the consent text and time. A
 * number's current choice is its latest row. Written only by the site.
 */
export const WhatsappOptins: CollectionConfig = {
  slug: WHATSAPP_OPTINS_SLUG,
  labels: { singular: 'WhatsApp opt-in or opt-out', plural: 'WhatsApp opt-ins' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'action', 'outcome', 'policyNumber', 'consentAt'],
    listSearchableFields: ['phone', 'policyNumber'],
    description: 'Every opt-in and opt-out, newest first. A number’s latest row is its current choice.',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(WHATSAPP_OPTINS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    personal(
      siteWritten({ name: 'phone', label: 'Mobile', type: 'text', required: true, index: true }),
      'phone',
      'service_desk',
    ),
    siteWritten({ name: 'policyNumber', label: 'Policy number', type: 'text' }),
    siteWritten({
      name: 'action',
      label: 'Request',
      type: 'select',
      required: true,
      options: labelled(WHATSAPP_ACTIONS, { opt_in: 'Opt in', opt_out: 'Opt out' }),
    }),
    siteWritten({
      name: 'outcome',
      label: 'Outcome',
      type: 'select',
      required: true,
      options: labelled(WHATSAPP_OUTCOMES, {
        enabled: 'Opted in',
        already_opted_in: 'Was already opted in',
        disabled: 'Opted out',
        not_opted_in: 'Was not opted in',
      }),
      admin: { description: 'What the request changed, and so what the visitor was told.' },
    }),
    inSidebar(
      siteWritten({
        name: 'consentAt',
        label: 'Consent time',
        type: 'date',
        required: true,
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      }),
    ),
    siteWritten({ name: 'consentText', label: 'Consent text', type: 'textarea' }),
    ...originFields(),
  ],
}
