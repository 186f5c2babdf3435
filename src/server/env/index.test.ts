import { describe, expect, it, vi } from 'vitest'

import { freshEnvEachTest, loadEnv } from './testing'

freshEnvEachTest()

const load = loadEnv

describe('environment', () => {
  it('treats an empty variable as unset', async () => {
    const env = await load({ SITE_URL: '', APP_ENV: '' })
    expect(env().SITE_URL).toBe('http://localhost:3000')
    expect(env().APP_ENV).toBe('development')
  })

  it('refuses to start production without a session secret, naming the variable', async () => {
    const env = await load({ APP_ENV: 'production', PAYLOAD_SECRET: '' })
    expect(() => env()).toThrow(/PAYLOAD_SECRET is required in production/)
  })

  it('rejects a database URL it cannot use', async () => {
    const env = await load({ DATABASE_URL: 'mysql://db/site' })
    expect(() => env()).toThrow(/DATABASE_URL/)
  })

  it('refuses APP_ENV devs or sit on the production site (OTP is skipped there)', async () => {
    const env = await load({ APP_ENV: 'sit', SITE_URL: 'https://www.sahyoglife.in' })
    expect(() => env()).toThrow(/APP_ENV=sit skips OTP verification/)
  })

  it('allows devs and sit on their own hosts, with the console SMS provider', async () => {
    const env = await load({ APP_ENV: 'devs', SITE_URL: 'https://devs.sahyoglife.in' })
    expect(env().APP_ENV).toBe('devs')
  })

  it('refuses the console SMS provider and a missing OTP secret in production', async () => {
    const env = await load({ APP_ENV: 'production', PAYLOAD_SECRET: 'p'.repeat(32), SMS_PROVIDER: 'console' })
    expect(() => env()).toThrow(/SMS_PROVIDER must name a real SMS gateway/)
    expect(() => env()).toThrow(/OTP_SECRET is required in production/)
  })

  it('needs the gateway credentials and the DLT ids for a real SMS gateway', async () => {
    const env = await load({ SMS_PROVIDER: 'gupshup', GUPSHUP_USER_ID: 'u' })
    expect(() => env()).toThrow(/GUPSHUP_PASSWORD are required/)
    expect(() => env()).toThrow(/SMS_DLT_TEMPLATE_ID is required/)
    expect(() => env()).toThrow(/SMS_DLT_TEMPLATE_ID_APPLICATION is required/)
    expect(() => env()).toThrow(/SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS is required/)
    // Each acknowledgement SMS has its own template: sent under another's id, operators drop it.
    for (const name of ['CAREERS', 'GRIEVANCE', 'DGH'])
      expect(() => env()).toThrow(new RegExp(`SMS_DLT_TEMPLATE_ID_${name} is required`))
    // A Hindi template is optional: without it Hindi visitors get the English text under the English id.
    expect(() => env()).not.toThrow(/_HI is required/)
  })

  it('refuses every demo adapter in production, naming each variable in one message', async () => {
    const env = await load({
      APP_ENV: 'production',
      SITE_URL: 'https://www.sahyoglife.in',
      PAYLOAD_SECRET: 'p'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
      MANDATE_CALLBACK_SECRET: 'm'.repeat(32),
    })
    let message = ''
    try {
      env()
    } catch (error) {
      message = (error as Error).message
    }
    for (const refused of [
      'POLICY_SERVICE=local',
      'MANDATE_PROVIDER=local',
      'PAYMENT_GATEWAY=local',
      'CRM_ADAPTER=local',
      'SMS_PROVIDER must name a real SMS gateway',
    ]) {
      expect(message).toContain(refused)
    }
  })

  it('starts production with the real adapters', async () => {
    const env = await load({
      APP_ENV: 'production',
      SITE_URL: 'https://www.sahyoglife.in',
      PAYLOAD_SECRET: 'p'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
      MANDATE_CALLBACK_SECRET: 'm'.repeat(32),
      POLICY_SERVICE: 'http',
      POLICY_API_URL: 'https://core.sahyoglife.in/api',
      MANDATE_PROVIDER: 'http',
      MANDATE_API_URL: 'https://mandates.sahyoglife.in/api',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      CRM_ADAPTER: 'webhook',
      CRM_WEBHOOK_URL: 'https://crm.sahyoglife.in/leads',
      CRM_WEBHOOK_SECRET: 'c'.repeat(32),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      SMS_SENDER_ID: 'SAHYOG',
      SMS_DLT_ENTITY_ID: '1201',
      SMS_DLT_TEMPLATE_ID: '1207',
      SMS_DLT_TEMPLATE_ID_APPLICATION: '1208',
      SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS: '1209',
      SMS_DLT_TEMPLATE_ID_CAREERS: '1210',
      SMS_DLT_TEMPLATE_ID_GRIEVANCE: '1211',
      SMS_DLT_TEMPLATE_ID_DGH: '1212',
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/site',
      REDIS_URL: 'redis://cache.internal:6379',
      S3_BUCKET: 'sahyog-site-uploads',
    })
    expect(env().APP_ENV).toBe('production')
    expect(env().DATABASE_POOL_MAX).toBe(10)
  })

  it('refuses production on SQLite or without Redis: several instances must share both', async () => {
    const base = {
      APP_ENV: 'production',
      SITE_URL: 'https://www.sahyoglife.in',
      PAYLOAD_SECRET: 'p'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
    }
    const none = await load({ ...base })
    expect(() => none()).toThrow(/DATABASE_URL must be a postgres:\/\/ address in production/)
    expect(() => none()).toThrow(/REDIS_URL is required in production/)
    const sqlite = await load({
      ...base,
      DATABASE_URL: 'file:./data/site.db',
      REDIS_URL: 'redis://cache:6379',
    })
    expect(() => sqlite()).toThrow(/DATABASE_URL must be a postgres/)
  })

  it('refuses a public SITE_URL without APP_ENV: the development demo is for this machine only', async () => {
    const env = await load({ SITE_URL: 'https://www.sahyoglife.in' })
    expect(() => env()).toThrow(
      /APP_ENV is not set, and SITE_URL \(www\.sahyoglife\.in\) is not this machine/,
    )
  })

  it('runs the demo without APP_ENV on this machine, and as the operator says elsewhere', async () => {
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      const env = await load({ SITE_URL })
      expect(env().APP_ENV).toBe('development')
      vi.resetModules()
    }
    const env = await load({ APP_ENV: 'uat', SITE_URL: 'https://uat.sahyoglife.in' })
    expect(env().APP_ENV).toBe('uat')
  })

  it('refuses the old TRUSTED_PROXY_HOPS and a TRUSTED_PROXIES entry that is not an address', async () => {
    const env = await load({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.0/8, lb.internal' })
    expect(() => env()).toThrow(/TRUSTED_PROXY_HOPS is no longer read/)
    expect(() => env()).toThrow(/TRUSTED_PROXIES must be IP addresses or CIDR ranges/)
  })

  it('refuses production with uploads on each instance’s own disk, unless the folders are said to be shared', async () => {
    const production = { APP_ENV: 'production', S3_BUCKET: '', UPLOADS_ON_SHARED_DISK: '' }
    const env = await load(production)
    expect(() => env()).toThrow(/S3_BUCKET is required in production \(or UPLOADS_ON_SHARED_DISK=true/)
    vi.resetModules()
    const shared = await load({ ...production, UPLOADS_ON_SHARED_DISK: 'true' })
    expect(() => shared()).not.toThrow(/S3_BUCKET/)
    vi.resetModules()
    const bucket = await load({ ...production, S3_BUCKET: 'sahyog-site-uploads' })
    expect(() => bucket()).not.toThrow(/S3_BUCKET/)
    vi.resetModules()
    // Anything but a plain true is not the operator's word.
    const vague = await load({ ...production, UPLOADS_ON_SHARED_DISK: 'yes' })
    expect(() => vague()).toThrow(/UPLOADS_ON_SHARED_DISK must be true or false/)
  })

  it('keeps uploads on the disk by default, and takes an S3-compatible store with its region and address', async () => {
    const disk = await load({ S3_BUCKET: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' })
    expect(disk()).toMatchObject({ S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: false })
    expect(disk().S3_BUCKET).toBeUndefined()
    vi.resetModules()
    const minio = await load({
      S3_BUCKET: 'site-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(minio()).toMatchObject({
      S3_BUCKET: 'site-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuses a bucket name S3 would refuse, an endpoint that is not an address, and one key without the other', async () => {
    const env = await load({
      S3_BUCKET: 'Site_Uploads',
      S3_ENDPOINT: 'minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: '',
    })
    expect(() => env()).toThrow(/S3_BUCKET must be a bucket name/)
    expect(() => env()).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/)
    expect(() => env()).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
  })

  it('keeps the spec 9 OTP settings as defaults', async () => {
    const env = await load({})
    expect(env()).toMatchObject({ OTP_LENGTH: 4, OTP_RESEND_SECONDS: 30, SERVICES_PROVIDER: 'sahyog' })
  })

  it('drains for 5 s of a 25 s bound by default, and refuses a grace as long as the bound', async () => {
    expect(await load({}).then((env) => env())).toMatchObject({
      DRAIN_GRACE_MS: 5000,
      DRAIN_TIMEOUT_MS: 25_000,
    })
    vi.resetModules()
    const env = await load({ DRAIN_GRACE_MS: '30000', DRAIN_TIMEOUT_MS: '30000' })
    expect(() => env()).toThrow(/DRAIN_GRACE_MS must be shorter than DRAIN_TIMEOUT_MS/)
  })

  it('refuses a METRICS_TOKEN short enough to guess', async () => {
    const env = await load({ METRICS_TOKEN: 'short' })
    expect(() => env()).toThrow(/METRICS_TOKEN must be at least 24 characters/)
  })
})
