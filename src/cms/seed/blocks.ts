/** Small builders for the page blocks of src/cms/blocks, so page files read as content rather than JSON. */
import { type BlockNode, richText } from './lexical'
import type { BlockOf } from './types'

type Link = { label: string; url: string; new_tab?: boolean }

export const hero = (
  heading: string,
  subheading: string,
  options: { image?: number; cta?: Link } = {},
): BlockOf<'hero'> => ({
  blockType: 'hero',
  heading,
  subheading,
  image: options.image ?? null,
  cta: options.cta ? { new_tab: false, ...options.cta } : undefined,
})

export const text = (...content: (BlockNode | string)[]): BlockOf<'richText'> => ({
  blockType: 'richText',
  content: richText(...content),
})

export type Card = { title: string; text: string; url?: string; image?: number; link_label?: string }

export const cards = (heading: string, intro: string, items: Card[]): BlockOf<'cards'> => ({
  blockType: 'cards',
  heading,
  intro,
  cards: items.map((item) => ({
    title: item.title,
    text: item.text,
    url: item.url ?? null,
    image: item.image ?? null,
    link_label: item.link_label ?? 'Know more',
  })),
})

export const accordion = (
  heading: string,
  items: [question: string, answer: string][],
  faqSchema = true,
): BlockOf<'accordion'> => ({
  blockType: 'accordion',
  heading,
  items: items.map(([question, answer]) => ({ question, answer })),
  faq_schema: faqSchema,
})

export const table = (
  heading: string,
  caption: string,
  columns: string[],
  rows: string[][],
): BlockOf<'table'> => ({
  blockType: 'table',
  heading,
  caption,
  columns: columns.map((label) => ({ label })),
  rows: rows.map((cells) => ({ cells: cells.map((value) => ({ value })) })),
})

export const documents = (
  heading: string,
  items: { title: string; file: number; period?: string }[],
): BlockOf<'documentList'> => ({
  blockType: 'documentList',
  heading,
  documents: items.map((item) => ({ title: item.title, file: item.file, period: item.period ?? null })),
})

export const cta = (heading: string, textValue: string, primary: Link, secondary?: Link): BlockOf<'cta'> => ({
  blockType: 'cta',
  heading,
  text: textValue,
  primary: { new_tab: false, ...primary },
  secondary: secondary ? { new_tab: false, ...secondary } : undefined,
})

export const calculator = (
  kind: BlockOf<'calculator'>['calculator'],
  heading?: string,
): BlockOf<'calculator'> => ({ blockType: 'calculator', calculator: kind, heading: heading ?? null })

export const productList = (
  heading: string,
  intro: string,
  show: BlockOf<'productList'>['show'],
): BlockOf<'productList'> => ({ blockType: 'productList', heading, intro, show })
