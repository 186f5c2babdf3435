import type { Block, Field } from 'payload'

import { CALCULATOR_KINDS, CALCULATOR_NAMES } from '@/domain/calculators/catalogue'
import {
  HOME_SECTION_LABELS,
  HOME_SECTIONS,
  STRIP_LIMIT,
  STRIP_SOURCE_LABELS,
  STRIP_SOURCES,
} from '@/domain/home'

import { linkGroup, urlField } from '../fields'

/** Marks a home-page block as the section a content GET of spec 7 answers (`/api/v1/{section}/home-page`). */
const apiSection: Field = {
  name: 'api_section',
  label: 'Home-page API section',
  type: 'select',
  options: HOME_SECTIONS.map((value) => ({ label: HOME_SECTION_LABELS[value], value })),
  admin: {
    description:
      'On the home page only: the content API answers this block under /api/v1/{section}/home-page. Leave empty elsewhere.',
  },
}

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Text' },
  fields: [{ name: 'content', type: 'richText', required: true }, apiSection],
}

export const HeroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkGroup('cta', 'Call to action', false),
  ],
}

export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        urlField('url', { required: false }),
        { name: 'link_label', type: 'text', defaultValue: 'Know more' },
      ],
    },
    apiSection,
  ],
}

export const AccordionBlock: Block = {
  slug: 'accordion',
  labels: { singular: 'FAQ / accordion', plural: 'FAQs / accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'faq_schema',
      label: 'Publish as FAQ structured data',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}

export const TableBlock: Block = {
  slug: 'table',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'caption',
      type: 'text',
      required: true,
      admin: { description: 'Describes the table for screen readers.' },
    },
    { name: 'columns', type: 'array', minRows: 1, fields: [{ name: 'label', type: 'text', required: true }] },
    {
      name: 'rows',
      type: 'array',
      fields: [{ name: 'cells', type: 'array', fields: [{ name: 'value', type: 'text' }] }],
    },
  ],
}

export const DocumentListBlock: Block = {
  slug: 'documentList',
  labels: { singular: 'Document list', plural: 'Document lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'documents',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'period', type: 'text', admin: { description: 'For example FY 2025-26 Q2.' } },
      ],
    },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkGroup('primary', 'Main button'),
    linkGroup('secondary', 'Second button', false),
  ],
}

/** One of the calculators of src/domain/calculators, drawn by its client component (src/ui/calculators). */
export const CalculatorBlock: Block = {
  slug: 'calculator',
  labels: { singular: 'Calculator', plural: 'Calculators' },
  fields: [
    {
      name: 'calculator',
      type: 'select',
      required: true,
      options: CALCULATOR_KINDS.map((kind) => ({ label: CALCULATOR_NAMES[kind], value: kind })),
    },
    { name: 'heading', type: 'text', admin: { description: "Optional; the calculator's name when empty." } },
  ],
}

/**
 * A list of plans drawn from the pages' product details (src/ui/products): the plans on sale with the need filter
 * (its chips link to /life-insurance?need=…), the group plans, or the withdrawn plans with their dates.
 */
export const ProductListBlock: Block = {
  slug: 'productList',
  labels: { singular: 'Plan list', plural: 'Plan lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'show',
      type: 'select',
      required: true,
      defaultValue: 'on_sale',
      options: [
        { label: 'Individual plans on sale, with the need filter', value: 'on_sale' },
        { label: 'Group plans', value: 'group' },
        { label: 'Withdrawn plans, with their dates', value: 'withdrawn' },
      ],
    },
  ],
}

/** The claims-paid figure of the home page (spec 7 claims-paid-percentage/home-page). */
export const ClaimsPaidBlock: Block = {
  slug: 'claimsPaid',
  labels: { singular: 'Claims paid', plural: 'Claims paid' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'percentage',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: 'For example 98.6', step: 0.01 },
        },
        {
          name: 'financial_year',
          type: 'text',
          required: true,
          admin: { description: 'For example FY 2024-25' },
        },
      ],
    },
    {
      name: 'basis',
      type: 'text',
      admin: { description: 'What the figure counts, e.g. individual death claims, by number.' },
    },
    { name: 'text', type: 'textarea' },
    {
      name: 'figures',
      label: 'Supporting figures',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    linkGroup('link', 'Link', false),
  ],
}

/**
 * A list of collection items (testimonials, media-centre items, blog posts, videos), read when the page renders,
 * so an editor's change to an item shows at once.
 */
export const CollectionStripBlock: Block = {
  slug: 'collectionStrip',
  labels: { singular: 'List of testimonials, media, posts or videos', plural: 'Lists' },
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      options: STRIP_SOURCES.map((value) => ({ label: STRIP_SOURCE_LABELS[value], value })),
    },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'limit',
      label: 'How many items',
      type: 'number',
      min: STRIP_LIMIT.min,
      max: STRIP_LIMIT.max,
      defaultValue: STRIP_LIMIT.default,
    },
    linkGroup('link', 'See-all link', false),
  ],
}

/** A notice to visitors, such as the regulator's warning about spurious calls. */
export const NoticeBlock: Block = {
  slug: 'notice',
  labels: { singular: 'Notice', plural: 'Notices' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'points', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'warning',
      options: [
        { label: 'Warning', value: 'warning' },
        { label: 'Information', value: 'info' },
      ],
    },
  ],
}

export const PAGE_BLOCKS = [
  HeroBlock,
  RichTextBlock,
  CardsBlock,
  AccordionBlock,
  TableBlock,
  DocumentListBlock,
  CtaBlock,
  CalculatorBlock,
  ProductListBlock,
  ClaimsPaidBlock,
  CollectionStripBlock,
  NoticeBlock,
]
