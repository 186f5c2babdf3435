import { readdirSync } from 'node:fs'
import path from 'node:path'

import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'
import { toWords } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_BLOCKS } from '@/blocks/config'

import { ROW_LABEL_COMPONENT } from './components/row-label'
import { ADMIN_GROUP_NAMES } from './groups'

/**
 * The admin speaks the editors' language: every field an editor sees has a label in plain English, in sentence case,
 * never the field's stored name turned into words ('Brand_name', 'Ga Head Code'); lists name their rows; every
 * collection and global sits in one of the six groups; every page block's row shows its type and heading.
 */

/** Capitalised words allowed inside a sentence-case label: names, not ordinary words. */
const PROPER_NOUNS = new Set([
  'Aadhaar',
  // Google Analytics, Google Tag Manager: the products' names.
  'Analytics',
  'App',
  'Bima',
  'Bharosa',
  // Languages' names.
  'English',
  'Google',
  'Hindi',
  'India',
  'Manager',
  'Play',
  'Razorpay',
  'Store',
  'Tag',
  'Twitter',
  'WebM',
  'WhatsApp',
  'YouTube',
])

/** Why a label or option text is not what an editor should read, or null when it is fine. */
function labelProblem(text: string, name?: string): string | null {
  if (!text.trim()) return 'is empty'
  if (text.includes('_')) return 'has an underscore'
  // e-NACH and e-KYC are names, and start as such.
  if (!/^(e-)?[A-Z0-9₹]/.test(text)) return 'does not start with a capital letter'
  // A name of more than one plain word (snake_case or camelCase) turned into words is what Payload shows by default.
  if (name && !/^[a-z]+$/.test(name) && text === toWords(name)) return 'is the stored name turned into words'
  // The sentence starts at its first word (after a status code such as '301'); a quoted word is a text on screen.
  const words = text.split(/\s+/)
  const first = words.findIndex((word) => /[A-Za-z]/.test(word))
  const capitalised = words
    .slice(first + 1)
    .filter((word) => !/^["'‘“]/.test(word))
    .map((word) => word.replace(/^[(]+|[)"'’”.,:;?!]+$/g, ''))
    .filter((word) => /^[A-Z][a-z]/.test(word) && !PROPER_NOUNS.has(word))
  if (capitalised.length > 0) return `is not in sentence case (${capitalised.join(', ')})`
  return null
}

type TEntity = { kind: string; slug: string; fields: Field[] }

/** Every field, with the path of names that leads to it (for the failure message). */
function* walk(fields: Field[], trail: string): Generator<{ field: Field; at: string }> {
  for (const field of fields) {
    const at = 'name' in field && field.name ? `${trail}.${field.name}` : trail
    yield { field, at }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabAt = 'name' in tab && tab.name ? `${trail}.${tab.name}` : trail
        yield* walk(tab.fields, tabAt)
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) yield* walk(block.fields, `${at}.${block.slug}`)
    } else if ('fields' in field) {
      yield* walk(field.fields, at)
    }
  }
}

function problemsOf(entity: TEntity): string[] {
  const problems: string[] = []
  for (const { field, at } of walk(entity.fields, `${entity.kind} ${entity.slug}`)) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const label = tab.label
        if (typeof label !== 'string') problems.push(`${at}: a tab has no label`)
        else {
          const problem = labelProblem(label, 'name' in tab ? tab.name : undefined)
          if (problem) problems.push(`${at}: tab '${label}' ${problem}`)
        }
      }
      continue
    }
    if (!('name' in field) || !field.name || field.type === 'ui') continue

    const hidden = field.admin?.hidden === true
    if (field.label === false) {
      // No label of its own: a field nobody sees, or a group whose tab or collapsible already names it.
      if (!hidden && field.type !== 'group') problems.push(`${at}: label false on a field editors see`)
    } else if (typeof field.label !== 'string') {
      problems.push(`${at}: no label`)
    } else {
      const problem = labelProblem(field.label, field.name)
      if (problem) problems.push(`${at}: label '${field.label}' ${problem}`)
    }

    if (field.type === 'array') {
      const { singular, plural } = field.labels ?? {}
      if (typeof singular !== 'string' || typeof plural !== 'string') {
        problems.push(`${at}: an array without labels { singular, plural }`)
      } else {
        for (const label of [singular, plural]) {
          const problem = labelProblem(label)
          if (problem) problems.push(`${at}: row label '${label}' ${problem}`)
        }
      }
    }

    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        const text = typeof option === 'string' ? option : option.label
        if (typeof text !== 'string') continue
        const problem = labelProblem(text)
        if (problem) problems.push(`${at}: option '${text}' ${problem}`)
      }
    }
  }
  return problems
}

