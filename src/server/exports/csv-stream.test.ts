import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { csvDownload, csvStream } = await import('./csv-stream')

type TFind = (args: { page: number; where?: unknown; user: unknown; overrideAccess: boolean }) => unknown

/** A Payload whose `find` answers pages of `pageSize` from `docs`, recording what it was asked. */
function fakePayload(docs: Record<string, unknown>[], pageSize: number) {
  const asked: Parameters<TFind>[0][] = []
  const find = async (args: Parameters<TFind>[0]) => {
    asked.push(args)
    const start = (args.page - 1) * pageSize
    return { docs: docs.slice(start, start + pageSize), hasNextPage: start + pageSize < docs.length }
  }
  return { payload: { find } as never, asked }
}

const spec = {
  name: 'things',
  collection: 'leads' as const,
  columns: ['id', 'name'],
  cells: (doc: Record<string, unknown>) => [doc.id, doc.name],
}

describe('csvStream', () => {
  it('writes a byte-order mark and the header, then every document as a row', async () => {
    const { payload } = fakePayload([{ id: 1, name: 'Asha' }], 500)
    const bytes = new Uint8Array(await new Response(csvStream(payload, { id: 9 }, spec)).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toBe('id,name\r\n1,Asha\r\n')
  })

  it('reads page after page under the user’s own access rules until the last', async () => {
    const docs = Array.from({ length: 1_201 }, (_, i) => ({ id: i + 1, name: `n${i + 1}` }))
    const { payload, asked } = fakePayload(docs, 500)
    const text = await new Response(
      csvStream(payload, { id: 9 }, { ...spec, where: { id: { exists: true } } }),
    ).text()
    expect(text.trim().split('\r\n')).toHaveLength(1 + 1_201)
    expect(asked.map((args) => args.page)).toEqual([1, 2, 3])
    expect(
      asked.every((args) => args.overrideAccess === false && (args.user as { id: number }).id === 9),
    ).toBe(true)
    expect(asked[0]!.where).toEqual({ id: { exists: true } })
  })

  it('keeps a cell a spreadsheet would run as a formula as text', async () => {
    const { payload } = fakePayload([{ id: 1, name: '=HYPERLINK("x")' }], 500)
    const text = await new Response(csvStream(payload, { id: 9 }, spec)).text()
    expect(text).toContain(`'=HYPERLINK`)
  })

  it('fails the download when a page cannot be read, instead of ending it short', async () => {
    const payload = { find: async () => Promise.reject(new Error('database gone')) } as never
    await expect(new Response(csvStream(payload, { id: 9 }, spec)).text()).rejects.toThrow()
  })
})

describe('csvDownload', () => {
  it('is an attachment named after the export and the day, never cached nor sniffed', () => {
    const { payload } = fakePayload([], 500)
    const res = csvDownload(payload, { id: 9 }, spec)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="things-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
