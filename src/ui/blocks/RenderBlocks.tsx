import type { Page } from '@/payload-types'

import { CalculatorBlock } from '../calculators/CalculatorBlock'

import {
  AccordionBlock,
  CardsBlock,
  CtaBlock,
  DocumentListBlock,
  HeroBlock,
  RichTextBlock,
  TableBlock,
} from './components'

type Block = Page['layout'][number]

/** One map from the CMS block type to its component; the first hero carries the page's h1. */
export function RenderBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'hero':
        return <HeroBlock key={key} block={block} first={index === 0} />
      case 'richText':
        return <RichTextBlock key={key} block={block} />
      case 'cards':
        return <CardsBlock key={key} block={block} aboveFold={index < 2} />
      case 'accordion':
        return <AccordionBlock key={key} block={block} />
      case 'table':
        return <TableBlock key={key} block={block} />
      case 'documentList':
        return <DocumentListBlock key={key} block={block} />
      case 'cta':
        return <CtaBlock key={key} block={block} />
      case 'calculator':
        return <CalculatorBlock key={key} block={block} />
    }
  })
}
