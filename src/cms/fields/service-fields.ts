import type { Field } from 'payload'

/** The admin group of every policyholder service submission. */
export const SERVICES_GROUP = 'Policyholder services'

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
      siteWritten({ name: 'pageUrl', label: 'Page', type: 'text' }),
      siteWritten({ name: 'ipHash', label: 'IP (keyed hash)', type: 'text' }),
    ],
  },
]

/** Above a submissions list: the CSV export of that collection (the route checks the session and the role). */
export const exportLink = (slug: string) => ({
  path: '/cms/fields/ExportCsvLink#ExportCsvLink',
  clientProps: { href: `/api/admin/export/${slug}` },
})
