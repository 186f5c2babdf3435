/**
 * Which English text stands beside a field edited in another language (decision 116): the value at the same path of
 * the English version of the document, where each list row on the way is the same row in English. A row of a list
 * kept per language (a page's sections, a plan's key benefits, the menus) gets a new id in each language, so a
 * Hindi row is the English row with its id (a list shared by the languages), or else the one at the same position
 * when both lists have the same rows (the same number, each of the same section type), or else the only section of
 * its type in each language. Anything less certain shows nothing: never the English of another row.
 */

/** A list row as the edited form knows it (Payload's form state `rows`). */
export type TRowShape = { id?: string | null; blockType?: string | null }

/** The rows of each list on the way to a field in the edited form, by the list's path (`layout`, `layout.2.items`). */
export type TEditedLists = Record<string, readonly TRowShape[] | undefined>

const isIndex = (segment: string) => /^\d+$/.test(segment)

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

const shapeOf = (row: unknown): TRowShape => {
  const r = record(row)
  return {
    id: typeof r?.id === 'string' || typeof r?.id === 'number' ? String(r.id) : null,
    blockType: typeof r?.blockType === 'string' ? r.blockType : null,
  }
}

/** The paths of the lists a field's path goes through, outermost first: `layout.2.items.0.title` → layout, layout.2.items. */
export function listPathsOf(path: string): string[] {
  const segments = path.split('.')
  const lists: string[] = []
  segments.forEach((segment, i) => {
    if (i > 0 && isIndex(segment)) lists.push(segments.slice(0, i).join('.'))
  })
  return lists
}

/** The position in the English list of the edited row at `index`, or null when no English row is surely the same. */
export function matchRow(
  edited: readonly TRowShape[],
  english: readonly TRowShape[],
  index: number,
): number | null {
  const row = edited[index]
  if (!row) return null
  const type = row.blockType ?? null
  if (row.id) {
    const same = english.findIndex((r) => r.id === row.id)
    if (same >= 0) return (english[same]!.blockType ?? null) === type ? same : null
  }
  const sameRows =
    edited.length === english.length &&
    edited.every((r, i) => (r.blockType ?? null) === (english[i]!.blockType ?? null))
  if (sameRows) return index
  if (type) {
    const editedOfType = edited.filter((r) => r.blockType === type).length
    const englishOfType = english.flatMap((r, i) => (r.blockType === type ? [i] : []))
    if (editedOfType === 1 && englishOfType.length === 1) return englishOfType[0]!
  }
  return null
}

/**
 * The English text of the field at `path` (Payload's form path, e.g. `meta.title` or `layout.2.heading`), given the
 * English document and the rows of the edited form's lists; null when it is empty, not text, or its row is not surely
 * the same.
 */
export function englishTextAt(englishDoc: unknown, path: string, editedLists: TEditedLists): string | null {
  const segments = path.split('.')
  let cursor: unknown = englishDoc
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    if (isIndex(segment) && i > 0) {
      if (!Array.isArray(cursor)) return null
      const edited = editedLists[segments.slice(0, i).join('.')]
      if (!edited) return null
      const at = matchRow(edited, cursor.map(shapeOf), Number(segment))
      if (at === null) return null
      cursor = cursor[at]
    } else {
      cursor = record(cursor)?.[segment]
    }
  }
  return typeof cursor === 'string' && cursor.trim() !== '' ? cursor : null
}
