import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import fontkit from '@pdf-lib/fontkit'
import {
  type Color,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
  beginText,
  endMarkedContent,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib'

/**
 * Hindi in the site's PDFs: Devanagari runs shaped by HarfBuzz (conjuncts such as क्ष and श्र, the i-matra drawn
 * before its consonant, marks placed by the font) in Noto Sans Devanagari, the face the site's Hindi pages use.
 * fontkit, which pdf-lib draws with, does not shape Devanagari (its Indic shaper fails), so the shaped glyphs are
 * written to the page by their ids, each at its own position, in a font subset built from the glyphs used and
 * embedded as a CID font. Each run carries its text as ActualText, so copying and searching give the Hindi back.
 */

/** Devanagari letters and marks, its extensions, the joiners and the dotted circle marks are shown on. */
const DEVANAGARI = '\\u0900-\\u097F\\u1CD0-\\u1CFF\\uA8E0-\\uA8FF\\u200C\\u200D\\u25CC'

/** A Devanagari run: words of the script with the spaces between them (the font has its own space). */
const RUN = new RegExp(`([${DEVANAGARI}]+(?:[ \\u00A0]+[${DEVANAGARI}]+)*)`, 'u')

/** True when the text has a Devanagari letter or mark anywhere. */
export function hasDevanagari(text: string): boolean {
  return RUN.test(text)
}

/** The text cut into runs, in order: the Devanagari ones marked, the rest for the document's Latin font. */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  return text
    .split(RUN)
    .map((part, index) => ({ text: part, devanagari: index % 2 === 1 }))
    .filter((run) => run.text)
}

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-devanagari', 'files')
const FONT_FILES = {
  regular: path.join(FONT_DIR, 'noto-sans-devanagari-devanagari-400-normal.woff'),
  bold: path.join(FONT_DIR, 'noto-sans-devanagari-devanagari-700-normal.woff'),
}

/**
 * A WOFF (1.0) file as the plain OpenType font it wraps: each table inflated when it is compressed and laid out
 * after a fresh table directory, as HarfBuzz and fontkit read fonts.
 */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const data = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (data.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font')
  const count = data.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20
    const [tag, offset, stored, length, checksum] = [0, 4, 8, 12, 16].map((field) =>
      data.readUInt32BE(at + field),
    )
    const raw = data.subarray(offset!, offset! + stored!)
    const bytes = stored! < length! ? inflateSync(raw) : raw
    if (bytes.length !== length) throw new Error('WOFF table of the wrong length')
    return { tag: tag!, checksum: checksum!, bytes }
  })
  const padded = (length: number) => (length + 3) & ~3
  let offset = 12 + 16 * count
  const out = Buffer.alloc(offset + tables.reduce((sum, table) => sum + padded(table.bytes.length), 0))
  let power = 1
  let log = 0
  while (power * 2 <= count) [power, log] = [power * 2, log + 1]
  out.writeUInt32BE(data.readUInt32BE(4), 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(log, 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  tables.forEach((table, index) => {
    const at = 12 + 16 * index
    out.writeUInt32BE(table.tag, at)
    out.writeUInt32BE(table.checksum, at + 4)
    out.writeUInt32BE(offset, at + 8)
    out.writeUInt32BE(table.bytes.length, at + 12)
    table.bytes.copy(out, offset)
    offset += padded(table.bytes.length)
  })
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}

type THarfBuzz = typeof import('harfbuzzjs')

/** One glyph of a shaped run, in the font's units: its id, how far it moves the pen and its offset from the pen. */
export interface IShapedGlyph {
  id: number
  /** Where the characters it comes from start in the run (UTF-16 index); glyphs of one cluster share it. */
  cluster: number
  advance: number
  dx: number
  dy: number
}

/** A font loaded for shaping by HarfBuzz, with its bytes for the subset a document embeds. */
export interface IShaper {
  readonly unitsPerEm: number
  readonly sfnt: Uint8Array
  shape(text: string): IShapedGlyph[]
  /** The glyph's own advance (its width in the font), in the font's units. */
  advanceOf(glyph: number): number
  /** The characters the glyph stands for, read from its name (`uni0915094D0937` is क्ष); '' when it tells none. */
  charactersOf(glyph: number): string
}

/** The characters a glyph's name spells out in the font's naming (`uni` and code points, any `.variant` after). */
export function charactersOfName(name: string): string {
  const match = /^uni((?:[0-9A-F]{4})+)(?:\.|$)/.exec(name)
  if (!match) return ''
  return String.fromCharCode(...match[1]!.match(/.{4}/g)!.map((hex) => parseInt(hex, 16)))
}

/** The shaper over the font's bytes. */
function shaperOf(hb: THarfBuzz, sfnt: Uint8Array): IShaper {
  const face = new hb.Face(new hb.Blob(sfnt))
  const font = new hb.Font(face)
  const unitsPerEm = face.upem
  const shaped = new Map<string, IShapedGlyph[]>()
  const buffer = new hb.Buffer()
  return {
    unitsPerEm,
    sfnt,
    advanceOf: (glyph) => font.glyphHAdvance(glyph),
    charactersOf: (glyph) => charactersOfName(font.glyphName(glyph)),
    shape(text) {
      let glyphs = shaped.get(text)
      if (glyphs) return glyphs
      // One buffer for the process, emptied before each run: shaping is synchronous, so no two runs share it.
      buffer.reset()
      buffer.addText(text)
      buffer.setDirection(hb.Direction.LTR)
      buffer.setScript('Deva')
      buffer.setLanguage('hi')
      hb.shape(font, buffer)
      glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({
        id: glyph.codepoint,
        cluster: glyph.cluster,
        advance: glyph.xAdvance ?? 0,
        dx: glyph.xOffset ?? 0,
        dy: glyph.yOffset ?? 0,
      }))
      if (shaped.size > 2000) shaped.clear()
      shaped.set(text, glyphs)
      return glyphs
    },
  }
}

