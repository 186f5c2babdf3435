/**
 * The many-instances leg of `npm test` (tests/multi): the production topology on this machine. A PostgreSQL
 * database, a Redis and an S3-compatible store of its own, and two instances (A and B) of the one build, each
 * purging Varnish (which the tests start in front of both, tests/support/varnish.ts) and delivering leads to a CRM
 * webhook (which the tests answer, slowly when they want to). The tests get both addresses, the ports of the
 * cache and the CRM, and the database's address for what only the database can show.
 */
import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { clearRuntimeCache } from './build.mjs'
import { startRedis } from './redis.mjs'
import { startServer } from './server.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The leg's S3-compatible store (scripts/lib/s3.mjs), or none when this checkout has no S3 support yet. */
async function startObjectStore() {
  const file = new URL('./s3.mjs', import.meta.url)
  if (!fs.existsSync(file)) return null
  const { startS3 } = await import(file.href)
  return startS3()
}

function freshFolders() {
  const dir = path.resolve('data', 'test-multi')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  return {
    SQLITE_PATH: path.join(dir, 'unused.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    RESUME_DIR: path.join(dir, 'resumes'),
    GRIEVANCE_DIR: path.join(dir, 'grievances'),
    DGH_DIR: path.join(dir, 'dgh'),
    PROPOSAL_DOCUMENTS_DIR: path.join(dir, 'proposal-documents'),
  }
}

export async function runMultiInstanceLeg({ baseEnv, port, postgresAdmin, prepare, run, onFailure }) {
  const dbName = `site_multi_${process.pid}`
  const adminUrl = new URL(postgresAdmin)
  const dbUrl = new URL(postgresAdmin)
  dbUrl.pathname = `/${dbName}`
  const psql = (sql) => execSync(`psql "${adminUrl}" -q -c "${sql}"`, { stdio: 'inherit' })
  psql(`CREATE DATABASE ${dbName}`)
  const redis = await startRedis()
  const store = await startObjectStore()
  const servers = []
  try {
    const [varnishPort, crmPort] = [await freePort(), await freePort()]
    const env = {
      ...baseEnv,
      ...freshFolders(),
      ...(store?.env ?? {}),
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redis.url,
      SITE_URL: `http://localhost:${port}`,
      // Varnish on this machine is the proxy in front: its address is believed for X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1/32',
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}`,
      CDN_PURGE_TOKEN: randomBytes(24).toString('hex'),
      CRM_ADAPTER: 'webhook',
      CRM_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/leads`,
      CRM_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      CRM_TIMEOUT_MS: '10000',
      CRM_RETRY_BASE_MS: '1000',
      CRM_WORKER_INTERVAL_MS: '2000',
      JOBS_INTERVAL_MS: '1000',
    }
    const fresh = () => {
      psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      psql(`CREATE DATABASE ${dbName}`)
    }
    if (!(await prepare(env, fresh))) return
    clearRuntimeCache()
    for (const [i, name] of ['a', 'b'].entries()) {
      servers.push({
        name,
        server: await startServer({ port: port + i, env: { ...env, INSTANCE_ID: name } }),
      })
    }
    await run({
      ...env,
      TEST_BASE_URL: servers[0].server.url,
      TEST_BASE_URL_2: servers[1].server.url,
      TEST_CRM_PORT: String(crmPort),
      TEST_S3: store ? '1' : '',
    })
  } finally {
    for (const { name, server } of servers) {
      await server.stop()
      onFailure(name, server.log())
    }
    await store?.stop()
    await redis?.stop()
    psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  }
}
