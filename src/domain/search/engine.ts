import { resultGroupRank, type TSearchDoc, type TSearchKind } from './documents'
import {
  foldText,
  meaningfulWords,
  SYNONYM_WORDS,
  SYNONYM_WORTH,
  synonymsOf,
  termOf,
  termsOf,
  wordsOf,
} from './language'
import { editDistance } from '.'

/**
 * The site's search: a small ranked full-text index over the documents of documents.ts, held in memory (decision
 * 13) and built again when the pages change. Our own, measured against MiniSearch and Orama (decision 82).
 *
 * 1. **Words** (language.ts): folded, plurals dropped, synonyms and Hinglish made one ('bima' is 'insurance').
 * 2. **Score**: BM25 over four fields, each weighed (`FIELD_WEIGHTS`): the title most, then the words a page is
 *    known by (its own title line, its address, tags), the summary, the rest of the text. A rare word weighs more
 *    than a common one ('term' more than 'plan').
 * 3. **Slips**: a word the index does not know is read as the nearest word it does with the same first letter, one
 *    letter off from 4 letters, two from 9 ('insurence' → 'insurance', 'setlement' → 'settlement'), worth a little
 *    less; that is the "did you
 *    mean". The last word may be unfinished: it also matches the words it starts.
 * 4. **All the words**: a document that has only some of the visitor's words is worth the square of the share it
 *    has, so 'term insurance' puts a term plan above every page that says 'insurance'.
 * 5. **Products and tools first**: what is kept (at least `RELATIVE_FLOOR` of the best score, `PLANS_FLOOR` for
 *    plans, which come first only as good matches) is shown in the
 *    groups of RESULT_GROUPS (plans and plan lists, calculators, pages, questions, withdrawn plans, posts), a title
 *    equal to the text first, then by score. A list of plans found brings the calculator that sizes it (`related`).
 */

/** How much a word in each field counts (title, keywords, summary, body). */
export const FIELD_WEIGHTS = { title: 5, keywords: 2.5, summary: 1.5, body: 0.5 } as const
type TField = keyof typeof FIELD_WEIGHTS
const FIELDS = Object.keys(FIELD_WEIGHTS) as TField[]

/** BM25's saturation and length normalisation. */
const K1 = 1.2
const B = 0.6
/** What a corrected word or a completed start is worth beside the word as typed. */
const WORTH = { exact: 1, oneSlip: 0.85, twoSlips: 0.7, start: 0.75 } as const
/** Kept: a score at least this share of the best one… */
export const RELATIVE_FLOOR = 0.3
/** …and for the plans, shown first, this share: they come first only as good matches. */
export const PLANS_FLOOR = 0.5
/** A little weight by kind, so that among equals a plan outranks a post (the order between kinds is fixed). */
const KIND_WEIGHT: Record<TSearchKind, number> = {
  plans: 1.4,
  plan: 1.3,
  calculator: 1.2,
  page: 1,
  faq: 1,
  withdrawn: 0.8,
  post: 0.9,
}
/** A word used by this many documents or fewer, typed last, may be the start of a longer one. */
const RARE = 2
/** At most this many words of a visitor's text are read. */
const MAX_WORDS = 8

type TPosting = { doc: number; tf: Record<TField, number> }
type TReading = { term: string; worth: number; idf: number }

export type TSearchHit = {
  doc: TSearchDoc
  score: number
  /** The title is the visitor's text, as typed (case and accents aside). */
  exact: boolean
}

export type TSearchOutcome = {
  hits: TSearchHit[]
  /** The text with its slips corrected, when a word was read as another ("term insurance"); else null. */
  corrected: string | null
  /** The index terms the hits were found by, and the starts of unfinished words: what a snippet marks. */
  matched: { terms: string[]; starts: string[] }
}

export type TSearchEngine = { search: (text: string) => TSearchOutcome; size: number }

