import type { CollectionConfig } from 'payload'

import { REDIRECT_STATUSES, checkRedirectSource, normalizeRedirectSource } from '@/domain/redirects'

import { isEditor, isStaff } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateRedirects, revalidateRedirectsDelete, validateTarget } from './hooks'

/**
 * Old addresses sent on to new ones, answered by the proxy with a real 301/308 before any page renders
 * (src/server/redirects). Sources and targets are checked by the rules in src/domain/redirects.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'status', 'enabled', 'updatedAt'],
    description:
      'Send an old address to a new one. Live within seconds of saving. Targets outside the site must be on the ' +
      'allowed hosts list in Site settings → Redirects.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirectsDelete] },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The path on this site, e.g. /life-insurance/old-plan (no host, no query).' },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeRedirectSource(value) : value)],
      },
      validate: (value: string | null | undefined) =>
        checkRedirectSource(normalizeRedirectSource(value ?? '')) ?? true,
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      admin: {
        description:
          'A site path such as /life-insurance, or an https:// address on an allowed host. The visitor’s query ' +
          'string is passed on.',
      },
      validate: validateTarget,
    },
    {
      name: 'status',
      label: 'Redirect type',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: '301 Moved permanently', value: String(REDIRECT_STATUSES[0]) },
        { label: '308 Moved permanently (keeps the method)', value: String(REDIRECT_STATUSES[1]) },
        { label: '302 Found (temporary)', value: String(REDIRECT_STATUSES[2]) },
        { label: '307 Temporary (keeps the method)', value: String(REDIRECT_STATUSES[3]) },
      ],
      admin: {
        position: 'sidebar',
        description: 'Use a permanent type unless the old address will come back.',
      },
    },
    {
      name: 'enabled',
      label: 'Enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'A disabled redirect is kept but not applied.' },
    },
    {
      name: 'note',
      label: 'Note',
      type: 'textarea',
      admin: { description: 'Why the redirect exists, for the next editor (e.g. "plan withdrawn in 2024").' },
    },
  ],
}
