/** The staff's roles in /admin, and who holds which: the same rules for the CMS's access and the staff routes. */

export const ROLES = [
  'admin',
  'editor',
  'reviewer',
  'viewer',
  'sales',
  'hr',
  'service_desk',
  'grievance_desk',
] as const
export type TRole = (typeof ROLES)[number]

const isRole = (value: unknown): value is TRole => (ROLES as readonly unknown[]).includes(value)

/** The roles of a user as Payload gives it (a request's user, the admin's client user), none for anyone else. */
export function rolesOf(user: unknown): TRole[] {
  const roles = user && typeof user === 'object' ? (user as { roles?: unknown }).roles : undefined
  return Array.isArray(roles) ? roles.filter(isRole) : []
}

export const hasRole = (user: unknown, ...roles: TRole[]): boolean =>
  rolesOf(user).some((role) => roles.includes(role))
