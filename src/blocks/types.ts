import type { Page } from '@/payload-types'

/** A block of a page's layout, as stored. */
export type TBlock = Page['layout'][number]

/** The stored shape of one block type: `Of<'hero'>`. */
export type Of<T extends TBlock['blockType']> = Extract<TBlock, { blockType: T }>
