import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { parseTrustedProxies } from '@/domain/http/client-address'

/** An empty variable counts as unset, so `FOO=` in a .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

function trustedProxiesValid(list: string): boolean {
  try {
    parseTrustedProxies(list)
    return true
  } catch {
    return false
  }
}

/** A yes-or-no setting: `true` or `false`, unset meaning false. */
const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], `${name} must be true or false`)
    .default('false')
    .transform((value) => value === 'true')

export const APP_ENVS = ['development', 'test', 'devs', 'sit', 'uat', 'production'] as const

const ZEnv = z
  .object({
    // Unset means a laptop demo (development), and is refused on any host but this machine: see appEnvRules.
    APP_ENV: optional(z.enum(APP_ENVS).optional()),
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
    // PostgreSQL's pool per instance (src/payload.config.ts).
    DATABASE_POOL_MAX: optional(z.coerce.number().int().min(2).max(200).default(10)),
    DATABASE_CONNECT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000).default(5_000)),
    DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(600_000).default(15_000)),
    REDIS_URL: optional(z.string().url().optional()),
    // Uploads (src/cms/uploads/storage.ts): with S3_BUCKET every upload collection keeps its files in that bucket of an
    // S3-compatible store, served through the site's own file route; without it, in the folders MEDIA_DIR and the
    // like name. Unset keys use the SDK's default chain (an instance role).
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes',
        )
        .optional(),
    ),
    S3_REGION: optional(z.string().default('ap-south-1')),
    S3_ENDPOINT: optional(
      z
        .string()
        .regex(/^https?:\/\/[^/]/, 'S3_ENDPOINT must be an http:// or https:// address')
        .url()
        .optional(),
    ),
    S3_FORCE_PATH_STYLE: optional(yesNo('S3_FORCE_PATH_STYLE')),
    S3_ACCESS_KEY_ID: optional(z.string().optional()),
    S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
    // Production without S3_BUCKET: the operator's word that the upload folders are one mount shared by every instance.
    UPLOADS_ON_SHARED_DISK: optional(yesNo('UPLOADS_ON_SHARED_DISK')),
    SITE_URL: optional(z.string().url().default('http://localhost:3000')),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    // This instance's name in every log line (src/server/log); unset: the host name and process id.
    INSTANCE_ID: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9._:@-]{1,100}$/, 'INSTANCE_ID must be up to 100 letters, digits or . _ : @ -')
        .optional(),
    ),
    // Stopping an instance behind a load balancer (src/host/drain.ts): how long it keeps serving after SIGTERM with
    // /readyz at 503, and the bound on the whole drain, counted from the signal.
    DRAIN_GRACE_MS: optional(z.coerce.number().int().min(0).max(120_000).default(5_000)),
    DRAIN_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(600_000).default(25_000)),
    // The bearer token Prometheus scrapes /metrics with (src/server/metrics); unset: only staff and the site itself.
    METRICS_TOKEN: optional(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional()),
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
    // Scheduled publishing (src/server/jobs): how often this instance runs the job queue; 0 switches it off here.
    JOBS_INTERVAL_MS: optional(z.coerce.number().int().min(0).max(3_600_000).default(5_000)),
    // A shared cache in front of the site (src/server/cdn): none (a shared cache may hold a page 4 s) | varnish (a
    // day, each publish bans every page with a BAN to CDN_PURGE_URL carrying CDN_PURGE_TOKEN). The host reads
    // CDN_PURGE too, for the pages' Cache-Control (src/host/shared-cache.ts).
    CDN_PURGE: optional(z.enum(['none', 'varnish']).default('none')),
    CDN_PURGE_URL: optional(z.string().url().optional()),
    CDN_PURGE_TOKEN: optional(
      z.string().min(24, 'CDN_PURGE_TOKEN must be at least 24 characters').optional(),
    ),
    // Mobile OTP (src/server/otp) and SMS delivery (src/server/sms)
    SERVICES_PROVIDER: optional(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'SERVICES_PROVIDER must be lowercase letters, digits or dashes')
        .default('sahyog'),
    ),
    OTP_SECRET: optional(z.string().min(32, 'OTP_SECRET must be at least 32 characters').optional()),
    OTP_LENGTH: optional(z.coerce.number().int().min(4).max(8).default(4)),
    OTP_RESEND_SECONDS: optional(z.coerce.number().int().min(10).max(300).default(30)),
    OTP_MIN_ANSWER_MS: optional(z.coerce.number().int().min(0).max(5000).default(300)),
    // Read by the host (src/domain/http/client-address.ts); validated here too so a bad list stops the start by name.
    TRUSTED_PROXIES: optional(
      z
        .string()
        .refine(trustedProxiesValid, 'TRUSTED_PROXIES must be IP addresses or CIDR ranges, comma-separated')
        .optional(),
    ),
    TRUSTED_PROXY_HOPS: optional(z.string().optional()),
    PRODUCTION_HOSTS: optional(z.string().default('www.sahyoglife.in,sahyoglife.in')),
    SMS_PROVIDER: optional(z.enum(['console', 'msg91', 'gupshup']).optional()),
    SMS_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(30000).default(5000)),
    SMS_SENDER_ID: optional(z.string().max(6).optional()),
    SMS_DLT_ENTITY_ID: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_APPLICATION: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_CAREERS: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_CAREERS_HI: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_GRIEVANCE: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_GRIEVANCE_HI: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_DGH: optional(z.string().optional()),
    SMS_DLT_TEMPLATE_ID_DGH_HI: optional(z.string().optional()),
    MSG91_AUTH_KEY: optional(z.string().optional()),
    MSG91_BASE_URL: optional(z.string().url().default('https://control.msg91.com')),
    GUPSHUP_USER_ID: optional(z.string().optional()),
    GUPSHUP_PASSWORD: optional(z.string().optional()),
    GUPSHUP_BASE_URL: optional(z.string().url().default('https://enterprise.smsgupshup.com')),
    // Policy system (src/server/policies) and mandate provider (src/server/mandates)
    POLICY_SERVICE: optional(z.enum(['local', 'http']).default('local')),
    POLICY_API_URL: optional(z.string().url().optional()),
    POLICY_API_KEY: optional(z.string().optional()),
    POLICY_API_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000).default(5000)),
    MANDATE_PROVIDER: optional(z.enum(['local', 'http']).default('local')),
    MANDATE_API_URL: optional(z.string().url().optional()),
    MANDATE_API_KEY: optional(z.string().optional()),
    MANDATE_API_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000).default(8000)),
    MANDATE_CALLBACK_SECRET: optional(
      z.string().min(32, 'MANDATE_CALLBACK_SECRET must be at least 32 characters').optional(),
    ),
    // Renewal premium payments (src/server/payments)
    PAYMENT_GATEWAY: optional(z.enum(['local', 'razorpay']).default('local')),
    PAYMENT_LOCAL_SECRET: optional(
      z.string().min(32, 'PAYMENT_LOCAL_SECRET must be at least 32 characters').optional(),
    ),
    PAYMENT_API_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000).default(8000)),
    RAZORPAY_KEY_ID: optional(z.string().optional()),
    RAZORPAY_KEY_SECRET: optional(z.string().optional()),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().optional()),
    RAZORPAY_API_BASE: optional(z.string().url().default('https://api.razorpay.com')),
  })
  .superRefine((env, ctx) => {
    if (env.TRUSTED_PROXY_HOPS !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['TRUSTED_PROXY_HOPS'],
        message: 'TRUSTED_PROXY_HOPS is no longer read: list the proxies in TRUSTED_PROXIES (CIDR ranges)',
      })
    /** The settings an adapter cannot work without, asked for once it is chosen. */
    const requiredWith = (
      choice: 'CRM_ADAPTER' | 'CDN_PURGE',
      value: string,
      names: (keyof typeof env)[],
    ) => {
      if (env[choice] !== value) return
      for (const name of names) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when ${choice}=${value}`,
          })
      }
    }
    if (env.DRAIN_GRACE_MS >= env.DRAIN_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['DRAIN_GRACE_MS'],
        message: 'DRAIN_GRACE_MS must be shorter than DRAIN_TIMEOUT_MS, which bounds the whole drain',
      })
    requiredWith('CRM_ADAPTER', 'webhook', ['CRM_WEBHOOK_URL', 'CRM_WEBHOOK_SECRET'])
    // Without them no publish would purge, and pages held a day would stay stale for a day.
    requiredWith('CDN_PURGE', 'varnish', ['CDN_PURGE_URL', 'CDN_PURGE_TOKEN'])
    if (env.APP_ENV === 'production' && !env.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET is required in production',
      })
    }
    appEnvRules(env, ctx)
    otpRules(env, ctx)
    uploadRules(env, ctx)
    if (env.POLICY_SERVICE === 'http' && !env.POLICY_API_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['POLICY_API_URL'],
        message: 'POLICY_API_URL is required when POLICY_SERVICE=http',
      })
    if (env.MANDATE_PROVIDER === 'http' && !env.MANDATE_API_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['MANDATE_API_URL'],
        message: 'MANDATE_API_URL is required when MANDATE_PROVIDER=http',
      })
    if (env.APP_ENV === 'production' && !env.MANDATE_CALLBACK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['MANDATE_CALLBACK_SECRET'],
        message: 'MANDATE_CALLBACK_SECRET is required in production',
      })
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when PAYMENT_GATEWAY=razorpay`,
          })
      }
    }
  })
  // What is left unset means development (a laptop demo) once the rules above have seen it unset.
  .transform((env) => ({ ...env, APP_ENV: env.APP_ENV ?? ('development' as const) }))