export function createSearchEngine(docs: readonly TSearchDoc[]): TSearchEngine {
  const postings = new Map<string, TPosting[]>()
  const lengths: Record<TField, number>[] = []
  const totals: Record<TField, number> = { title: 0, keywords: 0, summary: 0, body: 0 }
  /** Every word as written in the documents (folded) and the synonyms' words, with how many documents use it. */
  const vocabulary = new Map<string, number>()

  docs.forEach((doc, index) => {
    const length = { title: 0, keywords: 0, summary: 0, body: 0 }
    const counts = new Map<string, Record<TField, number>>()
    const seen = new Set<string>()
    for (const field of FIELDS) {
      const words = meaningfulWords(doc[field])
      length[field] = words.length
      totals[field] += words.length
      for (const word of words) {
        if (!seen.has(word)) {
          seen.add(word)
          vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
        }
        const term = termOf(word)
        const tf = counts.get(term) ?? { title: 0, keywords: 0, summary: 0, body: 0 }
        tf[field] += 1
        counts.set(term, tf)
      }
    }
    lengths.push(length)
    for (const [term, tf] of counts) {
      const list = postings.get(term) ?? []
      list.push({ doc: index, tf })
      postings.set(term, list)
    }
  })
  for (const word of SYNONYM_WORDS) if (!vocabulary.has(word)) vocabulary.set(word, 0)
  /** The words a slip may be corrected to: those the index has, or whose synonyms it has. */
  const words = [...vocabulary.keys()].filter(
    (word) => postings.has(termOf(word)) || synonymsOf(termOf(word)).some((other) => postings.has(other)),
  )
  const count = Math.max(1, docs.length)
  const average = Object.fromEntries(FIELDS.map((field) => [field, totals[field] / count || 1])) as Record<
    TField,
    number
  >
  const idf = (term: string) => {
    const df = postings.get(term)?.length ?? 0
    return Math.log(1 + (count - df + 0.5) / (df + 0.5))
  }

  /** The nearest known word to one the index does not know, with its number of slips; most used first. */
  function nearest(word: string): { word: string; slips: number } | null {
    const max = word.length >= 9 ? 2 : word.length >= 4 ? 1 : 0
    if (max === 0 || /^\d+$/.test(word)) return null
    let best: { word: string; slips: number; used: number } | null = null
    for (const known of words) {
      // A slip is rarely in the first letter: 'trem' is 'term', never 'prem'.
      if (known[0] !== word[0] || Math.abs(known.length - word.length) > max) continue
      const slips = editDistance(word, known, max)
      if (slips > max) continue
      const used = vocabulary.get(known) ?? 0
      if (!best || slips < best.slips || (slips === best.slips && used > best.used))
        best = { word: known, slips, used }
    }
    return best
  }

  function search(text: string): TSearchOutcome {
    const typed = foldText(text).trim()
    let asked = meaningfulWords(typed)
    if (asked.length === 0) asked = wordsOf(typed)
    asked = [...new Set(asked)].slice(0, MAX_WORDS)
    const empty: TSearchOutcome = { hits: [], corrected: null, matched: { terms: [], starts: [] } }
    if (asked.length === 0 || docs.length === 0) return empty

    // Each word of the visitor's text: the index terms it stands for, each with its worth.
    const corrections = new Map<string, string>()
    const starts: string[] = []
    const known = (term: string) =>
      postings.has(term) || synonymsOf(term).some((other) => postings.has(other))
    /** The visitor's own words' terms: a synonym that is another of them is that word's, not this one's. */
    const own = new Set(asked.map(termOf))
    /**
     * A word's readings with its synonyms added, each synonym weighing no more than the word itself (a rare
     * synonym does not make a common word count more than the visitor's own word would).
     */
    const withSynonyms = (readings: TReading[]): TReading[] => {
      const all = new Map<string, TReading>()
      const add = (reading: TReading) => {
        if (!postings.has(reading.term)) return
        const before = all.get(reading.term)
        if (!before || before.worth < reading.worth) all.set(reading.term, reading)
      }
      for (const reading of readings) {
        add(reading)
        for (const other of synonymsOf(reading.term))
          if (!own.has(other))
            add({ term: other, worth: reading.worth * SYNONYM_WORTH, idf: Math.min(reading.idf, idf(other)) })
      }
      return [...all.values()]
    }
    /**
     * A word weighs as the most common of its synonyms the pages use: 'bima' is as common as 'insurance' on an
     * insurer's site, however rarely the pages write it, and a Hinglish word they never use weighs as its synonyms.
     */
    const weighOf = (term: string) => {
      const present = [term, ...synonymsOf(term)].filter((other) => postings.has(other))
      return present.length ? Math.min(...present.map(idf)) : 0
    }
    const reading = (term: string, worth: number): TReading => ({ term, worth, idf: weighOf(term) })
    /** The most used few words a word still being typed may become ('pens' → 'pension'). */
    const completions = (word: string) =>
      words
        .filter((other) => other.length > word.length && other.startsWith(word))
        .sort((a, b) => (vocabulary.get(b) ?? 0) - (vocabulary.get(a) ?? 0))
        .slice(0, 5)
    const typing = !/\s$/.test(text)
    const readings = asked.map((word, at): TReading[] => {
      const term = termOf(word)
      const last = typing && at === asked.length - 1 && word.length >= 3
      if (known(term)) {
        // A word the pages rarely use, typed last, is more likely the start of a longer one.
        const rare = (postings.get(term)?.length ?? 0) <= RARE
        const more = last && rare ? completions(word) : []
        if (more.length) starts.push(word)
        return withSynonyms([
          reading(term, WORTH.exact),
          ...more.map((other) => reading(termOf(other), WORTH.start)),
        ])
      }
      // Still being typed: the last word stands for the words it starts, if any…
      const started = last ? completions(word) : []
      if (started.length) {
        starts.push(word)
        return withSynonyms(started.map((other) => reading(termOf(other), WORTH.start)))
      }
      // …else it is a slip of the nearest word.
      const near = nearest(word)
      if (near) {
        corrections.set(word, near.word)
        const worth = near.slips === 1 ? WORTH.oneSlip : WORTH.twoSlips
        return withSynonyms([reading(termOf(near.word), worth)])
      }
      return []
    })

    const scores = new Map<number, { score: number; words: number }>()
    readings.forEach((reading) => {
      const best = new Map<number, number>()
      for (const { term, worth, idf: weighs } of reading) {
        const weight = weighs * worth
        for (const { doc, tf } of postings.get(term) ?? []) {
          // BM25 in each field, weighed by the field: a word in the title counts ten times one in the body.
          let score = 0
          for (const field of FIELDS) {
            if (!tf[field]) continue
            const norm = 1 - B + (B * lengths[doc]![field]) / average[field]
            score += (FIELD_WEIGHTS[field] * (tf[field] * (K1 + 1))) / (tf[field] + K1 * norm)
          }
          score *= weight
          if (score > (best.get(doc) ?? 0)) best.set(doc, score)
        }
      }
      for (const [doc, score] of best) {
        const entry = scores.get(doc) ?? { score: 0, words: 0 }
        entry.score += score
        entry.words += 1
        scores.set(doc, entry)
      }
    })

    const hits: TSearchHit[] = []
    for (const [index, entry] of scores) {
      const doc = docs[index]!
      const share = entry.words / asked.length
      hits.push({
        doc,
        score: entry.score * share * share * KIND_WEIGHT[doc.kind],
        exact: foldText(doc.title).trim() === typed,
      })
    }
    const top = Math.max(0, ...hits.map((hit) => hit.score))
    const kept = hits.filter(
      (hit) => hit.score >= top * (resultGroupRank(hit.doc.kind) === 0 ? PLANS_FLOOR : RELATIVE_FLOOR),
    )
    // A list of plans brings the calculator that sizes it, when the text did not find it already.
    for (const hit of [...kept]) {
      for (const link of hit.doc.related ?? []) {
        if (kept.some((other) => other.doc.link === link)) continue
        const doc = docs.find((other) => other.link === link && other.kind === 'calculator')
        if (doc) kept.push({ doc, score: hit.score * RELATIVE_FLOOR, exact: false })
      }
    }
    kept.sort(
      (a, b) =>
        resultGroupRank(a.doc.kind) - resultGroupRank(b.doc.kind) ||
        Number(b.exact) - Number(a.exact) ||
        b.score - a.score ||
        a.doc.title.localeCompare(b.doc.title, 'en-IN'),
    )
    const corrected = corrections.size
      ? wordsOf(typed)
          .map((word) => corrections.get(word) ?? word)
          .join(' ')
      : null
    const terms = [...new Set(readings.flat().map((reading) => reading.term))]
    return { hits: kept, corrected, matched: { terms, starts } }
  }

  return { search, size: docs.length }
}

