import 'server-only'

import {
  formatPercentage,
  sectionBlock,
  stripBlock,
  stripLimit,
  type THomeSection,
  type TStripSource,
} from '@/domain/home'
import { mediaItemPath, testimonialPath, VIDEOS_PATH } from '@/domain/media-centre'
import { toSitePath } from '@/domain/shell/media'
import type { Media, Page } from '@/payload-types'

import { getPage } from '../content'
import { getLatestPosts } from '../content/catalogue'
import { getMediaItems, getTestimonials, getVideos } from '../content/media-centre'

/**
 * The home page's sections as the content GETs of spec 7 answer them, built from the same cached reads the page
 * renders from: the home page (tag `page:/`) and the listed collections (their own tags). What the home page does
 * not show is not answered (404), so the API and the page cannot disagree.
 */

type TBlock = Page['layout'][number]
type Of<T extends TBlock['blockType']> = Extract<TBlock, { blockType: T }>

export type TImage = { url: string; alt: string; width: number | null; height: number | null } | null

export const imageOf = (value: number | Media | null | undefined): TImage =>
  value && typeof value === 'object' && value.url
    ? {
        url: toSitePath(value.url),
        alt: value.alt ?? '',
        width: value.width ?? null,
        height: value.height ?? null,
      }
    : null

const linkOf = (
  link: { label?: string | null; url?: string | null; new_tab?: boolean | null } | null | undefined,
) => (link?.label && link.url ? { label: link.label, url: link.url, new_tab: !!link.new_tab } : null)

/** The published home page, or null. */
export const homePage = () => getPage('/')

/** A cards or text block in the answer's shape: images as site paths with their alt text. */
function sectionOf(block: Of<'cards'> | Of<'richText'>) {
  if (block.blockType === 'richText') {
    return { section: block.api_section, blockType: block.blockType, content: block.content }
  }
  return {
    section: block.api_section,
    blockType: block.blockType,
    heading: block.heading ?? null,
    intro: block.intro ?? null,
    cards: (block.cards ?? []).map((card) => ({
      title: card.title,
      text: card.text ?? null,
      url: card.url ?? null,
      link_label: card.link_label ?? null,
      image: imageOf(card.image),
    })),
  }
}

/** `GET /api/v1/{section}/home-page`: the home page's block standing for the section, or null. */
export async function homeSection(section: THomeSection) {
  const page = await homePage()
  if (!page) return null
  const block = sectionBlock(page.layout, section)
  if (!block || (block.blockType !== 'cards' && block.blockType !== 'richText')) return null
  return sectionOf(block)
}

/** The items a list block shows, in the answer's shape. */
export async function stripItems(source: TStripSource, limit: number) {
  switch (source) {
    case 'testimonials':
      return (await getTestimonials()).slice(0, limit).map((item) => ({
        name: item.name,
        slug: item.slug,
        url: testimonialPath(item.slug),
        city: item.city,
        plan: item.plan,
        headline: item.headline,
        quote: item.quote,
        rating: item.rating,
        photo: imageOf(item.photo),
      }))
    case 'media':
      return (await getMediaItems()).slice(0, limit).map((item) => ({
        title: item.title,
        slug: item.slug,
        url: mediaItemPath(item.slug),
        type: item.type,
        date: item.date,
        source: item.source,
        summary: item.summary,
        image: imageOf(item.images[0]?.image),
      }))
    case 'blogs':
      return (await getLatestPosts(limit)).map((post) => ({
        title: post.title,
        url: post.path,
        excerpt: post.excerpt,
        date: post.publishedOn ?? post.updatedAt,
        author: post.authorName,
        image: imageOf(post.image),
      }))
    case 'videos':
      return (await getVideos()).slice(0, limit).map((video) => ({
        title: video.title,
        slug: video.slug,
        url: `${VIDEOS_PATH}#${video.slug}`,
        date: video.date,
        duration_seconds: video.duration_seconds,
        poster: imageOf(video.poster),
      }))
  }
}

function stripOf(block: Of<'collectionStrip'>, items: Awaited<ReturnType<typeof stripItems>>) {
  return {
    source: block.source,
    heading: block.heading,
    intro: block.intro ?? null,
    link: linkOf(block.link),
    items,
  }
}

/** `GET /api/v1/{source}/home-page`: the home page's list block for the collection with the items it shows. */
export async function homeStrip(source: TStripSource) {
  const page = await homePage()
  if (!page) return null
  const block = stripBlock(page.layout, source)
  if (!block || block.blockType !== 'collectionStrip') return null
  return stripOf(block, await stripItems(source, stripLimit(block.limit)))
}

function claimsOf(block: Of<'claimsPaid'>) {
  return {
    heading: block.heading,
    percentage: block.percentage,
    percentage_text: formatPercentage(block.percentage),
    financial_year: block.financial_year,
    basis: block.basis ?? null,
    text: block.text ?? null,
    figures: (block.figures ?? []).map((figure) => ({ value: figure.value, label: figure.label })),
    link: linkOf(block.link),
  }
}

/** `GET /api/v1/claims-paid-percentage/home-page`: the home page's claims-paid block. */
export async function homeClaimsPaid() {
  const page = await homePage()
  const block = page?.layout.find((entry): entry is Of<'claimsPaid'> => entry.blockType === 'claimsPaid')
  return block ? claimsOf(block) : null
}

/**
 * `GET /api/v1/home-page-revamp`: the whole revamped home page in render order, each block as the page draws it,
 * list blocks with their items and the claims-paid block with its formatted figure.
 */
export async function homeRevamp() {
  const page = await homePage()
  if (!page) return null
  const sections = await Promise.all(
    page.layout.map(async (block) => {
      switch (block.blockType) {
        case 'collectionStrip':
          return {
            blockType: block.blockType,
            ...stripOf(block, await stripItems(block.source, stripLimit(block.limit))),
          }
        case 'claimsPaid':
          return { blockType: block.blockType, ...claimsOf(block) }
        case 'cards':
        case 'richText':
          return { ...sectionOf(block), section: block.api_section ?? null }
        case 'hero':
          return {
            blockType: block.blockType,
            heading: block.heading,
            subheading: block.subheading ?? null,
            image: imageOf(block.image),
            cta: linkOf(block.cta),
          }
        default: {
          const { id: _id, blockName: _name, ...rest } = block
          return rest
        }
      }
    }),
  )
  return { title: page.title, path: page.path, updatedAt: page.updatedAt, sections }
}

/** The answer when the home page (or the section asked for) is not published: a 404 that says what is missing. */
export function notOnHomePage(section: string): Response {
  return Response.json(
    { status_code: 404, message: `The home page has no published '${section}' section` },
    { status: 404, headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  )
}
