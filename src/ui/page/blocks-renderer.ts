import type React from 'react'

import type { TProductNeed } from '@/domain/products'
import type { Page } from '@/payload-types'

/**
 * How a page's blocks are drawn: src/blocks' RenderBlocks, handed in by the route. The blocks draw with the parts
 * of src/ui, so src/ui never imports a block.
 */
export type TBlocksRenderer = (props: {
  blocks: Page['layout']
  /** Where these blocks start in the page's layout, when a page draws its layout in parts. */
  offset?: number
  need?: TProductNeed | null
  heroAction?: { label: string; href: string } | null
}) => React.ReactNode
