import { describe, expect, it } from 'vitest'

import { pdfString, renderPdf, wrap } from './pdf'

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/** Checks the file's structure as a reader does: every xref offset lands on its object, startxref on the table. */
function checkStructure(text: string) {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true)
  expect(text.endsWith('%%EOF\n')).toBe(true)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1])
  expect(text.slice(startxref, startxref + 4)).toBe('xref')
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref))!.map(Number) as [number, number]
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 3 + count - 1)
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10))
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true)
  })
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
  }
  return count
}

describe('renderPdf', () => {
  it('writes a well-formed PDF whose text can be read back', () => {
    const text = latin1(
      renderPdf({
        title: 'Test',
        createdAt: new Date('2026-01-02T03:04:05Z'),
        blocks: [
          { kind: 'title', text: 'Premium Paid Certificate' },
          { kind: 'row', label: 'Total', value: '₹ 14,500' },
          { kind: 'rule' },
        ],
      }),
    )
    expect(checkStructure(text)).toBe(8)
    expect(text).toContain('(Premium Paid Certificate) Tj')
    expect(text).toContain('(Rs 14,500) Tj')
    expect(text).toContain('/CreationDate (D:20260102030405Z)')
  })

  it('breaks onto a new page when the first is full', () => {
    const blocks = Array.from({ length: 80 }, (_, index) => ({
      kind: 'text' as const,
      text: `Line ${index}`,
    }))
    const text = latin1(renderPdf({ title: 'Long', blocks }))
    expect(text).toContain('/Count 2')
    checkStructure(text)
  })
})

describe('text', () => {
  it('escapes the characters PDF strings reserve and keeps to Latin-1', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)')
    expect(pdfString('“quoted” – ₹ 5 ✓')).toBe('("quoted" - Rs 5 ?)')
  })

  it('wraps long text at word boundaries', () => {
    const lines = wrap('word '.repeat(60).trim(), 10, 100)
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20)
  })
})
