import type { IFaq } from './faqs'

/**
 * How the chat assistant finds an answer among the site's FAQs: no outside service, a small scoring anyone can
 * follow.
 *
 * 1. **Words.** Question and FAQ are lower-cased, split into words (letters and digits, so '80C' stays one word),
 *    stripped of common English words ('how', 'do', 'i', 'the'…) and of plural and verb endings ('claims',
 *    'claimed', 'claiming' → 'claim').
 * 2. **Synonyms.** Words people use for the same thing are mapped to one term: 'instalment', 'installment' and 'emi'
 *    → 'premium'; 'nomination' → 'nominee'; 'complaint' → 'grievance'; 'mediclaim' → 'health'… (SYNONYMS below).
 * 3. **Score.** Each term of the visitor's question weighs by how rare it is among the FAQs (a word in every FAQ, such
 *    as 'policy', says little). A term found in an FAQ's question counts fully, one found only in its answer counts a
 *    third; a word no FAQ uses weighs little. The score is the share of the question's weight found, from 0 to 1.
 * 4. **Answer or hand-off.** The best FAQ answers when its score reaches MATCH_THRESHOLD and it shares at least one
 *    term with the FAQ's question; otherwise the assistant offers the lead form.
 */

export const MATCH_THRESHOLD = 0.45

/** The weight of a word no FAQ uses (a known word weighs from about 0.7, in every FAQ, up to 2.6 or more). */
const UNKNOWN_TERM_WEIGHT = 0.4

/** At most this many characters of a visitor's question are read. */
export const QUESTION_MAX_LENGTH = 200

export const CHAT_QUESTION_MESSAGE = `Please type a question of 1 to ${QUESTION_MAX_LENGTH} characters`

const STOPWORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does doing for ' +
    'from get got had has have having he her here him his how i if in into is it its just me my myself no not of ' +
    'on or our out please she should so some than that the their them then there these they this those to too ' +
    'us very was we were what when where which while who whom why will with would you your yours want need ' +
    'tell know hi hello thanks thank ok okay sahyog life insurance file process procedure way steps step ' +
    'get make'
  ).split(' '),
)

/**
 * Synonyms, mapped to one term each (after the endings are stripped). Keys are single words; a few common
 * two-word phrases are joined first (PHRASES).
 */
const SYNONYMS: Record<string, string> = {
  instalment: 'premium',
  installment: 'premium',
  emi: 'premium',
  dues: 'premium',
  due: 'premium',
  renew: 'renewal',
  renewing: 'renewal',
  payment: 'pay',
  paid: 'pay',
  deposit: 'pay',
  plan: 'policy',
  scheme: 'policy',
  nomination: 'nominee',
  beneficiary: 'nominee',
  complaint: 'grievance',
  complain: 'grievance',
  escalate: 'grievance',
  grievances: 'grievance',
  ombudsman: 'grievance',
  settle: 'claim',
  settlement: 'claim',
  intimate: 'claim',
  intimation: 'claim',
  death: 'claim',
  coverage: 'cover',
  assured: 'cover',
  protection: 'cover',
  mediclaim: 'health',
  medical: 'health',
  '80d': 'health',
  deduction: 'tax',
  '80c': 'tax',
  itr: 'tax',
  unit: 'ulip',
  linked: 'ulip',
  cancel: 'surrender',
  cancellation: 'surrender',
  freelook: 'surrender',
  lapsed: 'lapse',
  revive: 'lapse',
  revival: 'lapse',
  reinstate: 'lapse',
  phone: 'contact',
  mobile: 'contact',
  email: 'contact',
  address: 'contact',
  update: 'change',
  modify: 'change',
  correct: 'change',
  document: 'documents',
  proof: 'documents',
  paper: 'documents',
  aadhaar: 'kyc',
  pan: 'kyc',
  ekyc: 'kyc',
  autodebit: 'nach',
  mandate: 'nach',
  autopay: 'nach',
  enach: 'nach',
  ecs: 'nach',
  kid: 'child',
  children: 'child',
  son: 'child',
  daughter: 'child',
  education: 'child',
  pension: 'retirement',
  annuity: 'retirement',
  retire: 'retirement',
  smoker: 'smoke',
  smoking: 'smoke',
  tobacco: 'smoke',
  certificate: 'certificate',
  receipt: 'certificate',
  statement: 'certificate',
  buy: 'purchase',
  apply: 'purchase',
}

