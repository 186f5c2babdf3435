import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf'

/** A PDF's text as a reader finds it (pdf.js), all pages joined: what a visitor's viewer shows and search finds. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes)
  const { text } = await extractText(await getDocumentProxy(data), { mergePages: true })
  return text
}

/** How many images the first page paints (pdf.js's operator list): a letterhead's logo is one. */
export async function firstPageImages(bytes: Uint8Array): Promise<number> {
  const { OPS } = await getResolvedPDFJS()
  const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1)
  const { fnArray } = await page.getOperatorList()
  return fnArray.filter((op) => op === OPS.paintImageXObject).length
}
