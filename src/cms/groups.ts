/**
 * The admin's navigation groups (`admin.group` of every collection and global), named the way the marketing,
 * service, sales and HR teams look for things. The admin lists the groups in the order of their first collection
 * in src/payload.config.ts, so that list follows this one.
 */
export const ADMIN_GROUPS = {
  /** Pages, the media library, menus and the other things visitors read. */
  content: 'Content',
  /** Plans are pages (decision 38); here are the figures around them: funds and NAVs, bonus rates, premium rates. */
  products: 'Products',
  /** Policies, mandates, payments and everything policyholders send from the service pages. */
  services: 'Services and requests',
  /** Leads from the contact form, what the CRM was sent, and the quotes visitors saved. */
  leads: 'Leads',
  /** Jobs, applications and resumes. */
  careers: 'Careers',
  /** Staff accounts, redirects, the search index, cookie choices and site-wide settings. */
  settings: 'Settings',
} as const

export type TAdminGroup = (typeof ADMIN_GROUPS)[keyof typeof ADMIN_GROUPS]

export const ADMIN_GROUP_NAMES: readonly TAdminGroup[] = Object.values(ADMIN_GROUPS)
