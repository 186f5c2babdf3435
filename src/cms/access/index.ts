import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { hasRole } from '@/domain/staff/roles'

export { hasRole, ROLES, rolesOf, type TRole } from '@/domain/staff/roles'

const userOf = (req: PayloadRequest) => req.user

export const anyone: Access = () => true
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isStaff: Access = ({ req }) => !!req.user
/** Leads hold personal data: administrators and the sales team only. */
export const isAdminOrSales: Access = ({ req }) => hasRole(userOf(req), 'admin', 'sales')
/** Career applications and their resumes: administrators and HR only. */
export const isAdminOrHr: Access = ({ req }) => hasRole(userOf(req), 'admin', 'hr')
/** Policyholder service requests (NACH, WhatsApp, certificates, payments): administrators and the service desk. */
export const isAdminOrServiceDesk: Access = ({ req }) => hasRole(userOf(req), 'admin', 'service_desk')
/** Grievances: administrators and the grievance desk (which also updates their status). */
export const isAdminOrGrievanceDesk: Access = ({ req }) => hasRole(userOf(req), 'admin', 'grievance_desk')
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
