import { expect } from 'vitest'

import { get } from './http'

/** Every address in /sitemap.xml, as a path with its query. */
export async function sitemapPaths(): Promise<string[]> {
  const res = await get('/sitemap.xml')
  expect(res.status).toBe(200)
  const xml = await res.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'))
    return url.pathname + url.search
  })
}

/** Runs `task` over `items`, `width` at a time (two cores: the server is the bottleneck, not the test). */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let index = 0; index < items.length; index += width)
    results.push(...(await Promise.all(items.slice(index, index + width).map(task))))
  return results
}
