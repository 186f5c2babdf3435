import { describe, expect, it } from 'vitest'

import {
  checkChosenFile,
  checkUpload,
  detectFileKind,
  displayFileName,
  FILE_KINDS,
  GRIEVANCE_KINDS,
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  type TFileKind,
} from '@/domain/uploads'

import { fileField, readMultipart, storedFileName } from './multipart'
import { oversizePdf, plainZip, sampleFile, windowsProgram } from './testing/samples'

const ALL_KINDS = Object.keys(FILE_KINDS) as TFileKind[]

describe('detectFileKind reads the content, not the name', () => {
  it.each(ALL_KINDS)('recognises a real %s file', async (kind) => {
    expect(detectFileKind(await sampleFile(kind))).toBe(kind)
  })

  it('does not take a Windows program, a plain ZIP, binary noise or an empty file for a document', () => {
    expect(detectFileKind(windowsProgram())).toBeNull()
    expect(detectFileKind(plainZip())).toBeNull()
    expect(detectFileKind(new Uint8Array([0x00, 0x01, 0x02, 0xff]))).toBeNull()
    expect(detectFileKind(new Uint8Array())).toBeNull()
  })

  it('tells a Word document from an Excel workbook inside the same container format', async () => {
    const doc = await sampleFile('doc')
    const xls = await sampleFile('xls')
    expect(doc.subarray(0, 8)).toEqual(xls.subarray(0, 8))
    expect([detectFileKind(doc), detectFileKind(xls)]).toEqual(['doc', 'xls'])
  })

  it('refuses a compound file whose directory is cut off', async () => {
    expect(detectFileKind((await sampleFile('doc')).subarray(0, 700))).toBeNull()
  })

  it('takes UTF-8 text with Indian-language characters as text, and text with NUL bytes as not', () => {
    expect(detectFileKind(new TextEncoder().encode('नमस्ते, résumé\r\n'))).toBe('txt')
    expect(detectFileKind(new TextEncoder().encode('abc\u0000def'))).toBeNull()
  })
})

describe('checkUpload (spec 5 file types)', () => {
  const resume = (filename: string, bytes: Uint8Array | null) =>
    checkUpload({ filename, bytes, allowed: RESUME_KINDS, maxBytes: RESUME_MAX_BYTES })

  it.each(RESUME_KINDS)('accepts a real %s resume', async (kind) => {
    const result = resume(`Asha Verma CV.${kind.toUpperCase()}`, await sampleFile(kind))
    expect(result).toMatchObject({ ok: true, kind })
  })

  it.each(GRIEVANCE_KINDS)('accepts a real %s grievance attachment', async (kind) => {
    const result = checkUpload({
      filename: `evidence.${kind}`,
      bytes: await sampleFile(kind),
      allowed: GRIEVANCE_KINDS,
      maxBytes: 5_000_000,
    })
    expect(result).toMatchObject({ ok: true, kind })
  })

  it('accepts .jpeg as well as .jpg for a JPEG image', async () => {
    const result = checkUpload({
      filename: 'photo.jpeg',
      bytes: await sampleFile('jpg'),
      allowed: GRIEVANCE_KINDS,
      maxBytes: 5_000_000,
    })
    expect(result).toMatchObject({ ok: true, kind: 'jpg', extension: 'jpeg' })
  })

  it("says 'File is required' when there is no file", () => {
    expect(resume('', null)).toEqual({ ok: false, reason: 'missing', message: 'File is required' })
  })

  it('refuses a renamed program, naming the kind it pretends to be', () => {
    expect(resume('resume.pdf', windowsProgram())).toEqual({
      ok: false,
      reason: 'content-mismatch',
      message: 'This file is not a real PDF file. Please upload a PDF, DOC, DOCX, TXT or RTF file.',
    })
    expect(resume('resume.txt', windowsProgram())).toMatchObject({ ok: false, reason: 'content-mismatch' })
  })

  it('refuses a real file of one allowed kind named as another', async () => {
    expect(resume('resume.doc', await sampleFile('pdf'))).toMatchObject({
      ok: false,
      reason: 'content-mismatch',
    })
  })

  it('refuses a kind that is not allowed here even when it is real', async () => {
    expect(resume('photo.png', await sampleFile('png'))).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Please upload a PDF, DOC, DOCX, TXT or RTF file.',
    })
    expect(resume('setup.exe', windowsProgram())).toMatchObject({ reason: 'not-allowed' })
    expect(resume('resume', await sampleFile('pdf'))).toMatchObject({ reason: 'not-allowed' })
  })

  it('refuses a file one byte over the limit and takes one exactly at it', async () => {
    expect(resume('big.pdf', await oversizePdf(RESUME_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'The file is larger than 2 MB. Please upload a smaller file.',
    })
    expect(resume('big.pdf', await oversizePdf(RESUME_MAX_BYTES))).toMatchObject({ ok: true })
  })

  it('refuses an empty file', () => {
    expect(resume('empty.txt', new Uint8Array())).toMatchObject({ ok: false, reason: 'empty' })
  })
})

