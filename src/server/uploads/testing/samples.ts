import { deflateRawSync } from 'node:zlib'

import sharp from 'sharp'

import type { TFileKind } from '@/domain/uploads'

/**
 * Small but real files of each kind for tests: a PDF with its cross-reference table, a Word 97 and an Excel 97
 * compound file (header, FAT and directory per [MS-CFB]), a DOCX package, plain text, RTF, and JPEG/PNG images
 * drawn by sharp. Plus the things that must be refused: a Windows program, a plain ZIP.
 */
export async function sampleFile(kind: TFileKind): Promise<Uint8Array<ArrayBuffer>> {
  switch (kind) {
    case 'pdf':
      return samplePdf()
    case 'doc':
      return compoundFile('WordDocument')
    case 'xls':
      return compoundFile('Workbook')
    case 'docx':
      return zip({
        '[Content_Types].xml':
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        'word/document.xml':
          '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
      })
    case 'txt':
      return new TextEncoder().encode('Asha Verma\nSenior analyst, 6 years\nPune, Maharashtra\n')
    case 'rtf':
      return new TextEncoder().encode(
        '{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} \\f0 Asha Verma\\par Resume\\par}',
      )
    case 'jpg':
      return new Uint8Array(await image().jpeg().toBuffer())
    case 'png':
      return new Uint8Array(await image().png().toBuffer())
  }
}

const image = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#1f4e8c' } })

/** A Windows program's first bytes (the MZ header and the PE signature), as a renamed .exe would carry. */
export function windowsProgram(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1024)
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03])
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true)
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80)
  return bytes
}

/** A ZIP that is not a Word document. */
export const plainZip = () => zip({ 'notes.txt': 'not a document' })

/** A file of `size` bytes whose start is a real PDF: too large, yet of the right kind. */
export async function oversizePdf(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(await sampleFile('pdf'))
  return bytes
}

function samplePdf(): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

const FREE = 0xffffffff
const END_OF_CHAIN = 0xfffffffe
const FAT_SECTOR = 0xfffffffd

/** A version 3 compound file: sector 0 the FAT, sector 1 the directory (root + one empty stream). */
function compoundFile(streamName: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(512 * 3)
  const data = new DataView(bytes.buffer)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  data.setUint16(24, 0x003e, true)
  data.setUint16(26, 0x0003, true)
  data.setUint16(28, 0xfffe, true)
  data.setUint16(30, 9, true)
  data.setUint16(32, 6, true)
  data.setUint32(44, 1, true) // FAT sectors
  data.setUint32(48, 1, true) // first directory sector
  data.setUint32(56, 4096, true)
  data.setUint32(60, END_OF_CHAIN, true)
  data.setUint32(68, END_OF_CHAIN, true)
  for (let slot = 0; slot < 109; slot++) data.setUint32(76 + slot * 4, slot === 0 ? 0 : FREE, true)
  const fat = 512
  for (let id = 0; id < 128; id++) data.setUint32(fat + id * 4, FREE, true)
  data.setUint32(fat, FAT_SECTOR, true)
  data.setUint32(fat + 4, END_OF_CHAIN, true)
  const directory = 1024
  const entry = (index: number, name: string, type: number, child: number) => {
    const at = directory + index * 128
    for (let i = 0; i < name.length; i++) data.setUint16(at + i * 2, name.charCodeAt(i), true)
    data.setUint16(at + 64, (name.length + 1) * 2, true)
    bytes[at + 66] = type
    bytes[at + 67] = 1
    data.setUint32(at + 68, FREE, true)
    data.setUint32(at + 72, FREE, true)
    data.setUint32(at + 76, child, true)
    data.setUint32(at + 116, END_OF_CHAIN, true)
  }
  entry(0, 'Root Entry', 5, 1)
  entry(1, streamName, 2, FREE)
  return bytes
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP of deflated text entries with its central directory. */
function zip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name)
    const raw = encoder.encode(text)
    const packed = new Uint8Array(deflateRawSync(raw))
    const crc = crc32(raw)
    const local = new Uint8Array(30 + nameBytes.length + packed.length)
    const l = new DataView(local.buffer)
    l.setUint32(0, 0x04034b50, true)
    l.setUint16(4, 20, true)
    l.setUint16(8, 8, true)
    l.setUint32(14, crc, true)
    l.setUint32(18, packed.length, true)
    l.setUint32(22, raw.length, true)
    l.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    local.set(packed, 30 + nameBytes.length)
    const central = new Uint8Array(46 + nameBytes.length)
    const c = new DataView(central.buffer)
    c.setUint32(0, 0x02014b50, true)
    c.setUint16(4, 20, true)
    c.setUint16(6, 20, true)
    c.setUint16(10, 8, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, packed.length, true)
    c.setUint32(24, raw.length, true)
    c.setUint16(28, nameBytes.length, true)
    c.setUint32(42, offset, true)
    central.set(nameBytes, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, 0x06054b50, true)
  e.setUint16(8, centrals.length, true)
  e.setUint16(10, centrals.length, true)
  e.setUint32(12, centralSize, true)
  e.setUint32(16, offset, true)
  const parts = [...locals, ...centrals, end]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
