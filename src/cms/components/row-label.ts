/**
 * The title of a block row (a page's sections) or an array row (menu items, FAQ entries…) in the admin: what the
 * row is and its heading, 'Hero: Life insurance made simple', or the type and its number, 'Hero 03', while the
 * heading is empty. Drawn by ./RowLabel.tsx; the picking is here, free of React, so it can be tested alone.
 */

/** The import-map path of the component (src/app/(payload)/admin/importMap.js). */
export const ROW_LABEL_COMPONENT = '/cms/components/RowLabel#RowLabel'

/** The heading-like fields most blocks and rows have. */
export const HEADING_FIELDS = ['heading', 'title'] as const

export interface IRowLabelProps {
  /** What one row is, as editors call it: 'Hero', 'Menu item'. */
  type: string
  /** Where the heading is read, first filled one wins: field names or dotted paths such as 'items.0.question'. */
  from?: readonly string[]
  /** Names to show for stored values, e.g. a calculator's name for its key. */
  names?: Record<string, string>
}

/** The `admin.components.Label` of a block, or the `admin.components.RowLabel` of an array field. */
export const rowLabel = (
  type: string,
  from: readonly string[] = HEADING_FIELDS,
  names?: Record<string, string>,
) => ({
  path: ROW_LABEL_COMPONENT,
  clientProps: names ? { type, from: [...from], names } : { type, from: [...from] },
})

const MAX_LENGTH = 70

const valueAt = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined
    return (value as Record<string, unknown>)[key]
  }, data)

/** The first line of text of a rich-text value (Lexical's JSON: a root whose children hold text nodes). */
function firstText(node: unknown): string {
  if (node === null || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  if (typeof text === 'string') return text
  if (root) return firstText(root)
  if (!Array.isArray(children)) return ''
  const own = children
    .filter(
      (child) => child && typeof child === 'object' && typeof (child as { text?: unknown }).text === 'string',
    )
    .map((child) => (child as { text: string }).text)
    .join('')
  if (own.trim()) return own
  for (const child of children) {
    const found = firstText(child)
    if (found.trim()) return found
  }
  return ''
}

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return firstText(value)
}

const shorten = (text: string) =>
  text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text

/** The row's heading: the first of `from` that holds text, on one line and cut to 70 characters; null if none. */
export function pickHeading(
  data: unknown,
  from: readonly string[] = HEADING_FIELDS,
  names: Record<string, string> = {},
): string | null {
  for (const path of from) {
    const text = textOf(valueAt(data, path)).replace(/\s+/g, ' ').trim()
    if (text) return shorten(Object.hasOwn(names, text) ? names[text]! : text)
  }
  return null
}

/** What the row's title bar says. `rowIndex` counts from 0, as Payload's row context gives it. */
export function rowLabelText({
  type,
  data,
  rowIndex,
  from,
  names,
}: IRowLabelProps & { data: unknown; rowIndex?: number }): string {
  const heading = pickHeading(data, from, names)
  if (heading) return `${type}: ${heading}`
  return typeof rowIndex === 'number' ? `${type} ${String(rowIndex + 1).padStart(2, '0')}` : type
}
