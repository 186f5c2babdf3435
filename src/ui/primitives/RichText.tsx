import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** CMS rich text rendered to React elements: no raw HTML is ever injected. */
export function RichText({ data, className = 'prose-site' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} />
}