let shapers: Promise<{ regular: IShaper; bold: IShaper }> | null = null

/** The regular and bold shapers, loaded once per process (HarfBuzz's WebAssembly and the two fonts). */
export function devanagariShapers(): Promise<{ regular: IShaper; bold: IShaper }> {
  shapers ??= Promise.all([import('harfbuzzjs'), readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([hb, regular, bold]) => ({
      regular: shaperOf(hb, sfntFromWoff(regular)),
      bold: shaperOf(hb, sfntFromWoff(bold)),
    }))
    .catch((error: unknown) => {
      shapers = null
      throw error
    })
  return shapers
}

/**
 * How much larger than the Latin text beside it a Devanagari run is set: at the same size Noto Sans Devanagari's
 * letters stand lower than DejaVu Sans's (its headline at about DejaVu's x-height), as the web pages' `size-adjust`
 * corrects against the system font.
 */
export const DEVANAGARI_SCALE = 1.12

/** The width of a shaped run at `size` points. */
export function widthOf(shaper: IShaper, text: string, size: number): number {
  return (shaper.shape(text).reduce((sum, glyph) => sum + glyph.advance, 0) * size) / shaper.unitsPerEm
}

interface IStream {
  on(event: 'data', listener: (part: Uint8Array) => void): IStream
  on(event: 'end', listener: () => void): IStream
  on(event: 'error', listener: (error: unknown) => void): IStream
}

interface ISubset {
  includeGlyph(glyph: number): number
  encodeStream(): IStream
}

/**
 * One shaped face in one document: the glyphs it draws gathered into a subset, and the font objects written when
 * the document is finished.
 */
export class DevanagariFont {
  private readonly subset: ISubset
  private readonly ids = new Map<number, number>()
  private readonly widths = new Map<number, number>()
  private readonly characters = new Map<number, string>()
  private readonly names = new WeakMap<PDFPage, PDFName>()
  private readonly metrics: {
    ascent: number
    descent: number
    capHeight: number
    bbox: { minX: number; minY: number; maxX: number; maxY: number }
  }
  private ref: PDFRef | null = null

  constructor(
    private readonly document: PDFDocument,
    readonly shaper: IShaper,
    private readonly name: string,
  ) {
    const font = fontkit.create(shaper.sfnt) as unknown as {
      createSubset(): ISubset
      ascent: number
      descent: number
      capHeight: number
      bbox: { minX: number; minY: number; maxX: number; maxY: number }
    }
    this.subset = font.createSubset()
    this.metrics = { ascent: font.ascent, descent: font.descent, capHeight: font.capHeight, bbox: font.bbox }
  }

  widthOfTextAtSize(text: string, size: number): number {
    return widthOf(this.shaper, text, size * DEVANAGARI_SCALE)
  }

  /** The run drawn with its left end of the baseline at (x, y). */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void {
    this.ref ??= this.document.context.nextRef()
    let name = this.names.get(page)
    if (!name) {
      name = page.node.newFontDictionary(this.name, this.ref)
      this.names.set(page, name)
    }
    const size = options.size * DEVANAGARI_SCALE
    const scale = size / this.shaper.unitsPerEm
    const operators: PDFOperator[] = [
      pushGraphicsState(),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        // An inline property list: pdf-lib writes a dictionary operand as it writes one anywhere else.
        this.document.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName,
      ]),
      beginText(),
      setFillingColor(options.color),
      setFontAndSize(name, size),
    ]
    let pen = options.x
    const glyphs = this.shaper.shape(text)
    const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b)
    for (const glyph of glyphs) {
      // A glyph alone in its cluster stands for all of the cluster's characters (a space, a conjunct).
      const alone = glyphs.filter((other) => other.cluster === glyph.cluster).length === 1
      const end = starts.find((start) => start > glyph.cluster) ?? text.length
      const id = this.include(glyph.id, alone ? text.slice(glyph.cluster, end) : '')
      operators.push(
        setTextMatrix(1, 0, 0, 1, pen + glyph.dx * scale, options.y + glyph.dy * scale),
        showText(PDFHexString.of(id.toString(16).padStart(4, '0'))),
      )
      pen += glyph.advance * scale
    }
    operators.push(endText(), endMarkedContent(), popGraphicsState())
    page.pushOperators(...operators)
  }

  /** The glyph's id in the subset, adding it on first use; `characters`, what it stands for when known here. */
  private include(glyph: number, characters: string): number {
    let id = this.ids.get(glyph)
    if (id === undefined) {
      id = this.subset.includeGlyph(glyph)
      this.ids.set(glyph, id)
      this.widths.set(id, Math.round((this.shaper.advanceOf(glyph) * 1000) / this.shaper.unitsPerEm))
      const named = this.shaper.charactersOf(glyph) || characters
      if (named) this.characters.set(id, named)
    }
    return id
  }

  /** The font objects (Type 0 over a CID TrueType font, the subset embedded), when anything was drawn. */
  async finish(): Promise<void> {
    if (!this.ref) return
    const { context } = this.document
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const parts: Uint8Array[] = []
      this.subset
        .encodeStream()
        .on('data', (part: Uint8Array) => parts.push(part))
        .on('end', () => resolve(Buffer.concat(parts)))
        .on('error', reject)
    })
    const scale = 1000 / this.shaper.unitsPerEm
    const { ascent, descent, capHeight, bbox } = this.metrics
    const baseFont = `${subsetTag(this.name)}+NotoSansDevanagari-${this.name.endsWith('Bold') ? 'Bold' : 'Regular'}`
    const widths = [...this.widths.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([id, width]) => [id, [width]])
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
        ItalicAngle: 0,
        Ascent: ascent * scale,
        Descent: descent * scale,
        CapHeight: (capHeight || ascent) * scale,
        StemV: 0,
        FontFile2: context.register(context.flateStream(bytes)),
      }),
    )
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        CIDToGIDMap: 'Identity',
        DW: 0,
        W: widths,
      }),
    )
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: context.register(context.flateStream(toUnicodeCmap(this.characters))),
      }),
    )
  }
}

