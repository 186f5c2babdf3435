import { BASE_URL, adminToken } from './http'

/**
 * A staff user with the given role, created through the admin's REST API (a fresh address per run, so the suite
 * can run again on the same database); answers an Authorization header value for that user. Call one at a time:
 * Payload keeps a user's sessions in one list, and logins racing each other can drop one another's session.
 */
export async function staffAuthorization(
  role: 'sales' | 'viewer' | 'editor' | 'reviewer' | 'admin' | 'hr' | 'service_desk' | 'grievance_desk',
  adminAuthorization?: string,
): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sahyoglife.example`
  const password = `pw-${Math.random().toString(36).slice(2)}-A1`
  const created = await fetch(new URL('/cms/api/users', BASE_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Authorization: adminAuthorization ?? `JWT ${await adminToken()}`,
    },
    body: JSON.stringify({ email, password, name: `Test ${role}`, roles: [role] }),
  })
  if (!created.ok)
    throw new Error(`creating a ${role} user failed: ${created.status} ${await created.text()}`)
  const login = await fetch(new URL('/cms/api/users/login', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`${role} login failed: ${login.status}`)
  return `JWT ${((await login.json()) as { token: string }).token}`
}
