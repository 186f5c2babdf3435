import type {
  ArrayFieldValidation,
  CollectionConfig,
  NumberField,
  NumberFieldSingleValidation,
  RelationshipFieldSingleValidation,
  TextFieldSingleValidation,
} from 'payload'
import {
  array as arrayRows,
  number as numberValue,
  relationship as relationshipValue,
  text as textValue,
} from 'payload/shared'

import { QUESTIONNAIRE_MAX, questionKeyProblem } from '@/domain/proposals'

import { PAYOUT_LABELS, PAYOUTS, QUOTE_TABLE_BOUNDS, RIDER_LABELS, RIDERS } from '@/domain/quotes'
import { TAGS } from '@/server/cache/tags'

import { isEditor, isStaff } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'
import { QUESTION_ROW_LABEL_COMPONENT, RATE_ROW_LABEL_COMPONENT } from './row-label'
import { firstTableProblem } from './validation'

export const QUOTE_TABLES_SLUG = 'quote-tables'

/** The outer bounds every table keeps (checkQuoteTable checks them too): said beside the field that breaks one. */
const BOUNDS = QUOTE_TABLE_BOUNDS
const ENTRY_AGES = { min: BOUNDS.entryAge.min, max: BOUNDS.entryAge.max }
const POLICY_TERMS = { min: BOUNDS.policyTerm.min, max: BOUNDS.policyTerm.max }

/** Payload's own number check (required, min, max), then a whole number. */
const wholeNumber: NumberFieldSingleValidation = (value, options) => {
  const checked = numberValue(value, options)
  if (checked !== true) return checked
  return value === null || value === undefined || Number.isInteger(value) || 'A whole number, please'
}

type TNumberOptions = Omit<NumberField, 'type' | 'name' | 'label' | 'hasMany'> & { whole?: boolean }

/** A required number of the table, as one cell of an admin row. */
const numberField = (
  name: string,
  label: string,
  description: string | null,
  options: TNumberOptions = {},
): NumberField => {
  const { whole = true, admin, ...rest } = options
  return {
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    ...(whole ? { validate: wholeNumber } : {}),
    ...rest,
    admin: { ...(description ? { description } : {}), ...admin },
  } as NumberField
}

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const { id, value: inner } = value as { id?: unknown; value?: unknown }
    return idOf(inner ?? id)
  }
  return null
}

/** Payload's own relationship check, then one table per plan (said beside the field, before the index refuses). */
const onePerPlan: RelationshipFieldSingleValidation = async (value, options) => {
  const checked = await relationshipValue(value, options)
  if (checked !== true) return checked
  const plan = idOf(value)
  if (plan === null) return true
  const { totalDocs } = await options.req.payload.count({
    collection: QUOTE_TABLES_SLUG,
    where: {
      and: [
        { plan: { equals: plan } },
        ...(options.id === undefined ? [] : [{ id: { not_equals: options.id } }]),
      ],
    },
    overrideAccess: true,
    req: options.req,
  })
  return totalDocs === 0 || 'This plan has a rate table already: change the rates in that one'
}

/**
 * The rates rows are checked as a table once every rule and row is filled in: the rows must cover each entry age
 * and policy term the rules allow, exactly once, and the rules must agree with each other (checkQuoteTable). The
 * first problem shows beside the rates, in the form as the editor types and again when the table is saved, which
 * the admin and the API then refuse.
 */
const validateRates: ArrayFieldValidation = (value, options) => {
  const rows = arrayRows(value, options)
  if (rows !== true) return rows
  return firstTableProblem(options.data, value) ?? true
}

/** Payload's own text check, then a key of lowercase letters and underscores, once in the plan's questionnaire. */
const questionKey: TextFieldSingleValidation = (value, options) => {
  const checked = textValue(value, options)
  if (checked !== true) return checked
  const rows = (options.data as { questionnaire?: { key?: unknown }[] } | undefined)?.questionnaire ?? []
  const same = rows.filter((row) => row?.key === value).length
  return questionKeyProblem(same > 1 ? [value, value] : [value]) ?? true
}

/**
 * A plan's premium rate table: the rates of the quote journey on the plan's page, per ₹1,000 of sum assured, with
 * the rules a quote must keep (entry ages, terms, sums assured, income) and the factors applied to the rate. One
 * table per plan. Editors keep it; the site reads it through the local API, so visitors never read the collection.
 * GST is not kept here: it is the law's, dated rules in `src/domain/tax` by the plan's type code (decision 80).
 */
