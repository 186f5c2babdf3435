/**
 * Fills a translation's `{name}` placeholders. A placeholder without a value is left as written, so a missing
 * value shows in review instead of vanishing from the sentence.
 */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** The placeholder names a template uses, in order, each once. */
export const placeholders = (template: string): string[] => [
  ...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)),
]
