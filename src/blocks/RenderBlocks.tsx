import type { TProductNeed } from '@/domain/products'

import { AccordionBlock } from './Accordion/Component'
import { CalculatorBlock } from './Calculator/Component'
import { CardsBlock } from './Cards/Component'
import { ClaimsPaidBlock } from './ClaimsPaid/Component'
import { CollectionStripBlock } from './CollectionStrip/Component'
import { CtaBlock } from './Cta/Component'
import { DocumentListBlock } from './DocumentList/Component'
import { HeroBlock, type THeroAction } from './Hero/Component'
import { NoticeBlock } from './Notice/Component'
import { ProductListBlock } from './ProductList/Component'
import { RichTextBlock } from './RichText/Component'
import { TableBlock } from './Table/Component'
import type { TBlock } from './types'

/** One map from the CMS block type to its component; the first hero carries the page's h1. */
export function RenderBlocks({
  blocks,
  offset = 0,
  need = null,
  heroAction = null,
}: {
  blocks: TBlock[]
  /** Where these blocks start in the page's layout, when a page draws its layout in parts. */
  offset?: number
  /** The plan list's need filter, on the list page. */
  need?: TProductNeed | null
  /** The page's main action for its first hero (a plan's 'Check your premium'). */
  heroAction?: THeroAction | null
}) {
  return blocks.map((block, at) => {
    const index = at + offset
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'hero':
        return (
          <HeroBlock key={key} block={block} first={index === 0} action={index === 0 ? heroAction : null} />
        )
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