/** Two-word phrases read as one term before the words are split. */
const PHRASES: [RegExp, string][] = [
  [/\bsum assured\b/g, ' cover '],
  [/\blife cover\b/g, ' cover '],
  [/\bterm (plan|insurance|policy)\b/g, ' term '],
  [/\bfree look\b/g, ' surrender '],
  [/\bauto[ -]?debit\b/g, ' nach '],
  [/\bunit[ -]linked\b/g, ' ulip '],
  [/\bcall ?back\b/g, ' advisor '],
]

/** Plural and verb endings, longest first; a stem keeps at least three letters. */
function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 3 || /(ss|us|is)$/.test(word)) return word
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const base = word.slice(0, -ending.length) + replacement
      // 'taxes' → 'tax', but 'charges' → 'charge': 'es' goes whole only after s, x, z, ch or sh.
      if (ending === 'es' && !/(s|x|z|ch|sh)$/.test(base)) return word.slice(0, -1)
      return base
    }
  }
  return word
}

/** A text's terms: normalised words with stopwords dropped, endings stripped and synonyms mapped. */
export function terms(text: string): string[] {
  let plain = text
    .slice(0, 2000)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
  for (const [phrase, term] of PHRASES) plain = plain.replace(phrase, term)
  const words = plain.split(/[^a-z0-9]+/).filter(Boolean)
  const out: string[] = []
  for (const word of words) {
    if (STOPWORDS.has(word)) continue
    const mapped = SYNONYMS[word] ?? SYNONYMS[stem(word)] ?? stem(word)
    if (mapped.length >= 2 || /\d/.test(mapped)) out.push(mapped)
  }
  return out
}

export interface IFaqMatch {
  faq: IFaq
  /** 0 to 1: the share of the question's weight found in this FAQ. */
  score: number
}

export interface IFaqIndex {
  search(question: string): IFaqMatch[]
}

/** Prepares the FAQs for many searches (their terms and each term's weight). */
export function indexFaqs(faqs: readonly IFaq[]): IFaqIndex {
  const docs = faqs.map((faq) => ({
    faq,
    question: new Set(terms(faq.question)),
    answer: new Set(terms(faq.answer)),
  }))
  const frequency = new Map<string, number>()
  for (const doc of docs)
    for (const term of new Set([...doc.question, ...doc.answer]))
      frequency.set(term, (frequency.get(term) ?? 0) + 1)
  // A word no FAQ uses weighs a little: a filler word does not sink a good match, but a question made only of
  // unknown words ('car insurance') finds nothing.
  const weight = (term: string) => {
    const count = frequency.get(term) ?? 0
    return count === 0 ? UNKNOWN_TERM_WEIGHT : Math.log(1 + (docs.length + 1) / (1 + count))
  }

  return {
    search(question) {
      const asked = [...new Set(terms(question.slice(0, QUESTION_MAX_LENGTH)))]
      const total = asked.reduce((sum, term) => sum + weight(term), 0)
      if (total === 0) return []
      const matches: (IFaqMatch & { inQuestion: boolean })[] = []
      for (const doc of docs) {
        let found = 0
        let inQuestion = false
        for (const term of asked) {
          if (doc.question.has(term)) {
            found += weight(term)
            inQuestion = true
          } else if (doc.answer.has(term)) found += weight(term) / 3
        }
        if (found > 0) matches.push({ faq: doc.faq, score: found / total, inQuestion })
      }
      return matches
        .sort((a, b) => Number(b.inQuestion) - Number(a.inQuestion) || b.score - a.score)
        .map(({ faq, score }) => ({ faq, score: Math.round(score * 1000) / 1000 }))
    },
  }
}

export type TChatAnswer =
  { kind: 'answer'; faq: IFaq; score: number; related: IFaq[] } | { kind: 'handoff'; suggestions: IFaq[] }

/**
 * The assistant's reply: the best FAQ when it matches well enough (with up to two related questions), otherwise a
 * hand-off, with up to three near questions the visitor may have meant.
 */
export function answerQuestion(index: IFaqIndex, question: string): TChatAnswer {
  const matches = index.search(question)
  const best = matches[0]
  const askedTerms = new Set(terms(question.slice(0, QUESTION_MAX_LENGTH)))
  const sharesQuestionTerm = best ? terms(best.faq.question).some((term) => askedTerms.has(term)) : false
  if (best && best.score >= MATCH_THRESHOLD && sharesQuestionTerm) {
    return {
      kind: 'answer',
      faq: best.faq,
      score: best.score,
      related: matches
        .slice(1)
        .filter((match) => match.score >= MATCH_THRESHOLD / 2)
        .slice(0, 2)
        .map((match) => match.faq),
    }
  }
  return {
    kind: 'handoff',
    suggestions: matches
      .filter((match) => match.score >= MATCH_THRESHOLD / 2)
      .slice(0, 3)
      .map((match) => match.faq),
  }
}