/** The demo adapters: each records or pretends instead of reaching the real system, so production refuses them. */
const DEMO_ADAPTERS = [
  ['POLICY_SERVICE', 'local', 'reads demo policies from the admin instead of the policy system'],
  ['MANDATE_PROVIDER', 'local', 'is a sandbox that registers no mandate with a bank'],
  ['PAYMENT_GATEWAY', 'local', 'is a sandbox that takes no money'],
  ['CRM_ADAPTER', 'local', 'keeps leads in the admin instead of sending them to the CRM'],
] as const

interface IAppEnv {
  APP_ENV?: (typeof APP_ENVS)[number] | undefined
  SITE_URL: string
  DATABASE_URL?: string | undefined
  REDIS_URL?: string | undefined
  POLICY_SERVICE: string
  MANDATE_PROVIDER: string
  PAYMENT_GATEWAY: string
  CRM_ADAPTER: string
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * Fail closed: production runs no demo adapter (each refused by name, all at once), and a site served to any host
 * but this machine must say what it is: with no APP_ENV it would run as a development demo (console SMS with its
 * readable outbox, demo policies).
 */
function appEnvRules(env: IAppEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (env.APP_ENV === 'production') {
    for (const [name, demo, why] of DEMO_ADAPTERS) {
      if (env[name] === demo) issue(name, `${name}=${demo} ${why} and is refused in production`)
    }
    // Several instances serve production: they share PostgreSQL (SQLite is one machine's file) and Redis (caches,
    // limits, OTP sessions, leases). Without either, each instance would silently keep its own.
    if (!env.DATABASE_URL || !/^postgres(ql)?:/.test(env.DATABASE_URL))
      issue(
        'DATABASE_URL',
        'DATABASE_URL must be a postgres:// address in production (SQLite serves one machine)',
      )
    if (!env.REDIS_URL)
      issue(
        'REDIS_URL',
        'REDIS_URL is required in production: the instances share caches, limits and sessions there',
      )
  }
  if (env.APP_ENV === undefined && !LOOPBACK_HOST.test(new URL(env.SITE_URL).hostname)) {
    issue(
      'APP_ENV',
      `APP_ENV is not set, and SITE_URL (${new URL(env.SITE_URL).host}) is not this machine: set APP_ENV=production for a real deployment (the development demo is for laptops)`,
    )
  }
}

interface IUploadEnv {
  APP_ENV?: (typeof APP_ENVS)[number] | undefined
  S3_BUCKET?: string | undefined
  S3_ACCESS_KEY_ID?: string | undefined
  S3_SECRET_ACCESS_KEY?: string | undefined
  UPLOADS_ON_SHARED_DISK: boolean
}

/**
 * Where uploads go must be said in production: a bucket, or the word that the folders are shared. A forgotten
 * S3_BUCKET would otherwise give each instance its own files, and a picture uploaded through one a 404 on the others.
 */
function uploadRules(env: IUploadEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (env.APP_ENV === 'production' && !env.S3_BUCKET && !env.UPLOADS_ON_SHARED_DISK) {
    issue(
      'S3_BUCKET',
      'S3_BUCKET is required in production (or UPLOADS_ON_SHARED_DISK=true when the upload folders are one mount shared by every instance)',
    )
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    issue(
      env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the instance role)',
    )
  }
}