/**
 * The ToUnicode map of the subset: each glyph to the characters it stands for, for readers that do not take the
 * runs' ActualText (they give a reordered vowel sign where it is drawn, before its consonant).
 */
function toUnicodeCmap(characters: ReadonlyMap<number, string>): string {
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')
  const entries = [...characters.entries()].sort(([a], [b]) => a - b)
  const blocks: string[] = []
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100)
    const lines = block.map(
      ([id, text]) => `<${hex(id)}> <${[...text].map((char) => hex(char.charCodeAt(0))).join('')}>`,
    )
    blocks.push(`${block.length} beginbfchar\n${lines.join('\n')}\nendbfchar`)
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/** Six capital letters standing for a subset, as PDF names subset fonts, fixed per face so builds repeat. */
function subsetTag(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return Array.from({ length: 6 }, (_, index) =>
    String.fromCharCode(65 + ((hash >>> (index * 4)) % 26)),
  ).join('')
}

/** A Latin font and the Devanagari face beside it: each run measured and drawn in the font that has its letters. */
export class ScriptFont {
  constructor(
    readonly latin: PDFFont,
    readonly devanagari: DevanagariFont,
  ) {}

  widthOfTextAtSize(text: string, size: number): number {
    return scriptRuns(text).reduce(
      (sum, run) => sum + (run.devanagari ? this.devanagari : this.latin).widthOfTextAtSize(run.text, size),
      0,
    )
  }

  /** The text with the left end of its baseline at (x, y), run after run. */
  drawOn(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void {
    let x = options.x
    for (const run of scriptRuns(text)) {
      if (run.devanagari) this.devanagari.draw(page, run.text, { ...options, x })
      else page.drawText(run.text, { ...options, x, font: this.latin })
      x += (run.devanagari ? this.devanagari : this.latin).widthOfTextAtSize(run.text, options.size)
    }
  }
}