const here = __dirname
const folders = (dir: string) =>
  readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const isCollection = (value: unknown): value is CollectionConfig =>
  !!value && typeof value === 'object' && 'slug' in value && 'fields' in value && !('label' in value)
const isGlobal = (value: unknown): value is GlobalConfig =>
  !!value && typeof value === 'object' && 'slug' in value && 'fields' in value

const collections: CollectionConfig[] = []
const globals: GlobalConfig[] = []

beforeAll(async () => {
  for (const folder of folders('collections')) {
    const loaded = (await import(`./collections/${folder}/index.ts`)) as Record<string, unknown>
    // The pages collection is made with its blocks (`pagesCollection(PAGE_BLOCKS)` in payload.config.ts).
    const made = Object.values(loaded).map((value) =>
      typeof value === 'function' && value.name === 'pagesCollection'
        ? (value as (blocks: Block[]) => CollectionConfig)(PAGE_BLOCKS)
        : value,
    )
    collections.push(...made.filter(isCollection))
  }
  for (const folder of folders('globals')) {
    const loaded = (await import(`./globals/${folder}/index.ts`)) as Record<string, unknown>
    globals.push(...Object.values(loaded).filter(isGlobal))
  }
})

describe('the admin in plain words', () => {
  it('finds one collection in each collection folder and one global in each global folder', () => {
    expect(collections).toHaveLength(folders('collections').length)
    expect(globals).toHaveLength(folders('globals').length)
  })

  it('labels every field of every collection', () => {
    expect(collections.flatMap((config) => problemsOf({ kind: 'collection', ...config }))).toEqual([])
  })

  it('labels every field of every global', () => {
    expect(globals.flatMap((config) => problemsOf({ kind: 'global', ...config }))).toEqual([])
  })

  it('labels every field of every page block', () => {
    expect(PAGE_BLOCKS.flatMap((block) => problemsOf({ kind: 'block', ...block }))).toEqual([])
  })

  it('names every collection and global, one and many', () => {
    const unnamed = [
      ...collections
        .filter(
          (config) =>
            typeof config.labels?.singular !== 'string' || typeof config.labels?.plural !== 'string',
        )
        .map((config) => config.slug),
      ...globals.filter((config) => typeof config.label !== 'string').map((config) => config.slug),
    ]
    expect(unnamed).toEqual([])
  })

  it('puts every collection and global in one of the six groups', () => {
    const misplaced = [...collections, ...globals]
      .filter((config) => !ADMIN_GROUP_NAMES.includes(config.admin?.group as never))
      .map((config) => `${config.slug}: ${String(config.admin?.group)}`)
    expect(misplaced).toEqual([])
  })

  it.each(PAGE_BLOCKS.map((block): [string, Block] => [block.slug, block]))(
    'titles each %s row with its type and heading',
    (_slug, block) => {
      const label = block.admin?.components?.Label
      expect(label).toMatchObject({ path: ROW_LABEL_COMPONENT })
      const { type } = (label as { clientProps: { type: string } }).clientProps
      expect(type).toBe(block.labels?.singular)
    },
  )
})

describe('the label rule', () => {
  it('refuses what Payload would show for a stored name, and what is not sentence case', () => {
    expect(labelProblem('Brand_name', 'brand_name')).toBe('has an underscore')
    expect(labelProblem('Policy Number', 'policyNumber')).toBe('is the stored name turned into words')
    expect(labelProblem('Head Office Code', 'ga_head_code')).toMatch(/sentence case/)
    expect(labelProblem('status', 'status')).toMatch(/capital/)
    expect(labelProblem('Life Insurance')).toMatch(/sentence case \(Insurance\)/)
  })

  it('accepts plain sentence-case words, acronyms and names', () => {
    expect(labelProblem('Brand name', 'brand_name')).toBeNull()
    expect(labelProblem('Head office code (GA)', 'ga_head_code')).toBeNull()
    expect(labelProblem('Status', 'status')).toBeNull()
    expect(labelProblem('YouTube video id (UIN, PAN)', 'youtube_id')).toBeNull()
    expect(labelProblem('301 Moved permanently')).toBeNull()
    expect(labelProblem('Show a "New" badge', 'is_new')).toBeNull()
    expect(labelProblem('e-NACH')).toBeNull()
  })

  it('finds a field without a label deep inside tabs, arrays and groups', () => {
    const fields: Field[] = [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Menus',
            fields: [
              {
                name: 'menu',
                label: 'Menu',
                type: 'array',
                labels: { singular: 'Item', plural: 'Items' },
                fields: [
                  { name: 'link', label: 'Link', type: 'group', fields: [{ name: 'url', type: 'text' }] },
                ],
              },
            ],
          },
        ],
      },
    ]
    expect(problemsOf({ kind: 'global', slug: 'x', fields })).toEqual(['global x.menu.link.url: no label'])
  })
})
