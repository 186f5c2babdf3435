/**
 * How the site's search reads words, the same for the pages it indexes and the text a visitor types: folded to
 * lower case without accents, split into words, plural endings dropped, and words that mean the same thing to a
 * buyer made one (term and protection, claim and settlement, ULIP and unit-linked, bima and insurance, and the
 * Hinglish words visitors type). Framework-free and small: it runs on the server for every search.
 */

const WORD = /[\p{L}\p{N}]+/gu

/** Lower case, accents and marks removed (NFKD), '&' read as 'and'. */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-IN')
    .replace(/&/g, ' and ')

/** The words of a text, folded, in order (duplicates kept). */
export const wordsOf = (text: string): string[] => foldText(text).match(WORD) ?? []

/**
 * Words that carry no meaning in a search, in English and in the Hinglish visitors type ("term plan ka premium kya
 * hai"). Kept few: a word left in costs little, as it is common and weighs little.
 */
const STOPWORDS = new Set(
  (
    'a an the of for to in on at by and or with from as is are be do does did can could should would will ' +
    'i me my we our you your it its this that these those what which who how when where why about into than ' +
    'ka ki ke ko se me mein hai hain kya kaise kab kaun liye aur ya bhi kare karen karna karo karu chahiye wala wali'
  ).split(' '),
)
export const isStopword = (word: string) => STOPWORDS.has(word)

/**
 * Words that stand for one another, each group a set of equals: a visitor's word also finds the others, worth a
 * little less than itself (SYNONYM_WORTH), so a page that says exactly what was typed comes first. Typed spellings
 * and Hinglish included. A change here changes what every search finds: the 40 queries of
 * src/cms/seed/search-quality.test.ts say whether it is for the better.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['term', 'protection', 'suraksha'],
  ['claim', 'settlement', 'dava', 'dawa', 'daava'],
  ['ulip', 'unitlinked', 'marketlinked'],
  ['insurance', 'bima', 'beema', 'bimaa', 'assurance'],
  ['life', 'jeevan', 'jivan', 'zindagi'],
  ['retirement', 'pension', 'annuity', 'budhapa'],
  ['child', 'children', 'kid', 'bachcha', 'bachche', 'bacche', 'beti', 'beta'],
  ['saving', 'bachat'],
  ['plan', 'yojana', 'yojna', 'scheme'],
  ['calculator', 'calculate', 'calc', 'calculation'],
  ['grievance', 'complaint', 'complain', 'shikayat'],
  ['nominee', 'nomination'],
  ['premium', 'instalment', 'installment', 'kisht'],
  ['renewal', 'renew'],
  ['investment', 'invest', 'nivesh'],
  ['family', 'parivar', 'pariwar'],
  ['tax', 'taxation'],
]

/** What a word found through its synonym is worth beside the word itself. */
export const SYNONYM_WORTH = 0.6

/** Two words read as one before anything else: "unit linked" is ULIP, "money back" one plan type. */
const PHRASES: Record<string, string> = {
  'unit linked': 'unitlinked',
  'market linked': 'marketlinked',
  'money back': 'moneyback',
}

const GROUP_OF = new Map<string, readonly string[]>()
for (const group of SYNONYM_GROUPS) for (const word of group) GROUP_OF.set(word, group)

/** Every word the synonyms know, for correcting a visitor's spelling towards them too ("insurence"). */
export const SYNONYM_WORDS: readonly string[] = [...GROUP_OF.keys()]

/** Words whose plural is another word: "terms" (and conditions) is not "term" (insurance). */
const KEPT_WHOLE = new Set(['terms', 'news'])

/**
 * The plural or other ending a word is read without: "plans" → "plan", "policies" → "policy", "claims" → "claim".
 * Light on purpose: "business" and "status" stay.
 */
export function stem(word: string): string {
  if (KEPT_WHOLE.has(word)) return word
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1)
  return word
}

/** A word as the index keeps it: without its plural ending. */
export const termOf = (word: string): string => stem(word)

/** The other terms a term stands for (its synonyms' terms), without itself. */
export function synonymsOf(term: string): string[] {
  const group = GROUP_OF.get(term) ?? GROUP_OF.get(stem(term)) ?? []
  return [...new Set(group.map(termOf))].filter((other) => other !== term)
}

/** The words of a text with two-word phrases joined ("unit linked" → "unitlinked"), stop words left out. */
export function meaningfulWords(text: string): string[] {
  const words = wordsOf(text)
  const joined: string[] = []
  for (let at = 0; at < words.length; at++) {
    const pair = `${words[at]} ${words[at + 1] ?? ''}`
    const phrase = PHRASES[pair]
    if (phrase) {
      joined.push(phrase)
      at += 1
    } else joined.push(words[at]!)
  }
  return joined.filter((word) => !isStopword(word))
}

/** The index terms of a text, in order. */
export const termsOf = (text: string): string[] => meaningfulWords(text).map(termOf)
