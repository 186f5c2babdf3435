import { beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))
const purgeCdn = vi.fn()
vi.mock('../cdn', () => ({ purgeCdn: () => purgeCdn() }))

const { expireAgainAfterCommit, expireTags } = await import('./revalidate')

describe('expireTags', () => {
  beforeEach(() => {
    revalidateTag.mockReset()
    purgeCdn.mockReset()
  })

  it('expires each tag at once, with no stale answer allowed', () => {
    expireTags('pages', 'page:/blog')
    expect(revalidateTag.mock.calls).toEqual([
      ['pages', { expire: 0 }],
      ['page:/blog', { expire: 0 }],
    ])
  })

  it('in a CMS write request, expires the same tags again after the write has answered (committed)', async () => {
    const order: string[] = []
    revalidateTag.mockImplementation((tag: string) => order.push(`expire ${tag}`))
    const handler = expireAgainAfterCommit(async () => {
      expireTags('pages')
      expireTags('pages', 'search')
      order.push('commit')
      return new Response('ok')
    })
    const response = await handler()
    expect(await response.text()).toBe('ok')
    expect(order).toEqual([
      'expire pages',
      'expire pages',
      'expire search',
      'commit',
      'expire pages',
      'expire search',
    ])
  })

  it('expires nothing more after a request that changed nothing cached', async () => {
    await expireAgainAfterCommit(async () => new Response('read'))()
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(purgeCdn).not.toHaveBeenCalled()
  })

  it('purges the shared cache at once outside a CMS write request (a job, the admin’s purge)', () => {
    expireTags('pages')
    expect(purgeCdn).toHaveBeenCalledTimes(1)
  })

  it('in a CMS write request, purges the shared cache once, after the commit only', async () => {
    const order: string[] = []
    purgeCdn.mockImplementation(() => order.push('purge'))
    await expireAgainAfterCommit(async () => {
      expireTags('pages')
      expireTags('search')
      order.push('commit')
      return new Response('ok')
    })()
    expect(order).toEqual(['commit', 'purge'])
  })
})