interface IOtpEnv {
  APP_ENV?: (typeof APP_ENVS)[number] | undefined
  SITE_URL: string
  PRODUCTION_HOSTS: string
  OTP_SECRET?: string | undefined
  SMS_PROVIDER?: 'console' | 'msg91' | 'gupshup' | undefined
  SMS_SENDER_ID?: string | undefined
  SMS_DLT_ENTITY_ID?: string | undefined
  SMS_DLT_TEMPLATE_ID?: string | undefined
  SMS_DLT_TEMPLATE_ID_APPLICATION?: string | undefined
  SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS?: string | undefined
  SMS_DLT_TEMPLATE_ID_CAREERS?: string | undefined
  SMS_DLT_TEMPLATE_ID_GRIEVANCE?: string | undefined
  SMS_DLT_TEMPLATE_ID_DGH?: string | undefined
  MSG91_AUTH_KEY?: string | undefined
  GUPSHUP_USER_ID?: string | undefined
  GUPSHUP_PASSWORD?: string | undefined
}

/** The deployed site's host names, where OTP can never be skipped. */
const productionHost = (env: IOtpEnv) =>
  env.PRODUCTION_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .includes(new URL(env.SITE_URL).hostname.toLowerCase())

/** OTP and SMS settings that would be unsafe, stopping the start with a message naming the variable. */
function otpRules(env: IOtpEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const live = env.APP_ENV === 'production' || productionHost(env)
  // Spec 4: devs and sit skip OTP verification in the browser, so such a name must never reach the live site.
  if ((env.APP_ENV === 'devs' || env.APP_ENV === 'sit') && productionHost(env)) {
    issue('APP_ENV', `APP_ENV=${env.APP_ENV} skips OTP verification and is refused on the production site`)
  }
  if (env.APP_ENV === 'production' && !env.OTP_SECRET)
    issue('OTP_SECRET', 'OTP_SECRET is required in production')
  if (live && (env.SMS_PROVIDER ?? 'console') === 'console') {
    issue('SMS_PROVIDER', 'SMS_PROVIDER must name a real SMS gateway in production (console only records)')
  }
  if (env.SMS_PROVIDER === 'msg91' && !env.MSG91_AUTH_KEY)
    issue('MSG91_AUTH_KEY', 'MSG91_AUTH_KEY is required')
  if (env.SMS_PROVIDER === 'gupshup' && !(env.GUPSHUP_USER_ID && env.GUPSHUP_PASSWORD)) {
    issue('GUPSHUP_USER_ID', 'GUPSHUP_USER_ID and GUPSHUP_PASSWORD are required')
  }
  if (env.SMS_PROVIDER && env.SMS_PROVIDER !== 'console') {
    for (const name of [
      'SMS_SENDER_ID',
      'SMS_DLT_ENTITY_ID',
      'SMS_DLT_TEMPLATE_ID',
      'SMS_DLT_TEMPLATE_ID_APPLICATION',
      'SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS',
      'SMS_DLT_TEMPLATE_ID_CAREERS',
      'SMS_DLT_TEMPLATE_ID_GRIEVANCE',
      'SMS_DLT_TEMPLATE_ID_DGH',
    ] as const) {
      if (!env[name]) issue(name, `${name} is required for SMS delivery in India (TRAI DLT)`)
    }
  }
}

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
  const { PAYLOAD_SECRET } = env()
  return PAYLOAD_SECRET ?? localSecret('.payload-secret')
}

/** The key of the OTP hashes, proofs and form tokens: OTP_SECRET, or (outside production) one kept in data/. */
export function otpSecret(): string {
  const { OTP_SECRET } = env()
  return OTP_SECRET ?? localSecret('.otp-secret')
}

/** The key of the mandate provider's callback signatures: MANDATE_CALLBACK_SECRET, or (outside production) one kept in data/. */
export function mandateCallbackSecret(): string {
  const { MANDATE_CALLBACK_SECRET } = env()
  return MANDATE_CALLBACK_SECRET ?? localSecret('.mandate-callback-secret')
}

/** The local payment sandbox's key and webhook secret: PAYMENT_LOCAL_SECRET, or one kept in data/. */
export function paymentLocalSecret(): string {
  const { PAYMENT_LOCAL_SECRET } = env()
  return PAYMENT_LOCAL_SECRET ?? localSecret('.payment-local-secret')
}

/** The SMS provider: console (records only) unless a gateway is named. */
export const smsProvider = () => env().SMS_PROVIDER ?? 'console'

function localSecret(name: string): string {
  const { SQLITE_PATH } = env()
  const file = path.join(path.dirname(path.resolve(SQLITE_PATH)), name)
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
