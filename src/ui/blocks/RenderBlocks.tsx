import type { Page } from '@/payload-types'

import type { TProductNeed } from '@/domain/products'

import { CalculatorBlock } from '../calculators/CalculatorBlock'
import { ClaimsPaidBlock, CollectionStripBlock, NoticeBlock } from '../home/HomeBlocks'
import { ProductListBlock } from '../products/ProductList'

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
export function RenderBlocks({
  blocks,
  offset = 0,
  need = null,
}: {
  blocks: Block[]
  /** Where these blocks start in the page's layout, when a page draws its layout in parts. */
  offset?: number
  /** The plan list's need filter, on the list page. */
  need?: TProductNeed | null
}) {
  return blocks.map((block, at) => {
    const index = at + offset
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
      case 'productList':
        return <ProductListBlock key={key} block={block} need={need} />
      case 'calculator':
        return <CalculatorBlock key={key} block={block} />
      case 'claimsPaid':
        return <ClaimsPaidBlock key={key} block={block} />
      case 'collectionStrip':
        return <CollectionStripBlock key={key} block={block} />
      case 'notice':
        return <NoticeBlock key={key} block={block} />
    }
  })
}
