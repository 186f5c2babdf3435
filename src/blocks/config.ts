import type { Block } from 'payload'

import { AccordionConfig } from './Accordion/config'
import { CalculatorConfig } from './Calculator/config'
import { CardsConfig } from './Cards/config'
import { ClaimsPaidConfig } from './ClaimsPaid/config'
import { CollectionStripConfig } from './CollectionStrip/config'
import { CtaConfig } from './Cta/config'
import { DocumentListConfig } from './DocumentList/config'
import { HeroConfig } from './Hero/config'
import { NoticeConfig } from './Notice/config'
import { ProductListConfig } from './ProductList/config'
import { RichTextConfig } from './RichText/config'
import { TableConfig } from './Table/config'

/** Where each block's picture in the admin's block menu is served from (public/assets/blocks/{slug}.svg). */
export const blockPictureUrl = (slug: string) => `/assets/blocks/${slug}.svg`

/**
 * The blocks an editor can place on a page, in the order the admin's block menu lists them; each shows a small
 * drawing of its layout there (decision 96).
 */
export const PAGE_BLOCKS: Block[] = [
  HeroConfig,
  RichTextConfig,
  CardsConfig,
  AccordionConfig,
  TableConfig,
  DocumentListConfig,
  CtaConfig,
  CalculatorConfig,
  ProductListConfig,
  ClaimsPaidConfig,
  CollectionStripConfig,
  NoticeConfig,
].map((block) => ({
  ...block,
  imageURL: blockPictureUrl(block.slug),
  imageAltText: `A drawing of the ${String(block.labels?.singular ?? block.slug).toLowerCase()} section`,
}))
