import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A comment that cites "spec N" or "spec N.M" (or a list: "spec 2.4, 4, 5 and 8") points to the section of
 * docs/spec-coverage.md with the anchor `#spec-N`: the specification itself is not in the repository, so each cited
 * section must be there, told in our own words.
 */
const root = path.resolve(__dirname, '..')
const SOURCES = ['src', 'scripts', 'tests']
const EXTENSIONS = /\.(ts|tsx|mjs|js)$/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return EXTENSIONS.test(entry.name) ? [full] : []
  })
}

/** "spec 2.4, 4, 5 and 8" → 2.4, 4, 5, 8; "spec's 9" and "spec §3" count too. */
const REFERENCE = /\b[Ss]pec(?:'s)?(?: sections?)? §?(\d+(?:\.\d+)*(?:(?:, | and | or )§?\d+(?:\.\d+)*)*)/g

function citedSections(text: string): string[] {
  return [...text.matchAll(REFERENCE)].flatMap((match) =>
    match[1]!.split(/, | and | or /).map((n) => n.replace('§', '')),
  )
}

describe('spec references in the code', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')
  const anchors = new Set([...doc.matchAll(/<a id="spec-([\d.]+)"><\/a>/g)].map((match) => match[1]))

  it('reads every form a comment uses', () => {
    expect(citedSections('Spec 5: filters')).toEqual(['5'])
    expect(citedSections('(spec 2.4, 4, 5 and 8)')).toEqual(['2.4', '4', '5', '8'])
    expect(citedSections("the spec's 9 limits; spec §3 or 7")).toEqual(['9', '3', '7'])
    expect(citedSections('spec sections 3 and 4')).toEqual(['3', '4'])
  })

  it('each cited section has its anchor in docs/spec-coverage.md', () => {
    const missing: string[] = []
    let count = 0
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = fs.readFileSync(file, 'utf8')
        for (const section of citedSections(text)) {
          count += 1
          if (!anchors.has(section)) missing.push(`${path.relative(root, file)}: spec ${section}`)
        }
      }
    }
    expect(count).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })
})
