/**
 * A heading as it reads inside a sentence ("View all {heading}"): its ordinary capitalised words in lower case,
 * while acronyms and words with digits keep their letters. "Life Insurance" → "life insurance", "ULIP plans" →
 * "ULIP plans", "NRI Services" → "NRI services".
 */
export function inSentence(heading: string): string {
  return heading.replace(/\p{Lu}[\p{Ll}'’-]*/gu, (word, at: number, whole: string) => {
    const end = at + word.length
    // Part of an acronym or a code (ULIP, NAV, 80C, e-KYC): a capital or a digit right before or after it.
    if (/[\p{Lu}\d]/u.test(whole[at - 1] ?? '') || /[\p{Lu}\d]/u.test(whole[end] ?? '')) return word
    return word.toLowerCase()
  })
}
