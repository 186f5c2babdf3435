import '@/app/payload'

import { answerQuestion, CHAT_QUESTION_MESSAGE, QUESTION_MAX_LENGTH } from '@/domain/chat/match'
import { faqIndex } from '@/server/chat'
import { contentRoute, jsonWithEtag } from '@/server/http'

/**
 * GET /api/v1/faqs/answer?q={question}: the chat assistant's reply from the site's FAQs (src/domain/chat/match.ts).
 * `{ kind: 'answer', faq, score, related }` when an FAQ matches well, otherwise `{ kind: 'handoff', suggestions }`
 * and the assistant offers the lead form. The question is data only: matched in memory, never stored or logged.
 */
export const GET = contentRoute('faqs-answer', async (request) => {
  const question = new URL(request.url).searchParams.get('q') ?? ''
  if (question.trim() === '' || question.length > QUESTION_MAX_LENGTH) {
    return Response.json(
      { status_code: 400, message: CHAT_QUESTION_MESSAGE },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return jsonWithEtag(request, answerQuestion(await faqIndex(), question))
})
