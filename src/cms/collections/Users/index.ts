import type { CollectionConfig } from 'payload'

import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../../access'
import { ADMIN_GROUPS } from '../../groups'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No per-account lock, which a stranger could set off for everyone: failed logins are limited per account and
    // client address in front of Payload (src/server/admin-login).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https'),
    },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: ADMIN_GROUPS.settings,
  },
  access: {
    admin: ({ req }) => !!req.user,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    {
      name: 'roles',
      label: 'Roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['viewer'],
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor (content)', value: 'editor' },
        { label: 'Reviewer (approves content before it is published)', value: 'reviewer' },
        { label: 'Viewer (read only)', value: 'viewer' },
        { label: 'Sales (reads and exports leads)', value: 'sales' },
        { label: 'HR (career applications and resumes)', value: 'hr' },
        { label: 'Service desk (policyholder service requests)', value: 'service_desk' },
        { label: 'Grievance desk (grievances and their status)', value: 'grievance_desk' },
      ] satisfies { value: (typeof ROLES)[number]; label: string }[],
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Administrators manage users and settings; editors change content; reviewers approve changes before ' +
          'they are published (never their own); viewers only read; sales read and export leads.',
      },
    },
  ],
}
