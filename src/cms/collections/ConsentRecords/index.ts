import type { CollectionConfig } from 'payload'

import { CONSENT_ACTIONS } from '@/domain/consent'

import { hasRole, isAdmin, nobody } from '../../access'
import { labelled } from '../../fields'
import { siteWritten } from '../../fields/service-fields'
import { ADMIN_GROUPS } from '../../groups'

export const CONSENT_RECORDS_SLUG = 'consent-records'

/**
 * The record of every cookie choice (DPDP Act 2023: consent must be provable, and withdrawn as easily as given).
 * One row per choice, keyed by the random id kept in the visitor's consent cookie: no name, number or address, so
 * the record itself holds no personal data. Written only by the site; administrators read it.
 */
export const ConsentRecords: CollectionConfig = {
  slug: CONSENT_RECORDS_SLUG,
  labels: { singular: 'Cookie choice', plural: 'Cookie choices' },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'action', 'analytics', 'createdAt'],
    listSearchableFields: ['consentId'],
    description:
      'Every cookie choice a visitor made, newest first: what they allowed, when, and under which version of the purposes. A browser’s latest row is its current choice.',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    siteWritten({
      name: 'consentId',
      label: 'Consent id',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The random id kept in the visitor’s consent cookie: one browser, one id.' },
    }),
    siteWritten({
      name: 'action',
      label: 'Choice',
      type: 'select',
      required: true,
      options: labelled(CONSENT_ACTIONS, {
        given: 'Given (first choice)',
        changed: 'Changed',
        withdrawn: 'Withdrawn',
      }),
    }),
    siteWritten({ name: 'analytics', label: 'Analytics allowed', type: 'checkbox', required: true }),
    siteWritten({
      name: 'version',
      label: 'Purposes version',
      type: 'number',
      required: true,
      admin: { description: 'The version of the cookie purposes the visitor was shown.' },
    }),
    siteWritten({
      name: 'pageUrl',
      label: 'Page',
      type: 'text',
      admin: { description: 'The page the choice was made on.' },
    }),
  ],
}