export const QuoteTables: CollectionConfig = {
  slug: QUOTE_TABLES_SLUG,
  labels: { singular: 'Premium rate table', plural: 'Premium rate tables' },
  admin: {
    group: ADMIN_GROUPS.products,
    useAsTitle: 'planName',
    defaultColumns: ['planName', 'entry_age_min', 'entry_age_max', 'sum_assured_min', 'maturity_benefit'],
    description:
      'The rates and rules behind the quote on a plan’s page, one table per plan. Rates are ₹ a year per ₹1,000 of sum assured.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateCollection(() => [TAGS.quotes])],
    afterDelete: [revalidateCollectionDelete(() => [TAGS.quotes])],
  },
  fields: [
    {
      name: 'plan',
      label: 'Plan',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      unique: true,
      maxDepth: 1,
      validate: onePerPlan,
      filterOptions: { path: { like: '/life-insurance/' } },
      admin: {
        description:
          'The plan page (/life-insurance/…) whose quote form uses this table; its name, UIN and product type code come from the page.',
      },
    },
    {
      // Read through the plan on every read; nothing is stored (Payload's virtual path field).
      name: 'planName',
      label: 'Plan name',
      type: 'text',
      virtual: 'plan.title',
      admin: { readOnly: true, position: 'sidebar', description: 'The plan page’s title, for lists.' },
    },
    {
      type: 'collapsible',
      label: 'Who may buy, and for how much',
      fields: [
        {
          type: 'row',
          fields: [
            numberField(
              'entry_age_min',
              'Entry age, minimum (years)',
              `Age last birthday on the day of the quote; ${ENTRY_AGES.min} at the least.`,
              { ...ENTRY_AGES },
            ),
            numberField(
              'entry_age_max',
              'Entry age, maximum (years)',
              `The oldest age at which the plan is sold; ${ENTRY_AGES.max} at the most.`,
              { ...ENTRY_AGES },
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            numberField(
              'term_min',
              'Policy term, minimum (years)',
              `The shortest policy term a visitor may choose; ${POLICY_TERMS.min} at the least.`,
              { ...POLICY_TERMS },
            ),
            numberField(
              'term_max',
              'Policy term, maximum (years)',
              `The longest policy term a visitor may choose; ${POLICY_TERMS.max} at the most.`,
              { ...POLICY_TERMS },
            ),
            numberField(
              'cover_till_age_max',
              'Cover till age, maximum',
              'The oldest age cover may run to (the plan’s maturity age, e.g. 85): visitors choose the age their cover ends.',
              { max: BOUNDS.coverTillAge.max, defaultValue: 85 },
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'single_pay',
              label: 'Single pay',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'One premium at the start.' },
            },
            {
              name: 'regular_pay',
              label: 'Regular pay',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Premiums for the whole policy term.' },
            },
            {
              name: 'limited_pay_years',
              label: 'Limited paying terms (years)',
              type: 'number',
              hasMany: true,
              min: 2,
              max: BOUNDS.policyTerm.max,
              admin: { description: 'E.g. 5, 10 and 15: offered when shorter than the chosen policy term.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            numberField(
              'sum_assured_min',
              'Sum assured, minimum (₹)',
              'In rupees, e.g. 2500000 for ₹25 lakh.',
              { min: BOUNDS.minSumAssured },
            ),
            numberField(
              'sum_assured_max',
              'Sum assured, maximum (₹)',
              'In rupees, e.g. 100000000 for ₹10 crore.',
              { min: BOUNDS.minSumAssured },
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            numberField(
              'income_multiple',
              'Income multiple, maximum',
              'The sum assured may be at most this many times the yearly income, e.g. 25.',
              { min: 1, max: 100, whole: false },
            ),
            numberField(
              'income_min',
              'Yearly income, minimum (₹)',
              'A visitor who earns less is told the plan’s minimum income.',
            ),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Premium factors and maturity benefit',
      fields: [
        {
          type: 'row',
          fields: [
            numberField(
              'female_discount_pct',
              'Discount for women (%)',
              'Percent off the rate for a woman.',
              {
                max: 100,
                whole: false,
              },
            ),
            numberField(
              'smoker_loading_pct',
              'Loading for smokers (%)',
              'Percent added to the rate for a smoker.',
              {
                max: 100,
                whole: false,
              },
            ),
            numberField(
              'limited_pay_discount_pct',
              'Limited-pay discount (%)',
              'Percent off the yearly premium when premiums are paid for fewer years than the policy term; 0 for none.',
              { max: 100, whole: false },
            ),
            numberField(
              'single_pay_discount_pct',
              'Single-pay discount (%)',
              'Percent off the whole term’s premiums when they are paid at once; 0 for none.',
              { max: 100, whole: false, defaultValue: 0 },
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'maturity_benefit',
              label: 'Maturity benefit',
              type: 'select',
              required: true,
              defaultValue: 'none',
              options: [
                { value: 'none', label: 'None (pure protection)' },
                { value: 'return-of-premium', label: 'Premiums paid returned' },
                { value: 'sum-assured', label: 'Sum assured paid (savings plans)' },
              ],
              admin: {
                description: 'What the quote says is paid if the life insured outlives the policy term.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'riders',
      label: 'Riders',
      type: 'array',
      labels: { singular: 'Rider', plural: 'Riders' },
      admin: {
        description:
          'The riders a visitor may add to the quote, each priced beside the base premium. Critical illness and accidental death: ₹ a year per ₹1,000 of the rider’s cover (the sum assured, up to the largest cover). Waiver of premium: a percentage of the base premium.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Rider',
              type: 'select',
              required: true,
              options: RIDERS.map((value) => ({ value, label: RIDER_LABELS[value] })),
            },
            numberField('rate', 'Rate', '₹ per ₹1,000 of cover, or % of the base premium for the waiver', {
              whole: false,
              admin: { step: 0.01 },
            }),
            numberField('cover_max', 'Largest cover (₹)', 'Not used for the waiver of premium.', {
              required: false,
            }),
          ],
        },
      ],
    },
    {
      name: 'payout_options',
      label: 'Payout options',
      type: 'array',
      labels: { singular: 'Payout option', plural: 'Payout options' },
      admin: {
        description:
          'How the sum assured may be paid on death, each with its premium as a percentage of the lump-sum premium (lump sum 100). Leave empty for a lump sum only.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Payout',
              type: 'select',
              required: true,
              options: PAYOUTS.map((value) => ({ value, label: PAYOUT_LABELS[value] })),
            },
            numberField('premium_pct', 'Premium (% of lump sum)', null, { whole: false, max: 200 }),
          ],
        },
      ],
    },
    {
      // The proposal's health step asks exactly these; a proposal keeps the questions as they were asked.
      name: 'questionnaire',
      label: 'Health and lifestyle questionnaire',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: QUESTIONNAIRE_MAX,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: {
        initCollapsed: true,
        components: { RowLabel: { path: QUESTION_ROW_LABEL_COMPONENT } },
        description: `The questions of the proposal's health and lifestyle step, answered Yes or No (a Yes asks for details). 1 to ${QUESTIONNAIRE_MAX} questions. Write the question in English, then switch the locale to Hindi and write it in Hindi. A proposal already submitted keeps the questions it was asked.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              label: 'Key',
              type: 'text',
              required: true,
              maxLength: 40,
              validate: questionKey,
              admin: {
                width: '30%',
                description:
                  'Lowercase letters and underscores, e.g. heart_disease; each question its own. Keep it when you reword the question: the answers are stored under it.',
              },
            },
            {
              name: 'review',
              label: 'A yes sends the proposal to review',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                width: '70%',
                description:
                  'An underwriter looks at the proposal before it is accepted. No answer refuses one.',
              },
            },
          ],
        },
        {
          name: 'text',
          label: 'Question',
          type: 'textarea',
          required: true,
          localized: true,
          maxLength: 300,
          admin: { description: 'As the visitor reads it, ending with a question mark.' },
        },
      ],
    },
    {
      name: 'rates',
      label: 'Rates',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Rate', plural: 'Rates' },
      validate: validateRates,
      admin: {
        initCollapsed: true,
        description:
          'One row per band of entry ages and policy terms. Together the rows must cover every age and term allowed above, each exactly once.',
        components: { RowLabel: { path: RATE_ROW_LABEL_COMPONENT } },
      },
      fields: [
        {
          type: 'row',
          fields: [
            numberField('age_from', 'Entry age from', null, { max: 99 }),
            numberField('age_to', 'Entry age to', 'Included: 18 to 25 covers 25.', { max: 99 }),
            numberField('term_from', 'Policy term from (years)', null, { min: 1, max: 99 }),
            numberField('term_to', 'Policy term to (years)', 'Included.', { min: 1, max: 99 }),
            numberField(
              'rate',
              'Rate (₹ per ₹1,000)',
              '₹ a year per ₹1,000 of sum assured, for a man who does not smoke and pays for the whole term',
              { whole: false, admin: { step: 0.01 } },
            ),
          ],
        },
      ],
    },
  ],
}
