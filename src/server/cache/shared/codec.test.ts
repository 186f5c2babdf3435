import { describe, expect, it } from 'vitest'

import { deserialize, serialize } from './codec'

describe('cache entries as text', () => {
  it('keep a page entry whole: its HTML, its RSC bytes, its segment map and its headers', () => {
    const entry = {
      lastModified: 1_795_870_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<!doctype html><p>₹4,652</p>',
        rscData: Buffer.from([0, 1, 2, 254, 255]),
        segmentData: new Map([
          ['/_tree', Buffer.from('tree')],
          ['/_full', Buffer.from('full')],
        ]),
        headers: { 'x-next-cache-tags': 'pages,page:/' },
        status: 200,
        postponed: undefined,
      },
      cacheControl: { revalidate: false, expire: undefined },
    }
    const back = deserialize(serialize(entry)) as typeof entry
    expect(back.value.html).toBe(entry.value.html)
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect([...back.value.rscData]).toEqual([0, 1, 2, 254, 255])
    expect(back.value.segmentData).toBeInstanceOf(Map)
    expect(String(back.value.segmentData.get('/_full'))).toBe('full')
    expect(back.value.headers).toEqual(entry.value.headers)
    expect(back.cacheControl).toEqual({ revalidate: false })
    expect('postponed' in back.value).toBe(false)
  })

  it('keep a data entry (unstable_cache) as JSON', () => {
    const entry = {
      kind: 'FETCH',
      data: { body: '{"a":[1,2]}', status: 200, headers: {} },
      revalidate: 31536000,
    }
    expect(deserialize(serialize(entry))).toEqual(entry)
  })
})
