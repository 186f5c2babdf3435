import type { CollectionConfig } from 'payload'

import { hasRole, isAdmin, nobody } from '../../access'
import { CODE_EDITOR } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'

export const CRM_LOCAL_OUTBOX_SLUG = 'crm-local-outbox'

/**
 * What the `local` CRM adapter (the default, for laptops and tests) would have sent: one row per idempotency key,
 * so it behaves like a CRM that keeps one lead however often a delivery is retried.
 */
export const CrmLocalOutbox: CollectionConfig = {
  slug: CRM_LOCAL_OUTBOX_SLUG,
  labels: { singular: 'CRM delivery (local)', plural: 'CRM deliveries (local)' },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['idempotencyKey', 'leadId', 'createdAt'],
    description: 'Deliveries recorded by the local CRM adapter instead of being sent (CRM_ADAPTER=local).',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'idempotencyKey',
      label: 'Idempotency key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        description: 'The lead’s delivery key: a retried delivery of the same lead has the same one.',
      },
    },
    { name: 'leadId', label: 'Lead', type: 'text', index: true, admin: { readOnly: true } },
    {
      name: 'body',
      label: 'What would be sent',
      type: 'json',
      required: true,
      admin: { readOnly: true, components: { Field: CODE_EDITOR.json } },
    },
  ],
}
