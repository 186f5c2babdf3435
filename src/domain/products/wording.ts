/**
 * A plan's policy wording as PDF blocks, in the six parts Indian policy documents follow: A the welcome letter and
 * free-look, B definitions, C features and benefits, D premiums, grace and revival, E charges, F general terms.
 * The plan's own terms (its features, eligibility, premium paying term) come from the same content as its page.
 */
import type { TPdfBlock } from '../certificates/document'
import { closingBlocks, coverNotices } from './brochure'
import { eligibilityRows } from './details'
import { type IPlanContent, type IPlanDocument, type IPlanDocumentIssuer, planFacts } from './plan-content'
import { exclusions, hasRenewalPremiums, type TClause, type TPlanKind, thingsToKnow } from './terms'

const clauses = (items: readonly TClause[], prefix?: string): TPdfBlock[] =>
  items.map(({ title, text }, index) => ({
    kind: 'bullet',
    title: prefix ? `${prefix}.${index + 1} ${title}` : title,
    text: text && text !== title ? text : '',
    mark: !prefix,
  }))

/** The terms the wording uses, defined once (Part B); only those that apply to this kind of plan. */
function definitions(plan: IPlanContent, kind: TPlanKind, uin: string, renewals: boolean): TClause[] {
  const insured = plan.group ? 'member' : 'life insured'
  return [
    { title: 'Age', text: 'Age on the last birthday.' },
    {
      title: 'Date of commencement of risk',
      text: 'The date from which the cover starts, shown in the policy schedule.',
    },
    ...(renewals
      ? [
          {
            title: 'Grace period',
            text: 'The time after a premium’s due date within which it may still be paid with the cover continuing (Part D).',
          },
        ]
      : []),
    plan.group
      ? {
          title: 'Member',
          text: 'A person covered under the policy, named in the schedule of members the policyholder keeps with us.',
        }
      : { title: 'Life insured', text: 'The person on whose life the policy is issued.' },
    {
      title: 'Nominee',
      text: `The person named under Section 39 of the Insurance Act, 1938 to receive the benefits on the death of the ${insured}.`,
    },
    {
      title: 'Policy year',
      text: 'A year from the date of commencement of the policy, or from any anniversary of it.',
    },
    ...(renewals
      ? [
          {
            title: 'Revival',
            text: 'Restoring a policy that has lapsed or been discontinued for an unpaid premium (Part D).',
          },
        ]
      : []),
    ...(kind === 'annuity'
      ? [
          { title: 'Annuitant', text: 'The person to whom the annuity is paid.' },
          { title: 'Purchase price', text: 'The premium paid to buy the annuity, excluding taxes.' },
        ]
      : kind === 'fund'
        ? []
        : [{ title: 'Sum assured', text: 'The amount payable on death, stated in the policy schedule.' }]),
    ...(kind === 'linked'
      ? [
          {
            title: 'Fund value',
            text: 'The number of units held in each fund multiplied by that fund’s unit value (NAV).',
          },
          {
            title: 'Discontinued policy fund',
            text: 'The fund into which the fund value moves when premiums stop during the lock-in period.',
          },
          { title: 'Lock-in period', text: 'The first five policy years.' },
        ]
      : []),
    { title: 'UIN', text: `The unique identification number of this plan: ${uin}.` },
  ]
}

/** Part D: how premiums are paid and what happens when one is not. */
function premiumTerms(plan: IPlanContent, kind: TPlanKind, renewals: boolean): TPdfBlock[] {
  const term = plan.details.eligibility?.premium_paying_term?.trim()
  const terms: TClause[] = term
    ? [
        {
          title: 'Premium paying term',
          text: `Premiums are payable for the premium paying term shown in the policy schedule. This plan offers: ${term}.`,
        },
      ]
    : []
  if (!renewals)
    terms.push({
      title: 'Single premium',
      text: 'The premium is paid once, when the policy is bought: no premium falls due later, so no grace period or revival applies.',
    })
  else
    terms.push(
      thingsToKnow(kind, true).find((clause) => clause.title === 'Grace period')!,
      {
        title: 'Revival',
        text:
          kind === 'linked'
            ? 'A discontinued policy may be revived within three years of the date of discontinuance, by paying the premiums due and meeting our underwriting requirements; the discontinuance charge deducted is then added back to the fund.'
            : 'A lapsed policy may be revived within five years of the due date of the first unpaid premium, by paying the premiums due with interest and meeting our underwriting requirements.',
      },
    )
  return clauses(terms, 'D')
}

