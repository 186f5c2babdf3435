/**
 * The home page's editable sections and the content GETs of spec 7 that answer from them. A cards or text block
 * on the home page names the section it stands for (`api_section`); the list blocks (`collectionStrip`) name the
 * collection they show. Framework-free: the CMS blocks take their options from here, the API routes their keys.
 */

/** Sections a cards or text block can stand for, each answered by `GET /api/v1/{section}/home-page`. */
export const HOME_SECTIONS = ['buy-plan', 'calculator', 'about-insurance', 'about-sahyog-life'] as const
export type THomeSection = (typeof HOME_SECTIONS)[number]

export const HOME_SECTION_LABELS: Record<THomeSection, string> = {
  'buy-plan': 'Product highlights (buy-plan)',
  calculator: 'Calculators strip (calculator)',
  'about-insurance': 'About life insurance (about-insurance)',
  'about-sahyog-life': 'About the company (about-sahyog-life)',
}

/** Collections a list block can show; each is answered by `GET /api/v1/{source}/home-page`. */
export const STRIP_SOURCES = ['testimonials', 'media', 'blogs', 'videos'] as const
export type TStripSource = (typeof STRIP_SOURCES)[number]

export const STRIP_SOURCE_LABELS: Record<TStripSource, string> = {
  testimonials: 'Customer testimonials',
  media: 'Media centre (press releases, news, awards)',
  blogs: 'Latest blog posts',
  videos: 'Videos',
}

export const STRIP_LIMIT = { min: 1, max: 12, default: 3 } as const

/** A list block's item count within its bounds (an editor's odd value never breaks the page). */
export function stripLimit(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return STRIP_LIMIT.default
  return Math.min(STRIP_LIMIT.max, Math.max(STRIP_LIMIT.min, Math.round(value)))
}

type TBlockLike = { blockType: string; api_section?: string | null; source?: string | null }

/** The first block of a layout that stands for a section, or null when the editor removed it. */
export function sectionBlock<T extends TBlockLike>(layout: readonly T[], section: THomeSection): T | null {
  return layout.find((block) => block.api_section === section) ?? null
}

/** The first list block showing a collection, or null. */
export function stripBlock<T extends TBlockLike>(layout: readonly T[], source: TStripSource): T | null {
  return layout.find((block) => block.blockType === 'collectionStrip' && block.source === source) ?? null
}

/** A claims-paid figure as shown: two decimals at most, trailing zeros dropped; null outside 0 to 100. */
export function formatPercentage(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null
  return `${Number(value.toFixed(2)).toString()}%`
}
