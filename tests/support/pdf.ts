import { extractText, getDocumentProxy } from 'unpdf'

/** A PDF's text as a reader finds it (pdf.js), all pages joined: what a visitor's viewer shows and search finds. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes)
  const { text } = await extractText(await getDocumentProxy(data), { mergePages: true })
  return text
}
