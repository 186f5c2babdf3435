/* Sahyog Life service worker: small and safe.
   - /_next/static/*  cache first (file names carry a content hash, so a cached copy is never stale);
   - /assets/*        cache first, refreshed in the background (these names carry no hash);
   - everything else  network only: pages, APIs, the CMS and media are never served from this worker's cache.
   Bump VERSION to drop every cache of an older worker on activation. */
'use strict'

const VERSION = 'v1'
const PREFIX = 'sahyog-'
const STATIC_CACHE = `${PREFIX}static-${VERSION}`
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`
/* Old builds leave hashed files behind: keep each cache bounded (oldest entries go first). */
const LIMITS = { [STATIC_CACHE]: 300, [ASSET_CACHE]: 60 }

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC_CACHE, ASSET_CACHE])
      const names = await caches.keys()
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && !keep.has(name)).map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

const cacheable = (response) => response && response.ok && response.type === 'basic'

async function trim(cache, limit) {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)))
}

async function cacheFirst(request, cacheName, refresh) {
  const cache = await caches.open(cacheName)
  const cached = await cache.match(request)
  const update = fetch(request).then(async (response) => {
    if (cacheable(response)) {
      await cache.put(request, response.clone())
      await trim(cache, LIMITS[cacheName])
    }
    return response
  })
  if (cached) {
    if (refresh) update.catch(() => undefined)
    return cached
  }
  return update
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || request.headers.has('range')) return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request, STATIC_CACHE, false))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, true))
  }
  // Anything else: not handled here, so the browser goes to the network as usual.
})
