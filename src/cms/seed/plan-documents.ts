/**
 * Each plan's brochure and policy wording: small one-page PDFs made in code (media.ts), linked from the plan's
 * product details and shown on the plan page as downloads with their type and size.
 */
import { COMPANY } from './catalogue'
import type { Upload } from './types'

type Plan = { slug: string; name: string; uin: string; lines: string[] }

export const PLAN_DOCUMENTS: Plan[] = [
  {
    slug: 'sahyog-smart-term',
    name: 'Sahyog Smart Term',
    uin: '000N052V03',
    lines: ['A non-linked, non-participating individual pure risk premium life insurance plan.'],
  },
  {
    slug: 'sahyog-term-return-of-premium',
    name: 'Sahyog Term with Return of Premium',
    uin: '000N061V02',
    lines: ['A non-linked, non-participating individual life insurance plan with return of premium.'],
  },
  {
    slug: 'sahyog-guaranteed-income-plan',
    name: 'Sahyog Guaranteed Income Plan',
    uin: '000N071V01',
    lines: ['A non-linked, non-participating individual savings life insurance plan.'],
  },
  {
    slug: 'sahyog-wealth-builder-ulip',
    name: 'Sahyog Wealth Builder ULIP',
    uin: '000L081V01',
    lines: [
      'A unit-linked, non-participating individual life insurance plan.',
      'In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
    ],
  },
  {
    slug: 'sahyog-deferred-pension-plan',
    name: 'Sahyog Deferred Pension Plan',
    uin: '000N091V01',
    lines: ['A non-linked, non-participating individual deferred annuity plan.'],
  },
  {
    slug: 'sahyog-child-future-plan',
    name: 'Sahyog Child Future Plan',
    uin: '000N101V01',
    lines: ['A non-linked, non-participating individual savings plan with premium waiver.'],
  },
  {
    slug: 'sahyog-group-term-life',
    name: 'Sahyog Group Term Life',
    uin: '000N111V01',
    lines: ['A non-linked, non-participating group term life insurance plan.'],
  },
  {
    slug: 'sahyog-group-credit-life',
    name: 'Sahyog Group Credit Life',
    uin: '000N121V01',
    lines: ['A non-linked, non-participating group credit life insurance plan.'],
  },
  {
    slug: 'sahyog-saral-jeevan-bima',
    name: 'Sahyog Saral Jeevan Bima',
    uin: '000N131V01',
    lines: ['A non-linked, non-participating individual pure risk premium plan on the standard terms.'],
  },
  {
    slug: 'sahyog-assured-savings-plan',
    name: 'Sahyog Assured Savings Plan',
    uin: '000N141V01',
    lines: ['A non-linked, non-participating individual savings life insurance plan.'],
  },
  {
    slug: 'sahyog-money-back-plus',
    name: 'Sahyog Money Back Plus',
    uin: '000N151V01',
    lines: ['A non-linked, participating individual money back life insurance plan.'],
  },
  {
    slug: 'sahyog-fortune-plus-ulip',
    name: 'Sahyog Fortune Plus ULIP',
    uin: '000L161V01',
    lines: ['A unit-linked, non-participating individual life insurance plan.'],
  },
  {
    slug: 'sahyog-immediate-annuity',
    name: 'Sahyog Immediate Annuity',
    uin: '000N171V01',
    lines: ['A non-linked, non-participating individual immediate annuity plan.'],
  },
  {
    slug: 'sahyog-young-scholar-ulip',
    name: 'Sahyog Young Scholar ULIP',
    uin: '000L181V01',
    lines: ['A unit-linked, non-participating individual life insurance plan with premium waiver.'],
  },
  {
    slug: 'sahyog-group-gratuity-plan',
    name: 'Sahyog Group Gratuity Plan',
    uin: '000N191V01',
    lines: ['A non-linked, non-participating group gratuity fund plan.'],
  },
  {
    slug: 'sahyog-wealth-builder',
    name: 'Sahyog Wealth Builder (withdrawn)',
    uin: '000L014V02',
    lines: ['A unit-linked individual life insurance plan, withdrawn from sale on 31 March 2023.'],
  },
  {
    slug: 'sahyog-term-shield',
    name: 'Sahyog Term Shield (withdrawn)',
    uin: '000N009V01',
    lines: ['A regular-pay individual term plan, withdrawn from sale on 30 September 2020.'],
  },
]

export async function seedPlanDocuments(
  up: (upload: Upload) => Promise<number>,
  pdf: (name: string, title: string, lines: string[]) => Upload,
): Promise<Record<string, { brochure: number; wording: number }>> {
  const result: Record<string, { brochure: number; wording: number }> = {}
  for (const plan of PLAN_DOCUMENTS) {
    const brochure = await up(
      pdf(`${plan.slug}-brochure.pdf`, `${plan.name}: brochure`, [
        COMPANY,
        `UIN ${plan.uin}`,
        ...plan.lines,
        'Benefits, eligibility and premiums at a glance. Read the policy wording for the full terms.',
      ]),
    )
    const wording = await up(
      pdf(`${plan.slug}-policy-wording.pdf`, `${plan.name}: policy wording`, [
        COMPANY,
        `UIN ${plan.uin}`,
        ...plan.lines,
        'Part A: welcome letter and free look. Part B: definitions. Part C: policy features and benefits.',
        'Part D: premiums, grace period and revival. Part E: charges. Part F: general terms and grievances.',
      ]),
    )
    result[plan.slug] = { brochure, wording }
  }
  return result
}