/** Part E: charges, which only unit-linked plans deduct. */
function charges(plan: IPlanContent, kind: TPlanKind): TPdfBlock[] {
  if (kind !== 'linked')
    return [
      {
        kind: 'text',
        text: `Not applicable: ${plan.name} is a non-linked plan, and no charges are deducted from its benefits.`,
      },
    ]
  return [
    {
      kind: 'text',
      text: 'The following charges are deducted, at the rates stated in the policy schedule and within the limits IRDAI allows:',
    },
    ...clauses(
      [
        {
          title: 'Premium allocation charge',
          text: 'A share of each premium, deducted before units are allocated.',
        },
        { title: 'Policy administration charge', text: 'Deducted monthly by cancelling units.' },
        {
          title: 'Fund management charge',
          text: 'A yearly percentage of each fund, allowed for in its daily unit value (NAV).',
        },
        {
          title: 'Mortality charge',
          text: 'The cost of the life cover, deducted monthly by cancelling units.',
        },
        {
          title: 'Discontinuance charge',
          text: 'Deducted when the policy is discontinued during the lock-in period.',
        },
      ],
      'E',
    ),
  ]
}

/** Part F's grievance clause: our service, the grievance officer, then IRDAI and the Ombudsman. */
function grievances(issuer: IPlanDocumentIssuer): TClause {
  const { service } = issuer
  return {
    title: 'Grievances',
    text: `Call us on ${service.phone} (toll free) or write to ${service.email}. If you are not satisfied with our reply, write to our Grievance Redressal Officer at ${service.grievanceEmail}. If the matter is not resolved within 14 days, you may register your complaint with IRDAI through Bima Bharosa, or approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017.`,
  }
}

/** The policy wording of one plan. */
export function policyWordingDocument(plan: IPlanContent, issuer: IPlanDocumentIssuer): IPlanDocument {
  const { kind, uin, withdrawnOn } = planFacts(plan)
  const { details } = plan
  const company = issuer.company.legalName
  const renewals = hasRenewalPremiums(details.eligibility)
  const rights = thingsToKnow(kind, renewals)
  const freeLook = rights.find((clause) => clause.title === 'Free-look period')!
  const general = rights.filter((clause) => !['Free-look period', 'Grace period'].includes(clause.title))
  const eligibility = eligibilityRows(details.eligibility)
  const about = plan.intro?.trim() || details.summary?.trim()

  const blocks: TPdfBlock[] = [
    {
      kind: 'banner',
      title: plan.name,
      subtitle: 'Policy wording',
      lines: [plan.typeLine, ...(withdrawnOn ? [`Withdrawn from sale on ${withdrawnOn}`] : [])],
    },
    { kind: 'row', label: 'Unique identification number (UIN)', value: uin, bold: true },
    { kind: 'row', label: 'Issued by', value: company },
    ...coverNotices(plan, kind, withdrawnOn),

    { kind: 'section', text: 'Part A: Welcome letter and free-look period' },
    { kind: 'text', text: 'Dear Policyholder,' },
    { kind: 'space', height: 4 },
    {
      kind: 'text',
      text: `Thank you for choosing ${plan.name}. This policy document, with the policy schedule and your proposal, is the contract between you and ${company}. Please read it, and check every detail in the schedule: if anything is wrong, tell us at once, so that a future claim is never in doubt.`,
    },
    { kind: 'space', height: 4 },
    ...clauses([freeLook], 'A'),

    { kind: 'section', text: 'Part B: Definitions' },
    ...clauses(definitions(plan, kind, uin, renewals), 'B'),

    { kind: 'section', text: 'Part C: Policy features and benefits' },
    ...(about ? [{ kind: 'text', text: about } as const, { kind: 'space', height: 4 } as const] : []),
    ...clauses(details.key_benefits ?? [], 'C'),
  ]
  if (eligibility.length)
    blocks.push({
      kind: 'keep',
      blocks: [
        {
          kind: 'bullet',
          title: `C.${(details.key_benefits?.length ?? 0) + 1} Eligibility conditions`,
          text: '',
          mark: false,
        },
        {
          kind: 'table',
          header: ['Condition', 'What the plan allows'],
          rows: eligibility,
          widths: [0.4, 0.6],
        },
      ],
    })
  blocks.push(
    { kind: 'section', text: 'Part D: Premiums, grace period and revival' },
    ...premiumTerms(plan, kind, renewals),
    { kind: 'section', text: 'Part E: Charges' },
    ...charges(plan, kind),
    { kind: 'section', text: 'Part F: General terms and conditions' },
    ...clauses(
      [
        ...exclusions(kind),
        ...general,
        grievances(issuer),
        {
          title: 'Governing law',
          text: 'This policy is governed by the laws of India, and the courts of India have jurisdiction over it.',
        },
      ],
      'F',
    ),
    ...closingBlocks(
      plan,
      uin,
      issuer,
      'This policy wording is to be read with the policy schedule and the proposal, which form part of the contract.',
    ),
  )

  return {
    title: `${plan.name}: policy wording`,
    author: company,
    footer: [
      plan.name,
      `UIN ${uin}`,
      'Policy wording',
      withdrawnOn ? `Withdrawn from sale on ${withdrawnOn}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    blocks,
  }
}
