import { hindiDates } from '../format/date'
import { hindiAmounts } from '../format/money'
import { format } from './format'

type TTree = { [key: string]: string | TTree }

export type TDeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : TDeepPartial<T[K]> }

/**
 * `translation` laid over `english`, key by key; a key English does not have is dropped, and a missing or blank
 * text is English's (spec 9: "fallback English"). Free of any translation file, so a browser bundle that uses it
 * carries only the texts it is given.
 */
export function withFallback<T extends Record<string, unknown>>(english: T, translation: TDeepPartial<T>): T {
  const merged: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(english)) {
    const given = (translation as Record<string, unknown>)[key]
    if (typeof value === 'string') merged[key] = typeof given === 'string' && given.trim() ? given : value
    else merged[key] = withFallback(value as Record<string, unknown>, (given ?? {}) as never)
  }
  return merged as T
}

/** Each English text of a part beside its translation, where the translation differs. */
export function textPairs(english: unknown, translation: unknown): [string, string][] {
  if (typeof english === 'string')
    return typeof translation === 'string' && translation.trim() && translation !== english
      ? [[english, translation]]
      : []
  if (english === null || typeof english !== 'object') return []
  const given = (translation ?? {}) as TTree
  return Object.entries(english as TTree).flatMap(([key, value]) => textPairs(value, given[key]))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A translator from English texts, as the site writes them (the forms' messages, the APIs' answers, the labels), to
 * a language's: a text found as written is swapped; a text made from a template (`Incorrect OTP. 2 attempts
 * left.`) is recognised by its template (the longest that fits) and its values carried into the translation.
 * Anything else is kept.
 */
export function translator(
  pairs: readonly (readonly [string, string])[],
  value: (text: string) => string = (text) => text,
): (text: string) => string {
  if (pairs.length === 0) return (text) => text
  const exact = new Map<string, string>()
  const templates: { pattern: RegExp; names: string[]; translation: string; fixed: number }[] = []
  for (const [english, translation] of pairs) {
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
    if (names.length === 0) {
      if (!exact.has(english)) exact.set(english, translation)
      continue
    }
    const source = english
      .split(/\{\w+\}/)
      .map(escape)
      .reduce((pattern, part, index) => (index === 0 ? part : `${pattern}(.+?)${part}`), '')
    templates.push({
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      translation,
      fixed: english.replace(/\{\w+\}/g, '').length,
    })
  }
  // The most specific template first: 'returned: {amount}. GST is not returned.' before 'returned: {amount}.',
  // whose value would otherwise swallow the rest of the sentence in English.
  templates.sort((a, b) => b.fixed - a.fixed)
  return (text) => {
    const found = exact.get(text)
    if (found !== undefined) return found
    for (const { pattern, names, translation } of templates) {
      const match = pattern.exec(text)
      if (!match) continue
      const values: Record<string, string> = {}
      names.forEach((name, index) => (values[name] ??= value(match[index + 1]!)))
      return format(translation, values)
    }
    return text
  }
}

/**
 * Hindi from English/Hindi pairs: a value carried into a template is itself translated when it is one of the texts
 * ('Accidental death' in '{rider} rider'), then its dates and amounts written in Hindi.
 */
export function hindiTranslator(pairs: readonly (readonly [string, string])[]): (text: string) => string {
  const exact = new Map(pairs.filter(([english]) => !/\{\w+\}/.test(english)).reverse())
  return translator(pairs, (text) => hindiValue(exact.get(text) ?? text))
}

/** A value carried into a Hindi text: its dates with Hindi month names, its lakhs and crores in Hindi words. */
export const hindiValue = (text: string) => hindiAmounts(hindiDates(text))
