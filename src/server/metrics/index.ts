import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { METRICS } from '../process/host-contract'

import { processSingleton } from '../process/singleton'

/**
 * The site's Prometheus metrics (docs/operations.md, "Health, draining and metrics"), answered at /metrics. One set
 * per process, shared through a global symbol: the host (its own module graph) times the requests, the
 * application's bundles count what happens inside them, and both must write to the same counters.
 *
 * Labels take a fixed set of values only (a route's kind, never its path; a status class, never a status), so the
 * number of series stays bounded whatever addresses visitors make up.
 */
export interface ISiteMetrics {
  registry: Registry
  /** Every answer the host sends, by the kind of route (src/host/request-metrics.ts) and status class. */
  requestDuration: Histogram<'route' | 'status_class'>
  requestsInFlight: Gauge
  /** A cache asked for an answer: `layer` names the cache (micro, compressed_page, next…), `result` hit|miss|stale. */
  cacheLookups: Counter<'layer' | 'result'>
  /** OTP messages handed to the SMS gateway: sent, or the failure (refused, unavailable, timeout). */
  otpSms: Counter<'gateway' | 'outcome'>
  /** Set on each scrape from the database (./database.ts). */
  crmOutboxOldestAge: Gauge
  crmOutboxLeads: Gauge<'status'>
  jobsOldestDueAge: Gauge
  dbPoolConnections: Gauge<'state'>
}

function createMetrics(): ISiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requestDuration: new Histogram({
      name: 'sahyog_http_request_duration_seconds',
      help: 'Time from a request reaching the host to its answer being sent, by kind of route and status class.',
      labelNames: ['route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    requestsInFlight: new Gauge({
      name: 'sahyog_http_requests_in_flight',
      help: 'Requests being served now.',
      registers,
    }),
    cacheLookups: new Counter({
      name: 'sahyog_cache_lookups_total',
      help: 'Answers looked for in a cache, by cache (layer) and result (hit, miss, stale).',
      labelNames: ['layer', 'result'],
      registers,
    }),
    otpSms: new Counter({
      name: 'sahyog_otp_sms_total',
      help: 'OTP messages handed to the SMS gateway, by gateway and outcome (sent, refused, unavailable, timeout).',
      labelNames: ['gateway', 'outcome'],
      registers,
    }),
    crmOutboxOldestAge: new Gauge({
      name: 'sahyog_crm_outbox_oldest_age_seconds',
      help: 'Age of the oldest verified lead not yet delivered to the CRM (0 when none waits).',
      registers,
    }),
    crmOutboxLeads: new Gauge({
      name: 'sahyog_crm_outbox_leads',
      help: 'Verified leads not delivered to the CRM: pending (to be tried) or failed (given up, to re-drive).',
      labelNames: ['status'],
      registers,
    }),
    jobsOldestDueAge: new Gauge({
      name: 'sahyog_jobs_oldest_due_age_seconds',
      help: 'How long the oldest due scheduled job (a publish or unpublish) has waited to run (0 when none).',
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'sahyog_db_pool_connections',
      help: 'PostgreSQL connection pool: connections open (total), idle, and requests waiting for one (waiting).',
      labelNames: ['state'],
      registers,
    }),
  }
}

/** This process's metrics, made on first use. */
export function siteMetrics(): ISiteMetrics {
  return processSingleton(METRICS, createMetrics)
}

/** Counts one cache lookup: which cache (`layer`) and whether it held the answer. */
export function countCacheLookup(layer: string, result: 'hit' | 'miss' | 'stale'): void {
  siteMetrics().cacheLookups.inc({ layer, result })
}
