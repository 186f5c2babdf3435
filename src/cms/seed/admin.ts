import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { SKIP_REVALIDATE } from '../hooks/revalidate'

export interface IAdminSettings {
  production: boolean
  /** ADMIN_EMAIL and ADMIN_PASSWORD (unset: undefined or empty). */
  email: string | undefined
  password: string | undefined
  /** Where a generated password is kept for the start script to print (a laptop only). */
  credentialsFile: string
}

/**
 * The first administrator, on a database without staff. Production takes both ADMIN_EMAIL and ADMIN_PASSWORD or
 * refuses: no default address, no generated password printed to a log. Elsewhere a random password is made and kept
 * beside the database (readable by this machine's user only), so `npm start` can print the login.
 */
export async function ensureAdmin(
  payload: Payload,
  settings: IAdminSettings,
): Promise<{ email: string; password: string }> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    if (!settings.production && fs.existsSync(settings.credentialsFile)) {
      const [email = '', password = ''] = fs.readFileSync(settings.credentialsFile, 'utf8').trim().split('\n')
      return { email, password }
    }
    return { email: settings.email || '(existing user)', password: '(unchanged)' }
  }
  if (settings.production && (!settings.email || !settings.password)) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD are required to create the first administrator in production',
    )
  }
  const email = settings.email || 'admin@sahyoglife.example'
  const password = settings.password || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site administrator', roles: ['admin'] },
    context: { [SKIP_REVALIDATE]: true },
  })
  if (!settings.password) {
    fs.mkdirSync(path.dirname(settings.credentialsFile), { recursive: true })
    fs.writeFileSync(settings.credentialsFile, `${email}\n${password}\n`, { mode: 0o600 })
  }
  return { email, password: settings.password ? '(from ADMIN_PASSWORD)' : password }
}
