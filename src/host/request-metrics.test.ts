import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { API_V1_ROUTES, nextCacheResult, routeKind, statusClass } from './request-metrics'

describe('the route label', () => {
  it('names pages, their RSC payloads, static files, pictures, the admin and the CMS API by kind', () => {
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/life-insurance/sahyog-smart-term?utm_source=x')).toBe('page')
    expect(routeKind('/life-insurance', true)).toBe('page_rsc')
    expect(routeKind('/_next/static/chunks/app/layout-abc123.js')).toBe('static')
    expect(routeKind('/assets/chat/widget.css')).toBe('static')
    expect(routeKind('/sw.js')).toBe('static')
    expect(routeKind('/_next/image?url=%2Fcms%2Fapi%2Fmedia%2Ffile%2Fhero.png&w=640&q=75')).toBe('image')
    expect(routeKind('/admin')).toBe('admin')
    expect(routeKind('/admin/collections/pages/12')).toBe('admin')
    expect(routeKind('/cms/api/media/file/hero.png')).toBe('media')
    expect(routeKind('/cms/api/pages?where[slug][equals]=x')).toBe('cms_api')
    expect(routeKind('/robots.txt')).toBe('seo')
    expect(routeKind('/healthz')).toBe('health')
    expect(routeKind('/readyz')).toBe('health')
    expect(routeKind('/metrics')).toBe('metrics')
  })

  it('names each route of the public API, the OTP endpoint whatever its provider segment', () => {
    expect(routeKind('/api/v1/header')).toBe('api_v1:header')
    expect(routeKind('/api/v1/meta-info/home')).toBe('api_v1:meta-info')
    expect(routeKind('/api/v1/buy-plan/home-page')).toBe('api_v1:buy-plan')
    expect(routeKind('/api/v1/sahyog/services')).toBe('api_v1:services')
    expect(routeKind('/api/v1/another-provider/services')).toBe('api_v1:services')
    expect(routeKind('/api/internal/redirect-table')).toBe('api_internal')
    expect(routeKind('/api/og?title=x')).toBe('api_other')
  })

  it('takes a bounded set of values, whatever addresses a visitor makes up', () => {
    const made = new Set<string>()
    for (let at = 0; at < 2000; at++) {
      const noise = Math.random().toString(36).slice(2)
      for (const target of [
        `/${noise}`,
        `/api/v1/${noise}`,
        `/api/v1/${noise}/${noise}`,
        `/api/${noise}`,
        `/cms/api/${noise}`,
        `/_next/${noise}`,
        `/admin/${noise}`,
      ])
        made.add(routeKind(target))
    }
    expect([...made].sort()).toEqual(['admin', 'api_other', 'api_v1:other', 'cms_api', 'other', 'page'])
  })

  it('knows every route of src/app/api/v1, and no other', () => {
    const folders = readdirSync(path.resolve(__dirname, '../app/api/v1'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    expect([...API_V1_ROUTES].sort()).toEqual(folders.sort())
  })
})

describe('the status label', () => {
  it('is the status class of an answer sent whole, else aborted', () => {
    expect(statusClass({ statusCode: 200, writableFinished: true })).toBe('2xx')
    expect(statusClass({ statusCode: 304, writableFinished: true })).toBe('3xx')
    expect(statusClass({ statusCode: 404, writableFinished: true })).toBe('4xx')
    expect(statusClass({ statusCode: 503, writableFinished: true })).toBe('5xx')
    expect(statusClass({ statusCode: 200, writableFinished: false })).toBe('aborted')
  })
})

describe("Next's cache note", () => {
  it('reads as a hit, a stale answer or a miss; no note is no lookup', () => {
    expect(nextCacheResult('HIT')).toBe('hit')
    expect(nextCacheResult('STALE')).toBe('stale')
    expect(nextCacheResult('MISS')).toBe('miss')
    expect(nextCacheResult('REVALIDATED')).toBe('miss')
    expect(nextCacheResult(undefined)).toBeNull()
  })
})
