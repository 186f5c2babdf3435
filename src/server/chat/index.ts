import 'server-only'

import type { IFaq } from '@/domain/chat/faqs'
import { type IFaqIndex, indexFaqs } from '@/domain/chat/match'

import { getFaqs } from '../content'

// The index is rebuilt only when the cached FAQ list is a new one (after an editor's change).
let built: { faqs: IFaq[]; index: IFaqIndex } | null = null

/** The chat assistant's index over the published FAQs. */
export async function faqIndex(): Promise<IFaqIndex> {
  const faqs = await getFaqs()
  if (built?.faqs !== faqs) built = { faqs, index: indexFaqs(faqs) }
  return built.index
}
