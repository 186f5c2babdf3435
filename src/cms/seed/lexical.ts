/**
 * A tiny builder for Lexical editor state (the JSON Payload's rich text fields store), enough for seed copy:
 * headings, paragraphs and bullet or numbered lists. Inline `**bold**` marks become bold text.
 *
 *   richText(h2('Why cover matters'), p('A term plan …'), ul(['Low premiums', 'High cover']))
 */

type TextNode = {
  type: 'text'
  text: string
  detail: 0
  format: number
  mode: 'normal'
  style: ''
  version: 1
}

type ElementBase = {
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
}

export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  children: TextNode[]
  textFormat: 0
  textStyle: ''
}
export type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3' | 'h4'; children: TextNode[] }
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: TextNode[] }
export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}

export type BlockNode = ParagraphNode | HeadingNode | ListNode

/** The shape Payload's generated types give a rich text field value. */
export type LexicalDoc = {
  root: {
    type: string
    children: { type: string; version: number; [k: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

const BOLD = 1

const element = (): ElementBase => ({ direction: 'ltr', format: '', indent: 0, version: 1 })

const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  text: value,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  version: 1,
})

/** Splits `a **b** c` into plain and bold runs; an unpaired `**` is kept as written. */
function inline(source: string): TextNode[] {
  const parts = source.split('**')
  if (parts.length % 2 === 0) return [text(source)]
  return parts.flatMap((part, index) => (part ? [text(part, index % 2 === 1 ? BOLD : 0)] : []))
}

export const p = (source: string): ParagraphNode => ({
  ...element(),
  type: 'paragraph',
  children: inline(source),
  textFormat: 0,
  textStyle: '',
})

export const h2 = (source: string): HeadingNode => ({
  ...element(),
  type: 'heading',
  tag: 'h2',
  children: inline(source),
})
export const h3 = (source: string): HeadingNode => ({
  ...element(),
  type: 'heading',
  tag: 'h3',
  children: inline(source),
})

const list = (items: string[], listType: 'bullet' | 'number'): ListNode => ({
  ...element(),
  type: 'list',
  listType,
  start: 1,
  tag: listType === 'bullet' ? 'ul' : 'ol',
  children: items.map((item, index) => ({
    ...element(),
    type: 'listitem',
    value: index + 1,
    children: inline(item),
  })),
})

export const ul = (items: string[]): ListNode => list(items, 'bullet')
export const ol = (items: string[]): ListNode => list(items, 'number')

/** Wraps block nodes in a root; plain strings become paragraphs. */
export function richText(...blocks: (BlockNode | string)[]): LexicalDoc {
  return {
    root: {
      type: 'root',
      children: blocks.map((block) => (typeof block === 'string' ? p(block) : block)),
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}
