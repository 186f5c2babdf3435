#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build on this machine.
 * - Lighthouse (mobile, default simulated throttling), median of 3 runs, for key pages: the four category scores
 *   and LCP, TBT and CLS.
 * - autocannon throughput on the home page: requests per second and p99 latency.
 * Prints a table, compares with the budgets below, and writes docs/performance.md.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { clearRuntimeCache, needsBuild } from './lib/build.mjs'
import { mustRun } from './lib/run.mjs'
import { startServer } from './lib/server.mjs'

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/benefits-of-life-insurance' },
  { name: 'product page', path: '/life-insurance/sahyog-smart-term' },
  { name: 'blog post', path: '/blog/term-insurance/how-much-term-insurance-do-you-need' },
]
const RUNS = Number(process.env.BENCH_RUNS || 3)
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const PORT = 3200

const dir = path.resolve('data', 'bench')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const env = {
  ...process.env,
  NODE_OPTIONS: '--no-deprecation',
  SQLITE_PATH: path.join(dir, 'site.db'),
  MEDIA_DIR: path.join(dir, 'media'),
  SITE_URL: `http://localhost:${PORT}`,
  APP_ENV: 'test',
  ADMIN_EMAIL: 'admin@sahyoglife.example',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  NEXT_TELEMETRY_DISABLED: '1',
}
delete env.DATABASE_URL

await mustRun('npx', ['tsx', 'scripts/prepare.ts'], { env, quiet: true })
if (needsBuild()) await mustRun('npx', ['next', 'build', '--webpack'], { env })
clearRuntimeCache()
const server = await startServer({ port: PORT, env })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function lighthouseRuns(url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      const { categories, audits } = result.lhr
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      })
    } finally {
      await chrome.kill()
    }
  }
  const pick = (key) => median(runs.map((r) => r[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  }
}

function throughput(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: 10 }, (error, result) => {
      if (error) reject(error)
      else
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        })
    })
  })
}

let report
try {
  for (const page of PAGES) await fetch(server.url + page.path) // first render fills the cache
  const lighthouseRows = []
  for (const page of PAGES) {
    console.log(`› Lighthouse ×${RUNS}: ${page.path}`)
    lighthouseRows.push({ ...page, ...(await lighthouseRuns(server.url + page.path)) })
  }
  console.log('› autocannon: / (20 connections, 10 s)')
  const home = await throughput(`${server.url}/`)
  report = { lighthouseRows, home }
} finally {
  await server.stop()
}

const { lighthouseRows, home } = report
const fmt = (ms) => `${Math.round(ms)} ms`
const table = [
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...lighthouseRows.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${fmt(r.lcp)} | ${fmt(r.tbt)} | ${r.cls.toFixed(3)} |`,
  ),
]
const throughputTable = [
  '| page | requests/s (mean) | p99 latency | non-2xx | errors |',
  '| --- | --- | --- | --- | --- |',
  `| home (\`/\`) | ${Math.round(home.rps)} | ${home.p99} ms | ${home.non2xx} | ${home.errors} |`,
]
const misses = lighthouseRows.flatMap((r) =>
  Object.entries(BUDGET)
    .filter(([key, min]) => r[key] < min)
    .map(([key, min]) => `${r.path}: ${key} ${r[key]} < ${min}`),
)

console.log(`\n${table.join('\n')}\n\n${throughputTable.join('\n')}\n`)
for (const r of lighthouseRows)
  if (r.failing.length) console.log(`  ${r.path} failing audits: ${r.failing.join(', ')}`)
console.log(misses.length ? `✖ over budget:\n  ${misses.join('\n  ')}` : '✔ within budget')

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
fs.writeFileSync(
  path.resolve('docs', 'performance.md'),
  `# Performance

Latest \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}), production build, embedded SQLite.
Lighthouse: mobile form factor with its default simulated throttling (slow 4G, 4× CPU slowdown), median of ${RUNS}
runs. Throughput: autocannon, 20 connections for 10 s, against the cached home page.

Budgets (checked by the benchmark, not by tests): performance ≥ ${BUDGET.performance}, accessibility,
best practices and SEO ${BUDGET.seo}.

${table.join('\n')}

${throughputTable.join('\n')}

${misses.length ? `Over budget: ${misses.join('; ')}.` : 'All pages within budget.'}
`,
)
process.exit(misses.length ? 1 : 0)
