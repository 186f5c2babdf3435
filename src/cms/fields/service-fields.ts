import type { Field } from 'payload'

import { hasRole } from '../access'
import { ADMIN_GROUPS } from '../groups'

/** The admin group of every policyholder service collection (policies, mandates and the service requests). */
export const SERVICES_GROUP = ADMIN_GROUPS.services

/** Hides a collection from the admin's navigation for everyone but administrators and the service desk. */
export const serviceDeskOnly = ({ user }: { user: unknown }) => !hasRole(user, 'admin', 'service_desk')

/** A field the site writes and staff only read: read-only in the admin and refused through the API. */
export const siteWritten = <T extends Field>(field: T): T =>
  ({
    ...field,
    access: { ...('access' in field ? field.access : {}), update: () => false },
    admin: { ...(field.admin as object), readOnly: true },
  }) as T

export const inSidebar = <T extends Field>(field: T): T =>
  ({ ...field, admin: { ...(field.admin as object), position: 'sidebar' } }) as T

/** Where a submission came from: the page and a keyed hash of the address (the address itself is not kept). */
export const originFields = (): Field[] => [
  {
    type: 'collapsible',
    label: 'Where it came from',
    admin: { initCollapsed: true },
    fields: [
      siteWritten({
        name: 'pageUrl',
        label: 'Page',
        type: 'text',
        admin: { description: 'The address of the page the form was sent from.' },
      }),
      siteWritten({
        name: 'ipHash',
        label: 'IP (keyed hash)',
        type: 'text',
        admin: {
          description:
            'A keyed hash of the visitor’s address: the same visitor matches, the address is not kept.',
        },
      }),
    ],
  },
]

/** Above a submissions list: the CSV export of that collection (the route checks the session and the role). */
export const exportLink = (slug: string) => ({
  path: '/cms/fields/ExportCsvLink#ExportCsvLink',
  clientProps: { href: `/api/admin/export/${slug}` },
})

/**
 * Response headers of a private upload (resumes, grievance attachments, medical reports): the browser downloads the
 * file rather than renders it (a PDF or image from a visitor is never shown inline), and nothing caches it.
 */
export const downloadOnly = ({ headers }: { headers: Headers }) => {
  headers.set('Content-Disposition', 'attachment')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  return headers
}
