import type { TFileKind } from './kinds'

/**
 * What a file is, from its bytes: the signatures of PDF, RTF, JPEG and PNG; for the two container formats the
 * inside is read too, so that any ZIP is not a DOCX and any OLE file is not a DOC or XLS:
 * - OLE compound files (DOC, XLS): the directory must hold a `WordDocument` (DOC) or `Workbook`/`Book` (XLS)
 *   stream ([MS-CFB] 2.2 header, 2.6 directory entries);
 * - ZIP (DOCX): the central directory must list `[Content_Types].xml` and `word/document.xml` (ECMA-376 part 2).
 * Plain text is UTF-8 (a BOM allowed) with no NUL and no control characters other than tab, line feed, form feed
 * and carriage return. Anything else is null.
 */
export function detectFileKind(bytes: Uint8Array): TFileKind | null {
  if (bytes.length === 0) return null
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, RTF)) return 'rtf'
  if (startsWith(bytes, JPEG)) return 'jpg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, OLE)) return oleKind(bytes)
  if (startsWith(bytes, ZIP)) return zipKind(bytes)
  return isPlainText(bytes) ? 'txt' : null
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const PDF = ascii('%PDF-')
const RTF = ascii('{\\rtf')
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.length < signature.length) return false
  return signature.every((value, index) => bytes[index] === value)
}

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Special sector ids of [MS-CFB]: end of a chain and the like are all at or above this. */
const MAX_REGULAR_SECTOR = 0xfffffffa
const DIRECTORY_ENTRY_BYTES = 128

/** The stream names in an OLE compound file's directory, or null when the structure is broken. */
export function oleStreamNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 512) return null
  const data = view(bytes)
  const shift = data.getUint16(30, true)
  if (shift !== 9 && shift !== 12) return null
  const sectorSize = 1 << shift
  const sectorAt = (id: number) => (id + 1) * sectorSize
  // The FAT: its sectors are listed in the header's 109 DIFAT slots (enough for the sizes we accept).
  const fatSectors: number[] = []
  for (let slot = 0; slot < 109; slot++) {
    const id = data.getUint32(76 + slot * 4, true)
    if (id <= MAX_REGULAR_SECTOR) fatSectors.push(id)
  }
  const nextSector = (id: number): number | null => {
    const perSector = sectorSize / 4
    const fatSector = fatSectors[Math.floor(id / perSector)]
    if (fatSector === undefined) return null
    const offset = sectorAt(fatSector) + (id % perSector) * 4
    return offset + 4 <= bytes.length ? data.getUint32(offset, true) : null
  }
  const names: string[] = []
  let sector: number | null = data.getUint32(48, true)
  const seen = new Set<number>()
  while (sector !== null && sector <= MAX_REGULAR_SECTOR) {
    if (seen.has(sector)) return null
    seen.add(sector)
    const start = sectorAt(sector)
    if (start + sectorSize > bytes.length) return null
    for (let entry = start; entry < start + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = data.getUint16(entry + 64, true)
      const type = bytes[entry + 66]
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue
      let name = ''
      for (let i = 0; i < nameBytes / 2 - 1; i++)
        name += String.fromCharCode(data.getUint16(entry + i * 2, true))
      names.push(name)
    }
    sector = nextSector(sector)
  }
  return names
}

function oleKind(bytes: Uint8Array): TFileKind | null {
  const names = oleStreamNames(bytes)
  if (!names) return null
  if (names.includes('WordDocument')) return 'doc'
  if (names.includes('Workbook') || names.includes('Book')) return 'xls'
  return null
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50

/** The entry names in a ZIP file's central directory, or null when it cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const data = view(bytes)
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) === EOCD_SIGNATURE) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const count = data.getUint16(end + 10, true)
  let at = data.getUint32(end + 16, true)
  const decoder = new TextDecoder()
  const names: string[] = []
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL_SIGNATURE) return null
    const nameLength = data.getUint16(at + 28, true)
    const extraLength = data.getUint16(at + 30, true)
    const commentLength = data.getUint16(at + 32, true)
    if (at + 46 + nameLength > bytes.length) return null
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

function zipKind(bytes: Uint8Array): TFileKind | null {
  const names = zipEntryNames(bytes)
  if (!names) return null
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null
}

function isPlainText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d) continue
    if (byte < 0x20 || byte === 0x7f) return false
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}
