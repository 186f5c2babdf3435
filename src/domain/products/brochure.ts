/**
 * A plan's sales brochure as PDF blocks, made from the same content its page shows: the cover (name, the
 * regulatory description, UIN), key features, eligibility, premium examples, exclusions, the policyholder's rights
 * and the closing disclaimer. A withdrawn plan's brochure says so on its cover and in every page's footer.
 */
import type { TPdfBlock } from '../certificates/document'
import { registrationLine } from '../certificates/letterhead'
import { eligibilityRows, PREMIUM_EXAMPLE_COLUMNS, premiumExampleCells, premiumExamplesGst } from './details'
import { needLabel, PRODUCT_TYPE_CODES } from '.'
import { type IPlanContent, type IPlanDocument, type IPlanDocumentIssuer, planFacts } from './plan-content'
import {
  exclusions,
  hasRenewalPremiums,
  LINKED_STATEMENTS,
  READ_THE_WORDING,
  SPURIOUS_CALLS,
  type TClause,
  thingsToKnow,
  type TPlanKind,
} from './terms'

const bullets = (clauses: readonly TClause[]): TPdfBlock[] =>
  clauses.map(({ title, text }) =>
    // A feature written as its title alone ("**Riders**") is one bold line, not the same words twice.
    text && text !== title ? { kind: 'bullet', title, text } : { kind: 'bullet', text: title },
  )

/** "Term · P1: protection" or "Group plan · P2: …": what kind of plan, as the plan list would file it. */
function planType(plan: IPlanContent): string | null {
  const code = PRODUCT_TYPE_CODES.find((item) => item.value === plan.details.type_code)?.label
  const need = plan.group ? 'Group plan' : needLabel(plan.details.need)
  return [need, code].filter(Boolean).join(' · ') || null
}

/**
 * The notices a document shows on its first page: a withdrawn plan's withdrawal, and for a unit-linked plan the
 * statements IRDAI wants read before anything else.
 */
export function coverNotices(plan: IPlanContent, kind: TPlanKind, withdrawnOn: string | null): TPdfBlock[] {
  const notices: TPdfBlock[] = withdrawnOn ? [withdrawnNotice(plan, withdrawnOn)] : []
  if (kind === 'linked')
    notices.push({ kind: 'box', tone: 'warning', title: 'Please note', paragraphs: [...LINKED_STATEMENTS] })
  return notices.length ? [{ kind: 'space', height: 6 }, ...notices] : []
}

/** The withdrawal notice: the date, the replacement, and that existing policies carry on. */
function withdrawnNotice(plan: IPlanContent, withdrawnOn: string): TPdfBlock {
  return {
    kind: 'box',
    tone: 'warning',
    title: `Withdrawn from sale on ${withdrawnOn}`,
    paragraphs: [
      `${plan.name} is no longer offered to new customers. Existing policies continue on their original terms: premiums, benefits and services are unchanged.`,
      ...(plan.replacedBy ? [`The plan offered in its place is ${plan.replacedBy}.`] : []),
    ],
  }
}

/**
 * The company's details and the regulator's caution, at the end of every plan document, after a bold lead line
 * (a brochure's "please read the policy wording").
 */
export function closingBlocks(
  plan: IPlanContent,
  uin: string,
  issuer: IPlanDocumentIssuer,
  lead: string = READ_THE_WORDING,
): TPdfBlock[] {
  const { company, service } = issuer
  const small = [
    `${plan.name} (UIN ${uin}): ${lowerFirst(plan.typeLine)}`,
    [company.legalName, registrationLine(company)].filter(Boolean).join(' · '),
    company.registeredOffice ? `Registered office: ${oneLine(company.registeredOffice)}` : null,
    `Customer service: ${service.phone} (toll free)${service.hours ? `, ${service.hours}` : ''} · ${service.email}`,
    issuer.note ?? null,
  ].filter((line): line is string => !!line)
  // One piece, never split over two pages, the caution last.
  const closing: TPdfBlock[] = [
    { kind: 'section', text: 'Important information' },
    { kind: 'text', text: lead, bold: true, size: 9.5 },
    // Small print, each statement its own paragraph.
    ...small.flatMap((text): TPdfBlock[] => [
      { kind: 'space', height: 3 },
      { kind: 'text', text, size: 9 },
    ]),
    { kind: 'space', height: 4 },
    { kind: 'box', tone: 'warning', title: SPURIOUS_CALLS.title, paragraphs: [SPURIOUS_CALLS.text] },
  ]
  return [{ kind: 'keep', blocks: closing }]
}

/** A sentence made to follow a colon: its first letter lowered, unless it opens an acronym ("ULIP", "UIN"). */
const lowerFirst = (text: string) =>
  !text || /^[A-Z][A-Z0-9]/.test(text) ? text : text[0]!.toLowerCase() + text.slice(1)
/** An address kept on several lines as one: a line's own trailing comma is not doubled. */
const oneLine = (text: string) => text.replace(/,?\s*\n\s*/g, ', ')

/**
 * The brochure of one plan, made on `on` (YYYY-MM-DD): its premium examples say the GST of the rules in force that
 * day.
 */
