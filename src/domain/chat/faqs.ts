/**
 * The site's FAQ content as the chat assistant and `GET /api/v1/faqs` see it: every question and answer of the FAQ
 * accordion blocks on published pages, with the page it lives on. Pure: the server passes the pages in.
 */

export interface IFaq {
  question: string
  answer: string
  /** The page's path, where the visitor reads the answer in context. */
  url: string
  page_title: string
}

/** The part of a page this module reads (a Payload page fits it). */
export interface IFaqSourcePage {
  path: string
  title: string
  partner_one?: boolean | null
  layout?: readonly ({ blockType: string } & Record<string, unknown>)[] | null
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Every FAQ of the pages' accordion blocks, in page order. Partner pages (hidden from the public shell) and empty
 * items are left out; a question asked on several pages is kept once, on the first page with it (by path order).
 */
export function collectFaqs(pages: readonly IFaqSourcePage[]): IFaq[] {
  const seen = new Set<string>()
  const faqs: IFaq[] = []
  const ordered = [...pages].sort((a, b) => a.path.localeCompare(b.path))
  for (const page of ordered) {
    if (page.partner_one) continue
    for (const block of page.layout ?? []) {
      if (block.blockType !== 'accordion' || !Array.isArray(block.items)) continue
      for (const item of block.items as unknown[]) {
        const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
        const question = text(record.question)
        const answer = text(record.answer)
        const key = question.toLowerCase()
        if (!question || !answer || seen.has(key)) continue
        seen.add(key)
        faqs.push({ question, answer, url: page.path || '/', page_title: page.title })
      }
    }
  }
  return faqs
}
