import { isPostPath } from '../blog'
import { isCalculatorKind } from '../calculators/catalogue'
import { isPlanPath, isWithdrawnPlanPath, PRODUCT_NEEDS } from '../products'
import shell from '../i18n/en/shell.json' with { type: 'json' }
import { foldText } from './language'
import type { TSearchType } from '.'

/**
 * What the site's search finds: one document per plan, plan list, calculator, page, question and post of the
 * published pages, built from the pages alone (pure: the server passes them in, the tests pass the seed's).
 */

/** What a document is: a plan list, a plan, a calculator, a page or screen, a question, a withdrawn plan, a post. */
export const SEARCH_KINDS = ['plans', 'plan', 'calculator', 'page', 'faq', 'withdrawn', 'post'] as const
export type TSearchKind = (typeof SEARCH_KINDS)[number]

/**
 * The groups results are shown in, in this order: products and tools first. Spec 2.3's three labels keep their
 * order ('Life insurance Plans', 'Withdrawn Plans', 'Blogs'); the kinds the spec's search did not have sit
 * between them.
 */
export const RESULT_GROUPS = [
  { key: 'plans', kinds: ['plans', 'plan'] },
  { key: 'tools', kinds: ['calculator'] },
  { key: 'help', kinds: ['page'] },
  { key: 'questions', kinds: ['faq'] },
  { key: 'withdrawn', kinds: ['withdrawn'] },
  { key: 'blogs', kinds: ['post'] },
] as const satisfies readonly { key: string; kinds: readonly TSearchKind[] }[]
export type TResultGroupKey = (typeof RESULT_GROUPS)[number]['key']

export const resultGroupOf = (kind: TSearchKind): TResultGroupKey =>
  RESULT_GROUPS.find((group) => (group.kinds as readonly TSearchKind[]).includes(kind))!.key
export const resultGroupRank = (kind: TSearchKind) =>
  RESULT_GROUPS.findIndex((group) => (group.kinds as readonly TSearchKind[]).includes(kind))

export type TSearchDoc = {
  /** Unique: the link, with the question's number for a question. */
  id: string
  kind: TSearchKind
  /** The spec 3 type, for the kinds the spec names (plans, withdrawn plans, blogs). */
  type: TSearchType | null
  title: string
  link: string
  /** Words a visitor may search by that the title does not say: the page's own title line, its address, tags. */
  keywords: string
  /** The summary shown under the title (meta description, excerpt, a question's answer). */
  summary: string
  /** The page's other text, searched with less weight. */
  body: string
  /** Pages found with this one (a kind of plan brings the calculator that sizes it). */
  related?: readonly string[]
}

/** The calculator that sizes each kind of plan: found with the kind's list of plans. */
export const NEED_TOOLS: Partial<Record<string, readonly string[]>> = {
  term: ['/hlv-calculator'],
  savings: ['/savings-planner'],
  retirement: ['/retirement-calculator'],
  child: ['/child-growth-planner'],
}

/** A screen of the site's own (not a CMS page): a service journey, a finder, a list. */
export type TSiteScreen = { title: string; link: string; summary: string; keywords: string }

/** The site's own screens a visitor may search for by what they do (texts in shell.json, search.screens). */
export const SITE_SCREENS: readonly TSiteScreen[] = Object.values(shell.search.screens)

/** The part of a page the search reads (a Payload page, or the seed's page, fits it). */
export interface ISearchSourcePage {
  path: string
  title: string
  partner_one?: boolean | null
  meta?: { title?: string | null; description?: string | null } | null
  product?: { need?: string | null } | null
  post?: { excerpt?: string | null; tags?: readonly (string | { tag?: string | null })[] | null } | null
  layout?: readonly ({ blockType: string } & Record<string, unknown>)[] | null
}

/** Pages that are not worth finding: the home page (the logo goes there) and the search page itself. */
const SKIPPED = new Set(['/', '/search'])
const BODY_LIMIT = 3_000
/** Keys of a block whose text is the page's text (a card's title, a table's caption…). */
const TEXT_KEYS = new Set([
  'heading',
  'subheading',
  'intro',
  'text',
  'title',
  'caption',
  'description',
  'value',
])

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The text of a Lexical document (paragraphs, headings, lists, links), words separated by spaces. */
export function richTextOf(doc: unknown): string {
  const parts: string[] = []
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) for (const child of children) visit(child, depth + 1)
  }
  visit(doc && typeof doc === 'object' ? (doc as { root?: unknown }).root : null, 0)
  return parts.join(' ')
}

/** The text of a block's fields, in order: strings under TEXT_KEYS, rich text, and the same in nested rows. */
function blockText(value: unknown, depth = 0): string[] {
  if (!value || typeof value !== 'object' || depth > 6) return []
  if ('root' in value) return [richTextOf(value)]
  const parts: string[] = []
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      if (TEXT_KEYS.has(key)) parts.push(item)
    } else if (Array.isArray(item)) for (const row of item) parts.push(...blockText(row, depth + 1))
    else if (item && typeof item === 'object') parts.push(...blockText(item, depth + 1))
  }
  return parts
}