/** A piece of a title or snippet, marked when it is a word the search found by. */
export type TMarked = { text: string; mark: boolean }[]

/**
 * Marks the words of a text that the search matched (as index terms, or as the start of an unfinished word), for
 * the results' <mark>s. The text is kept as written.
 */
export function markMatches(text: string, matched: TSearchOutcome['matched']): TMarked {
  const terms = new Set(matched.terms)
  const parts: TMarked = []
  let last = 0
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = foldText(found[0])
    const hit =
      terms.has(termOf(word)) ||
      termsOf(found[0]).some((term) => terms.has(term)) ||
      matched.starts.some((start) => word.startsWith(start))
    if (!hit) continue
    if (found.index > last) parts.push({ text: text.slice(last, found.index), mark: false })
    parts.push({ text: found[0], mark: true })
    last = found.index + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false })
  return parts
}

/** Around this many characters of a summary are shown under a result. */
export const SNIPPET_LENGTH = 160

/**
 * The part of a document's summary (or its other text, when the summary has none of the words) that shows why it
 * was found: the sentence with the first matched word, cut to about SNIPPET_LENGTH characters, with '…' where cut.
 */
export function snippetOf(doc: TSearchDoc, matched: TSearchOutcome['matched']): TMarked {
  const hasMatch = (text: string) => markMatches(text, matched).some((part) => part.mark)
  const source = [doc.summary, doc.body].find((text) => text && hasMatch(text)) ?? doc.summary ?? ''
  if (source.length <= SNIPPET_LENGTH) return markMatches(source, matched)
  const marks = markMatches(source, matched)
  let offset = 0
  let first = 0
  for (const part of marks) {
    if (part.mark) {
      first = offset
      break
    }
    offset += part.text.length
  }
  // Start at the sentence the first match is in, or a little before the match in a long sentence.
  const sentence = Math.max(source.lastIndexOf('. ', first) + 2, 0)
  let start = first - sentence > SNIPPET_LENGTH / 2 ? source.lastIndexOf(' ', first - 40) + 1 : sentence
  if (start < 0) start = 0
  let end = start + SNIPPET_LENGTH
  if (end < source.length) end = source.lastIndexOf(' ', end)
  if (end <= start) end = Math.min(source.length, start + SNIPPET_LENGTH)
  const cut = `${start > 0 ? '…' : ''}${source.slice(start, end).trim()}${end < source.length ? '…' : ''}`
  return markMatches(cut, matched)
}
