import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'viewer', 'sales'] as const
export type TRole = (typeof ROLES)[number]

type WithRoles = { roles?: TRole[] | null } | null | undefined

export const hasRole = (user: WithRoles, ...roles: TRole[]): boolean =>
  !!user?.roles?.some((role) => roles.includes(role))

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const anyone: Access = () => true
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isStaff: Access = ({ req }) => !!req.user
/** Leads hold personal data: administrators and the sales team only. */
export const isAdminOrSales: Access = ({ req }) => hasRole(userOf(req), 'admin', 'sales')
export const nobody: Access = () => false
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/** Users manage themselves; admins manage everyone. */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(userOf(req), 'admin')) return true
  return { id: { equals: user.id } }
}
