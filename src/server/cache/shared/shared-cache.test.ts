import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { hasRedisServer, startRedis } from '@/server/otp/testing/redis-server'

import { SharedCache, type ISharedCacheOptions } from './shared-cache'

/** Two or more instances of the site on one Redis, as behind a load balancer. */
describe.skipIf(!hasRedisServer())('the page and data cache shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const made: SharedCache[] = []
  let prefix = 0

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(made.map((cache) => cache.close()))
    await redis.stop()
  })

  /** Instances of one site (one prefix per test), each with its own connections. */
  function site(build = 'build-1') {
    const namespace = `t${++prefix}:`
    return async (instance: string, options: Partial<ISharedCacheOptions> = {}) => {
      const cache = new SharedCache({ url: redis.url, prefix: namespace, build, instance, ...options })
      made.push(cache)
      await cache.ready
      return cache
    }
  }

  const page = (text: string) => ({
    kind: 'APP_PAGE',
    html: `<p>${text}</p>`,
    rscData: Buffer.from(text),
    headers: { 'x-next-cache-tags': 'pages,page:/about' },
  })

  it('serves on B what A rendered', async () => {
    const instance = site()
    const [a, b] = [await instance('a'), await instance('b')]
    await a.set('/about', page('About us'), { revalidate: false }, ['pages', 'page:/about'])
    const seen = await b.get('/about')
    expect(seen?.value).toMatchObject({ html: '<p>About us</p>' })
    expect(String((seen?.value as { rscData: Buffer }).rscData)).toBe('About us')
  })

  it('expires a page on every instance when one of them expires its tag, and tells the others', async () => {
    const instance = site()
    const heard = vi.fn()
    const a = await instance('a')
    const b = await instance('b', { onRemoteExpiry: heard })
    await a.set('/about', page('Old'), { revalidate: false }, ['page:/about'])
    expect(await b.get('/about')).not.toBeNull()
    const seq = await a.expireTags(['page:/about'])
    expect(seq).toBeGreaterThan(0)
    expect(await a.get('/about')).toBeNull()
    await expect.poll(() => b.get('/about'), { timeout: 2_000 }).toBeNull()
    expect(heard).toHaveBeenCalledWith(['page:/about'])
    // Rendered again after the expiry: fresh everywhere.
    await b.set('/about', page('New'), { revalidate: false }, ['page:/about'])
    expect((await a.get('/about'))?.value).toMatchObject({ html: '<p>New</p>' })
  })

  it('checks the tags a reader names too (a data entry read under its route’s tags)', async () => {
    const instance = site()
    const [a, b] = [await instance('a'), await instance('b')]
    await a.set('settings', { kind: 'FETCH', data: { body: '{}' } }, undefined, ['settings'])
    await a.expireTags(['_N_T_/layout'])
    await expect.poll(() => b.get('settings', ['_N_T_/layout']), { timeout: 2_000 }).toBeNull()
    expect(await b.get('settings', ['other'])).not.toBeNull()
  })

  it('says when every live instance has applied an expiry, and leaves out an instance that stopped', async () => {
    const instance = site()
    const [a, b, c] = [await instance('a'), await instance('b'), await instance('c')]
    await c.close()
    const seq = await a.expireTags(['pages'])
    expect(await a.caughtUp(seq!, 2_000)).toEqual([])
    expect(await b.caughtUp(seq!, 2_000)).toEqual([])
  })

  it('gives an instance started later the expiries made before it', async () => {
    const instance = site()
    const a = await instance('a')
    await a.set('/about', page('Old'), { revalidate: false }, ['page:/about'])
    await a.expireTags(['page:/about'])
    const late = await instance('late')
    expect(await late.get('/about')).toBeNull()
    expect(await late.caughtUp((await a.expireTags(['other']))!, 2_000)).toEqual([])
  })

  it('keeps each build’s entries apart: a new release never serves an old release’s page', async () => {
    const namespace = `t${++prefix}:`
    const old = new SharedCache({ url: redis.url, prefix: namespace, build: 'old', instance: 'a' })
    const next = new SharedCache({ url: redis.url, prefix: namespace, build: 'new', instance: 'b' })
    made.push(old, next)
    await Promise.all([old.ready, next.ready])
    await old.set('/about', page('Old build'), { revalidate: false }, [])
    expect(await next.get('/about')).toBeNull()
  })

  it('holds at most its memory bound of entries in memory, the rest in Redis', async () => {
    const instance = site()
    const a = await instance('a', { memoryBytes: 64 * 1024 })
    const big = 'x'.repeat(6 * 1024)
    for (let i = 0; i < 40; i++) await a.set(`/p${i}`, page(big), { revalidate: false }, [])
    const held = (a as unknown as { memoryUsed: number }).memoryUsed
    expect(held).toBeLessThanOrEqual(64 * 1024)
    expect((await a.get('/p0'))?.value).toMatchObject({ kind: 'APP_PAGE' })
  })
})
