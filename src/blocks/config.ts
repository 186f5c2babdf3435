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

/** The blocks an editor can place on a page, in the order the admin's block menu lists them. */
export const PAGE_BLOCKS = [
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
]