export function brochureDocument(plan: IPlanContent, issuer: IPlanDocumentIssuer, on: string): IPlanDocument {
  const { kind, uin, withdrawnOn } = planFacts(plan)
  const { details } = plan
  const eligibility = eligibilityRows(details.eligibility)
  const examples = details.premium_examples ?? []
  const features = details.key_benefits ?? []
  const type = planType(plan)
  const about = plan.intro?.trim() || details.summary?.trim()
  const gst = examples.length
    ? premiumExamplesGst(
        {
          typeCode: details.type_code,
          need: details.need,
          eligibility: details.eligibility,
          group: plan.group,
        },
        on,
      )
    : null

  const blocks: TPdfBlock[] = [
    {
      kind: 'banner',
      title: plan.name,
      subtitle: plan.typeLine,
      lines: [withdrawnOn ? `Withdrawn from sale on ${withdrawnOn}` : plan.tagline?.trim()].filter(
        (line): line is string => !!line,
      ),
    },
    { kind: 'row', label: 'Unique identification number (UIN)', value: uin, bold: true },
    ...(type ? [{ kind: 'row', label: 'Plan type', value: type } as const] : []),
    { kind: 'row', label: 'Issued by', value: issuer.company.legalName },
    ...coverNotices(plan, kind, withdrawnOn),
  ]
  if (about) blocks.push({ kind: 'section', text: 'About the plan' }, { kind: 'text', text: about })
  if (features.length) blocks.push({ kind: 'section', text: 'Key features' }, ...bullets(features))
  // The tables are short: each stays on one page with its heading and notes.
  if (eligibility.length)
    blocks.push({
      kind: 'keep',
      blocks: [
        { kind: 'section', text: 'Eligibility at a glance' },
        {
          kind: 'table',
          header: ['Condition', 'What the plan allows'],
          rows: eligibility,
          widths: [0.4, 0.6],
        },
      ],
    })
  if (examples.length)
    blocks.push({
      kind: 'keep',
      blocks: [
        { kind: 'section', text: 'Premium examples' },
        // The page's caption of the same table.
        { kind: 'text', text: `Indicative yearly premiums for ${plan.name}.`, size: 9.5 },
        {
          kind: 'table',
          header: [...PREMIUM_EXAMPLE_COLUMNS],
          rows: examples.map(premiumExampleCells),
          widths: [0.37, 0.21, 0.21, 0.21],
        },
        ...(details.premium_note ? [{ kind: 'text', text: details.premium_note, size: 9 } as const] : []),
        ...(gst ? [{ kind: 'text', text: gst, size: 9 } as const] : []),
      ],
    })
  blocks.push(
    { kind: 'section', text: 'What is not covered' },
    ...bullets(exclusions(kind)),
    { kind: 'section', text: 'Things to know' },
    ...bullets(thingsToKnow(kind, hasRenewalPremiums(details.eligibility))),
    ...closingBlocks(plan, uin, issuer),
  )

  return {
    title: `${plan.name}: sales brochure`,
    author: issuer.company.legalName,
    footer: [
      plan.name,
      `UIN ${uin}`,
      'Sales brochure',
      withdrawnOn ? `Withdrawn from sale on ${withdrawnOn}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    blocks,
  }
}

/**
 * The brochure's own words in Hindi, for a plan's Hindi brochure (src/server/pdf/language.ts: `planDocumentIn`): its
 * headings, cover labels and closing lines. The plan's texts come from its Hindi page; the labels of its eligibility
 * and premium tables are the plan page's; the standard terms (terms.ts) stay as written where they have no Hindi.
 */
export const BROCHURE_HINDI: readonly (readonly [string, string])[] = [
  ['About the plan', 'योजना के बारे में'],
  ['Key features', 'मुख्य विशेषताएं'],
  ['Eligibility at a glance', 'पात्रता एक नज़र में'],
  ['Condition', 'शर्त'],
  ['What the plan allows', 'योजना में क्या मिलता है'],
  ['What is not covered', 'क्या कवर नहीं होता'],
  ['Things to know', 'जानने योग्य बातें'],
  ['Important information', 'महत्वपूर्ण जानकारी'],
  ['Unique identification number (UIN)', 'विशिष्ट पहचान संख्या (UIN)'],
  ['Plan type', 'योजना का प्रकार'],
  ['Issued by', 'जारीकर्ता'],
  ['Sales brochure', 'बिक्री ब्रोशर'],
  ['{plan}: sales brochure', '{plan}: बिक्री ब्रोशर'],
  ['UIN {uin}', 'UIN {uin}'],
  ['Withdrawn from sale on {date}', '{date} से बिक्री बंद'],
  ['Registered office: {address}', 'पंजीकृत कार्यालय: {address}'],
  [
    'Customer service: {phone} (toll free), {hours} · {email}',
    'ग्राहक सेवा: {phone} (टोल फ्री), {hours} · {email}',
  ],
  ['Customer service: {phone} (toll free) · {email}', 'ग्राहक सेवा: {phone} (टोल फ्री) · {email}'],
  [
    'Demonstration document of a fictional insurer (IRDAI Regn. No. {number}). Figures are illustrative.',
    'एक काल्पनिक बीमा कंपनी का नमूना दस्तावेज़ (IRDAI पंजीकरण सं. {number})। आंकड़े केवल उदाहरण के लिए हैं।',
  ],
  [
    'Monday to Saturday, 9 am to 7 pm (except national holidays)',
    'सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक (राष्ट्रीय अवकाश छोड़कर)',
  ],
]
