import type { TPdfBlock } from '@/domain/certificates/document'
import en from '@/domain/i18n/en'
import { hindiTranslator, hindiValue, textPairs } from '@/domain/i18n/fallback'
import hi from '@/domain/i18n/hi'
import { LANGUAGE_COOKIE, splitLanguagePrefix } from '@/domain/i18n/languages'
import { BROCHURE_HINDI } from '@/domain/products/brochure'
import type { IPlanDocument } from '@/domain/products/plan-content'

/** The languages the site's documents are written in. */
export type TDocumentLanguage = 'en' | 'hi'

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`)

/**
 * The language a download is asked in: that of the page it was asked from (its Referer, `/hi/...`), else the
 * language the visitor last chose (the language cookie), else English. The API's addresses stay the spec's.
 */
export function requestLanguage(request: Request): TDocumentLanguage {
  let path: string | null = null
  try {
    const referer = request.headers.get('referer')
    path = referer ? new URL(referer).pathname : null
  } catch {
    path = null
  }
  const page = path === null ? null : splitLanguagePrefix(path).language
  if (page) return page === 'hi' ? 'hi' : 'en'
  return COOKIE_VALUE.exec(request.headers.get('cookie') ?? '')?.[1] === 'hi' ? 'hi' : 'en'
}

let hindi: ((text: string) => string) | null = null

/**
 * English texts of the documents (their labels, headings and the sentences the translation files hold) to Hindi:
 * the documents' own labels (`services.documents`) and the parts whose words they share (the proposal's steps and
 * questions, the quote's, GST's). A value carried into a template has its amounts and dates written in Hindi.
 */
function toHindi(): (text: string) => string {
  if (hindi) return hindi
  const pairs = (['services', 'calculators', 'tax', 'fields'] as const).flatMap((part) =>
    textPairs(en[part], hi[part]),
  )
  hindi = hindiTranslator(pairs)
  return hindi
}

/**
 * A document's blocks in a language: in Hindi, every text that has a Hindi translation is swapped for it (labels,
 * headings, table headers, notes); names, numbers and what has no translation stay as written.
 */
export function blocksIn(language: TDocumentLanguage, blocks: TPdfBlock[]): TPdfBlock[] {
  if (language !== 'hi') return blocks
  return blocksThrough(toHindi(), blocks)
}

const same = (text: string) => text

/**
 * The documents' words for a page that shows what a document states (the receipt's page): `text` puts a label or
 * sentence in the language, `value` a value with its dates and amounts written in it, both as the PDF does.
 */
export function documentWords(language: TDocumentLanguage): {
  text: (text: string) => string
  value: (text: string) => string
} {
  if (language !== 'hi') return { text: same, value: same }
  const t = toHindi()
  return { text: t, value: valueThrough(t) }
}

/** A value (a cell, a row's value) through `t`, its dates and amounts in Hindi even where `t` has no text for it. */
const valueThrough = (t: (text: string) => string) => (text: string) => hindiValue(t(text))

let planHindi: ((text: string) => string) | null = null

/**
 * The documents' translations with a plan's (the plan page's labels of its eligibility and premium tables, the
 * brochure's own words): for a plan's brochure made in Hindi.
 */
function toPlanHindi(): (text: string) => string {
  if (planHindi) return planHindi
  const pairs = [
    ...(['services', 'calculators', 'tax', 'fields'] as const).flatMap((part) =>
      textPairs(en[part], hi[part]),
    ),
    ...textPairs(en.shell.planPage, hi.shell.planPage),
    ...BROCHURE_HINDI,
  ]
  planHindi = hindiTranslator(pairs)
  return planHindi
}

/**
 * A plan's document in a language: its blocks as `blocksIn` makes them, with the plan page's labels and the
 * brochure's own words too, and its title and footer (pieces joined by " · ") likewise.
 */
export function planDocumentIn(language: TDocumentLanguage, document: IPlanDocument): IPlanDocument {
  if (language !== 'hi') return document
  const t = toPlanHindi()
  return {
    ...document,
    title: t(document.title),
    footer: document.footer.split(' · ').map(t).join(' · '),
    blocks: blocksThrough(t, document.blocks),
  }
}

/** Blocks with every text put through `t`, a value (a cell, a row's value) with its dates and amounts in Hindi. */
function blocksThrough(t: (text: string) => string, blocks: TPdfBlock[]): TPdfBlock[] {
  const value = valueThrough(t)
  const one = (block: TPdfBlock): TPdfBlock => {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'section':
      case 'text':
        return { ...block, text: t(block.text) }
      case 'row':
        return { ...block, label: t(block.label), value: value(block.value) }
      case 'columns':
        return { ...block, cells: block.cells.map(value) }
      case 'banner':
        return { ...block, title: t(block.title), ...(block.lines ? { lines: block.lines.map(t) } : {}) }
      case 'bullet':
        return { ...block, text: t(block.text), ...(block.title ? { title: t(block.title) } : {}) }
      case 'table':
        return { ...block, header: block.header.map(t), rows: block.rows.map((row) => row.map(value)) }
      case 'box':
        return {
          ...block,
          paragraphs: block.paragraphs.map(t),
          ...(block.title ? { title: t(block.title) } : {}),
        }
      case 'keep':
        return { ...block, blocks: block.blocks.map(one) }
      default:
        return block
    }
  }
  return blocks.map(one)
}
