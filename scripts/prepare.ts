/**
 * Brings the database up to date before the site starts: applies committed migrations, seeds the demo content
 * on an empty database, and makes sure a first administrator exists. Safe to run on every start.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { SKIP_REVALIDATE } from '@/cms/hooks/revalidate'
import { seed } from '@/cms/seed'
import { env } from '@/server/env'

const credentialsFile = path.join(path.dirname(path.resolve(env().SQLITE_PATH)), 'admin-login.txt')

async function ensureAdmin(payload: Payload): Promise<{ email: string; password: string }> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    if (fs.existsSync(credentialsFile)) {
      const [email = '', password = ''] = fs.readFileSync(credentialsFile, 'utf8').trim().split('\n')
      return { email, password }
    }
    return { email: process.env.ADMIN_EMAIL || '(existing user)', password: '(unchanged)' }
  }
  if (env().APP_ENV === 'production' && (!process.env.ADMIN_EMAIL || !process.env.ADMIN_PASSWORD)) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD are required to create the first administrator in production',
    )
  }
  const email = process.env.ADMIN_EMAIL || 'admin@sahyoglife.example'
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site administrator', roles: ['admin'] },
    context: { [SKIP_REVALIDATE]: true },
  })
  if (!process.env.ADMIN_PASSWORD) {
    fs.mkdirSync(path.dirname(credentialsFile), { recursive: true })
    fs.writeFileSync(credentialsFile, `${email}\n${password}\n`, { mode: 0o600 })
  }
  return { email, password: process.env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : password }
}

async function main() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const { seeded } = await seed(payload)
  const admin = await ensureAdmin(payload)
  // One line of JSON for the start script to read.
  process.stdout.write(`PREPARED ${JSON.stringify({ seeded, admin })}\n`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
