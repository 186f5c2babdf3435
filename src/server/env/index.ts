import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

/** An empty variable counts as unset, so `FOO=` in a .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

export const APP_ENVS = ['development', 'test', 'devs', 'sit', 'uat', 'production'] as const

const ZEnv = z
  .object({
    APP_ENV: optional(z.enum(APP_ENVS).default('development')),
    PAYLOAD_SECRET: optional(z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional()),
    DATABASE_URL: optional(
      z
        .string()
        .refine(
          (url) => /^(postgres|postgresql|file):/.test(url),
          'DATABASE_URL must be postgres://… or file:…',
        )
        .optional(),
    ),
    SQLITE_PATH: optional(z.string().default('./data/site.db')),
    REDIS_URL: optional(z.string().url().optional()),
    SITE_URL: optional(z.string().url().default('http://localhost:3000')),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    // Leads and their forwarding to the CRM (src/server/leads, src/server/crm)
    LEAD_PROCESS_CODE: optional(z.string().max(40).default('DIGITAL')),
    CRM_ADAPTER: optional(z.enum(['local', 'webhook']).default('local')),
    CRM_WEBHOOK_URL: optional(z.string().url().optional()),
    CRM_WEBHOOK_SECRET: optional(
      z.string().min(32, 'CRM_WEBHOOK_SECRET must be at least 32 characters').optional(),
    ),
    CRM_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000).default(10_000)),
    CRM_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(50).default(10)),
    CRM_RETRY_BASE_MS: optional(z.coerce.number().int().min(10).max(3_600_000).default(30_000)),
    CRM_WORKER_INTERVAL_MS: optional(z.coerce.number().int().min(0).max(3_600_000).default(15_000)),
  })
  .superRefine((env, ctx) => {
    if (env.CRM_ADAPTER === 'webhook') {
      for (const name of ['CRM_WEBHOOK_URL', 'CRM_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when CRM_ADAPTER=webhook`,
          })
      }
    }
    if (env.APP_ENV === 'production' && !env.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET is required in production',
      })
    }
  })

export type TEnv = z.infer<typeof ZEnv>

let cached: TEnv | undefined

/** Reads and validates the environment once; a bad value stops the process with a message naming it. */
export function env(): TEnv {
  if (cached) return cached
  const parsed = ZEnv.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

export const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:/.test(url)

/**
 * The secret that signs sessions. Production must set PAYLOAD_SECRET; elsewhere a random one is made once per
 * machine and kept beside the embedded database, so a laptop needs no set-up and no secret is ever committed.
 */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET, SQLITE_PATH } = env()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  const file = path.join(path.dirname(path.resolve(SQLITE_PATH)), '.payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch {
      // another process made it first: read theirs
    }
  }
  return fs.readFileSync(file, 'utf8').trim()
}
