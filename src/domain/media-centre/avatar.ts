/**
 * The badge that stands in for a testimonial's photograph: the person's initials, white on a colour picked from the
 * name. The pick is a hash of the name, not a random draw, so a person keeps one colour on every page, in every
 * cached copy and after every restart.
 */

/**
 * Brand-compatible backgrounds, each dark enough for white initials to pass WCAG AA for normal text (at least
 * 4.5:1; avatar.test.ts checks every one): the brand blue, a lighter blue, the accent orange, saffron's deep amber,
 * a green and a teal.
 */
export const AVATAR_COLOURS = ['#084887', '#1565c0', '#c2410c', '#a15c07', '#2e7d32', '#00695c'] as const
export type TAvatarColour = (typeof AVATAR_COLOURS)[number]

/** WCAG's minimum contrast for normal-size text (level AA). */
export const AA_CONTRAST = 4.5

/** Words of a name that carry a letter: 'Dr. K. Ramesh' → Dr., K., Ramesh; a lone dash or dot is not a word. */
const words = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))

/** A word's first letter, past any opening punctuation: '(Asha)' → 'A'. */
const firstLetter = (word: string) => /\p{L}/u.exec(word)?.[0] ?? ''

/**
 * The first letters of a name's first and last words, in capitals: 'Asha Devi Rao' → 'AR'; a one-word name gives one
 * letter ('Madonna' → 'M'), a name without letters none.
 */
export function initials(name: string): string {
  const list = words(name)
  if (!list.length) return ''
  const first = firstLetter(list[0]!)
  const last = list.length > 1 ? firstLetter(list[list.length - 1]!) : ''
  return (first + last).toLocaleUpperCase('en-IN')
}

/** FNV-1a over the name's characters: small, fast and well spread for short strings. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) {
    value ^= char.codePointAt(0)!
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** The background for a name: the same name (whatever its case or spacing) always gets the same colour. */
export function avatarColour(name: string): TAvatarColour {
  const key = words(name).join(' ').toLocaleLowerCase('en-IN')
  return AVATAR_COLOURS[hash(key) % AVATAR_COLOURS.length]!
}

/** What the badge shows for a name. */
export function avatarFor(name: string): { initials: string; background: TAvatarColour } {
  return { initials: initials(name), background: avatarColour(name) }
}

/** A #rrggbb colour's relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const value = parseInt(match[1]!, 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white), in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