describe('displayFileName', () => {
  it('keeps only the last path part, without control or direction-changing characters', () => {
    expect(displayFileName('C:\\Users\\asha\\CV.pdf')).toBe('CV.pdf')
    expect(displayFileName('../../etc/passwd')).toBe('passwd')
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(displayFileName('\u0000')).toBe('file')
  })
})

describe('readMultipart', () => {
  const post = (form: FormData) => new Request('http://localhost/apply', { method: 'POST', body: form })

  it('reads the fields and the file of a form within the limit', async () => {
    const form = new FormData()
    form.set('full_name', 'Asha Verma')
    form.set('resume', new File([await sampleFile('pdf')], 'cv.pdf', { type: 'application/pdf' }))
    const read = await readMultipart(post(form), { maxFileBytes: 1024 * 1024, tooLargeMessage: 'too large' })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.form.get('full_name')).toBe('Asha Verma')
    const file = await fileField(read.form, 'resume')
    expect(file && detectFileKind(file.bytes)).toBe('pdf')
  })

  it('refuses with 413 a body over the limit even when Content-Length is not sent', async () => {
    const big = new Uint8Array(200 * 1024)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(big)
        controller.close()
      },
    })
    const request = new Request('http://localhost/apply', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit)
    expect(await readMultipart(request, { maxFileBytes: 100 * 1024, tooLargeMessage: 'too large' })).toEqual({
      ok: false,
      status: 413,
      message: 'too large',
    })
  })

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const request = new Request('http://localhost/apply', {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
    })
    expect(await readMultipart(request, { maxFileBytes: 1024, tooLargeMessage: 'too large' })).toMatchObject({
      status: 413,
    })
  })

  it('refuses a post that is not multipart with 415', async () => {
    const request = new Request('http://localhost/apply', { method: 'POST', body: '{}' })
    expect(await readMultipart(request, { maxFileBytes: 1024, tooLargeMessage: 'x' })).toMatchObject({
      status: 415,
    })
  })
})

describe('storedFileName', () => {
  it('is chosen by the server, unique, with the kind’s extension', () => {
    const a = storedFileName('docx')
    expect(a).toMatch(/^[0-9a-f-]{36}\.docx$/)
    expect(storedFileName('jpg')).toMatch(/\.jpg$/)
    expect(storedFileName('docx')).not.toBe(a)
  })
})

describe('a file chosen in the browser is checked before anything is sent (checkChosenFile)', () => {
  const chosen = (bytes: Uint8Array<ArrayBuffer>, name: string, size = bytes.byteLength) => {
    let read = false
    const file = {
      name,
      size,
      arrayBuffer: async () => {
        read = true
        return bytes.buffer
      },
    }
    return { file, wasRead: () => read }
  }

  it('accepts a real PDF and refuses a renamed program by its content', async () => {
    const pdf = chosen(await sampleFile('pdf'), 'Resume.PDF')
    expect(await checkChosenFile(pdf.file, ['pdf', 'doc'], 2 * 1024 * 1024)).toMatchObject({
      ok: true,
      kind: 'pdf',
    })
    const program = await checkChosenFile(
      chosen(windowsProgram(), 'resume.pdf').file,
      ['pdf'],
      2 * 1024 * 1024,
    )
    expect(program).toMatchObject({ ok: false, reason: 'content-mismatch' })
  })

  it('refuses a file over the limit by its size, without reading it', async () => {
    const big = chosen(new Uint8Array(8), 'scan.pdf', 5 * 1024 * 1024 + 1)
    expect(await checkChosenFile(big.file, ['pdf'], 5 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'The file is larger than 5 MB. Please upload a smaller file.',
    })
    expect(big.wasRead()).toBe(false)
  })
})
