/**
 * The standard terms every plan's brochure and policy wording state, by the kind of plan: the exclusions, the
 * free-look and grace periods, nomination and assignment, section 45, tax and the regulator's caution. Written
 * once here so that the brochure and the wording of a plan never say two different things.
 */
/**
 * What decides a plan's exclusions and charges: protection and non-linked savings plans (`risk`) carry the
 * suicide exclusion of IRDAI's 2019 non-linked product regulations; unit-linked plans (`linked`) the investment
 * risk statements and the lock-in; annuities (`annuity`) and fund-based group plans (`fund`) pay only what their
 * option or fund provides.
 */
export type TPlanKind = 'risk' | 'linked' | 'annuity' | 'fund'

/** The plan's kind from its product type code (P3 unit-linked), its need and whether it is a group plan. */
export function planKind(plan: {
  typeCode?: string | null
  need?: string | null
  group: boolean
}): TPlanKind {
  if (plan.typeCode === 'P3') return 'linked'
  if (plan.need === 'retirement') return 'annuity'
  if (plan.group && plan.typeCode === 'P2') return 'fund'
  return 'risk'
}

/**
 * Whether premiums can fall due after the first (and so a grace period and revival apply): not for a plan whose
 * only premium paying term is a single premium.
 */
export const hasRenewalPremiums = (eligibility: { premium_paying_term?: string | null } | null | undefined) =>
  !/^\s*single\s*(premium)?\s*$/i.test(eligibility?.premium_paying_term ?? '')

/** A clause: a short title and its text. */
export type TClause = { title: string; text: string }

/** The statements IRDAI asks every unit-linked plan to make before anything else. */
export const LINKED_STATEMENTS = [
  'In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
  'Unit-linked insurance products do not offer any liquidity during the first five years of the contract. The policyholder cannot surrender or withdraw the money invested, wholly or in part, until the end of the fifth policy year.',
  'Unit-linked plans are different from traditional insurance plans and carry risks of their own. The premium is invested in the funds chosen, whose unit values (NAVs) go up or down with the markets; past performance does not promise future returns. The names of the plan and its funds say nothing about their quality, prospects or returns.',
] as const

/** What the plan does not pay, in the policy's own terms. */
export function exclusions(kind: TPlanKind): TClause[] {
  switch (kind) {
    case 'risk':
      return [
        {
          title: 'Suicide within 12 months',
          text: 'If the life insured dies by suicide within 12 months of the date of commencement of risk or of the date of revival, the sum assured is not paid. The nominee receives instead the higher of 80% of the total premiums paid up to the date of death and the surrender value available on that date, provided the policy is in force.',
        },
        {
          title: 'What the premiums paid include',
          text: 'Total premiums paid means all premiums received, excluding taxes, rider premiums and any extra premium charged on underwriting.',
        },
      ]
    case 'linked':
      return [
        {
          title: 'Investment risk',
          text: 'The fund value is not guaranteed: it depends on the unit values of the funds chosen, which may fall as well as rise. In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
        },
        {
          title: 'Suicide within 12 months',
          text: 'If the life insured dies by suicide within 12 months of the date of commencement of risk or of the date of revival, the sum assured is not paid. The nominee receives the fund value on the date the death is intimated to us; any charges other than fund management charges deducted after the date of death are added back.',
        },
      ]
    case 'annuity':
      return [
        {
          title: 'Benefits are those of the option chosen',
          text: 'The plan pays only the benefits of the annuity option chosen at purchase, as the policy schedule states them; nothing is paid beyond them. The annuity rate is fixed on the day of purchase and does not change with later interest rates.',
        },
      ]
    case 'fund':
      return [
        {
          title: 'Benefits come from the fund',
          text: 'Benefits are paid from the fund built by the employer’s contributions, under the scheme’s own rules; the plan pays no sum assured of its own beyond the fund.',
        },
      ]
  }
}

/** The grace period, and what happens when a premium stays unpaid. */
function graceClause(kind: TPlanKind): TClause {
  const after =
    kind === 'linked'
      ? 'If the premium is still unpaid at the end of the grace period, the policy is discontinued: during the first five policy years the fund moves to the discontinued policy fund.'
      : 'If the premium is still unpaid at the end of the grace period, the policy lapses, or continues with reduced benefits where it has acquired a paid-up value.'
  return {
    title: 'Grace period',
    text: `A premium not paid on its due date may be paid within a grace period of 30 days for yearly, half-yearly and quarterly premiums and 15 days for monthly premiums. The cover continues during the grace period; a death claim in it is paid less the premium due. ${after}`,
  }
}

/** The policyholder's rights and the law every plan shares, in the order brochures list them. */
export function thingsToKnow(kind: TPlanKind, renewals: boolean): TClause[] {
  const refund =
    kind === 'linked'
      ? 'we refund the value of the units on the day we receive your request plus the charges deducted, less the proportionate risk premium for the period of cover, stamp duty and the cost of any medical examination'
      : 'we refund the premium paid, less the proportionate risk premium for the period of cover, stamp duty and the cost of any medical examination'
  return [
    {
      title: 'Free-look period',
      text: `You have 30 days from the day you receive the policy document, on paper or electronically, to review its terms. If you disagree with any of them, you may return the policy stating your reasons, and ${refund}.`,
    },
    ...(renewals ? [graceClause(kind)] : []),
    {
      title: 'Nomination',
      text: 'Nomination is allowed as per Section 39 of the Insurance Act, 1938, as amended from time to time.',
    },
    {
      title: 'Assignment',
      text: 'Assignment is allowed as per Section 38 of the Insurance Act, 1938, as amended from time to time.',
    },
    {
      title: 'Fraud and mis-statement (Section 45)',
      text: 'Under Section 45 of the Insurance Act, 1938, as amended from time to time, no policy can be called in question on any ground after three years from the date of the policy, of the commencement of risk, of revival or of a rider, whichever is latest. Within those three years a policy may be called in question only for fraud, or for a mis-statement or suppression of a fact material to the risk, on grounds given in writing.',
    },
    {
      title: 'Tax benefits',
      text: 'Tax benefits, if any, are available as per prevailing tax laws, which are subject to change. Please consult your tax advisor.',
    },
  ]
}

/** The regulator's caution Indian insurers print on every sales document. */
export const SPURIOUS_CALLS = {
  title: 'BEWARE OF SPURIOUS PHONE CALLS AND FICTITIOUS/FRAUDULENT OFFERS',
  text: 'IRDAI does not sell insurance policies, declare bonuses or invest premiums. A caller who claims to be from IRDAI and offers any of these is not: please do not share your details, and lodge a police complaint with the caller’s number.',
} as const

/** The closing line of every sales document. */
export const READ_THE_WORDING =
  'For more details on risk factors, terms and conditions, please read the policy wording carefully before concluding a sale.'
