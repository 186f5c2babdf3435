import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_BLOCKS } from './config'

/** Each block is one folder: its config (what editors fill in) and its component (what visitors see), together. */
const here = __dirname
const folders = readdirSync(here).filter((name) => statSync(path.join(here, name)).isDirectory())
const renderer = readFileSync(path.join(here, 'RenderBlocks.tsx'), 'utf8')

describe('page blocks', () => {
  it.each(folders)('%s keeps its config and its component together', (folder) => {
    expect(existsSync(path.join(here, folder, 'config.ts'))).toBe(true)
    expect(existsSync(path.join(here, folder, 'Component.tsx'))).toBe(true)
  })

  it('offers every block folder to editors, once each', () => {
    expect(PAGE_BLOCKS).toHaveLength(folders.length)
    const slugs = PAGE_BLOCKS.map((block) => block.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it.each(PAGE_BLOCKS.map((block) => block.slug))('draws a stored %s block on the page', (slug) => {
    expect(renderer).toContain(`case '${slug}':`)
  })
})

describe('block pictures', () => {
  it.each(PAGE_BLOCKS.map((block) => [block.slug, block.imageURL] as const))(
    '%s has its own drawing in the block menu',
    (slug, url) => {
      expect(url).toBe(`/assets/blocks/${slug}.svg`)
      const file = path.join(here, '..', '..', 'public', url!)
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<svg [^>]*viewBox="0 0 240 150"[^>]*>.*<title id="t">[^<]+<\/title>/,
      )
    },
  )

  it('draws each block differently', () => {
    const drawings = PAGE_BLOCKS.map((block) =>
      readFileSync(path.join(here, '..', '..', 'public', block.imageURL!), 'utf8'),
    )
    expect(new Set(drawings).size).toBe(PAGE_BLOCKS.length)
  })
})