/** "Sahyog Smart Term: Term Insurance Plan up to Age 85 | Sahyog Life" → the part before the site's name. */
const ownTitleLine = (metaTitle: string) => metaTitle.split('|')[0]!.trim()
/** An address's words: "/hlv-calculator" → "hlv calculator". */
const pathWords = (path: string) => path.split(/[/?=&-]+/).join(' ')
const tagText = (tags: NonNullable<ISearchSourcePage['post']>['tags']) =>
  (tags ?? []).map((tag) => (typeof tag === 'string' ? tag : (tag.tag ?? ''))).join(' ')

function kindOf(page: ISearchSourcePage): TSearchKind {
  if (page.path === '/life-insurance' || page.path === '/group-life-insurance') return 'plans'
  if (isWithdrawnPlanPath(page.path) || page.path === '/legal/withdrawn-plan') return 'withdrawn'
  if (isPlanPath(page.path)) return 'plan'
  if (isPostPath(page.path)) return 'post'
  const calculator = page.layout?.some(
    (block) => block.blockType === 'calculator' && isCalculatorKind(block.calculator),
  )
  return calculator ? 'calculator' : 'page'
}

const TYPES: Partial<Record<TSearchKind, (path: string) => TSearchType>> = {
  plan: () => 'product_page',
  plans: () => 'parent_product_page',
  withdrawn: (path) => (path === '/legal/withdrawn-plan' ? 'withdrawn_list_page' : 'withdrawn_detail_page'),
  post: () => 'blog',
}

/**
 * The search's documents for the published pages: each page once (its questions apart, each on its own, linking
 * to the page), and a list per need that has a plan ("Term plans", `/life-insurance?need=term`). Partner pages,
 * the home page and empty titles are left out; a question asked on several pages is kept on the first.
 */
export function searchDocuments(
  pages: readonly ISearchSourcePage[],
  screens: readonly TSiteScreen[] = SITE_SCREENS,
): TSearchDoc[] {
  const docs: TSearchDoc[] = []
  for (const screen of screens)
    docs.push({
      id: screen.link,
      kind: 'page',
      type: null,
      title: screen.title,
      link: screen.link,
      keywords: `${screen.keywords} ${pathWords(screen.link)}`,
      summary: screen.summary,
      body: '',
    })
  const questions = new Set<string>()
  const needs = new Set<string>()
  const ordered = [...pages].sort((a, b) => a.path.localeCompare(b.path))
  for (const page of ordered) {
    const title = str(page.title)
    if (page.partner_one || SKIPPED.has(page.path) || !title) continue
    const kind = kindOf(page)
    if (kind === 'plan' && page.product?.need && page.path.startsWith('/life-insurance/'))
      needs.add(page.product.need)
    const layout = page.layout ?? []
    const body = layout
      .filter((block) => block.blockType !== 'accordion')
      .flatMap((block) => blockText(block))
      .join(' ')
      .replace(/\s+/g, ' ')
      .slice(0, BODY_LIMIT)
    const needLabel = PRODUCT_NEEDS.find((need) => need.value === page.product?.need)?.label ?? ''
    docs.push({
      id: page.path,
      kind,
      type: TYPES[kind]?.(page.path) ?? null,
      title,
      link: page.path,
      keywords: [
        ownTitleLine(str(page.meta?.title)),
        pathWords(page.path),
        needLabel,
        tagText(page.post?.tags),
        kind === 'calculator' ? 'calculator' : '',
      ]
        .filter(Boolean)
        .join(' '),
      summary: str(page.post?.excerpt) || str(page.meta?.description),
      body,
    })
    let number = 0
    for (const block of layout) {
      if (block.blockType !== 'accordion' || !Array.isArray(block.items)) continue
      for (const item of block.items as Record<string, unknown>[]) {
        const question = str(item?.question)
        const answer = str(item?.answer)
        const key = foldText(question)
        number += 1
        if (!question || !answer || questions.has(key)) continue
        questions.add(key)
        docs.push({
          id: `${page.path}#${number}`,
          kind: 'faq',
          type: null,
          title: question,
          link: page.path,
          keywords: title,
          summary: answer,
          body: '',
        })
      }
    }
  }
  for (const need of PRODUCT_NEEDS) {
    if (!needs.has(need.value)) continue
    const texts = shell.search.needs[need.value]
    docs.push({
      id: `/life-insurance?need=${need.value}`,
      kind: 'plans',
      type: 'parent_product_page',
      title: texts.title,
      link: `/life-insurance?need=${need.value}`,
      keywords: `${need.label} life insurance plans`,
      summary: texts.summary,
      body: '',
      related: NEED_TOOLS[need.value]?.filter((link) => docs.some((doc) => doc.link === link)),
    })
  }
  return docs
}
