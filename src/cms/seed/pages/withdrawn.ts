/** Withdrawn plans (spec 2.1 life-insurance/withdrawn-plan/{slug}) and their list (legal/withdrawn-plan). */
import { cta, productList, table, text } from '../blocks'
import { h2, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

const SERVICE_NOTE =
  'Existing policies continue on their original terms: premiums, benefits and services are unchanged. Only new sales have stopped.'

export const WITHDRAWN = [
  {
    title: 'Sahyog Wealth Builder',
    slug: 'sahyog-wealth-builder',
    uin: '000L014V02',
    typeLine: 'A unit-linked individual life insurance plan.',
    launched: '1 Apr 2014',
    withdrawn: '31 Mar 2023',
    launchedOn: '2014-04-01',
    withdrawnOn: '2023-03-31',
    need: 'ulip',
    typeCode: 'P3',
    replacedBy: { name: 'Sahyog Wealth Builder ULIP', url: '/life-insurance/sahyog-wealth-builder-ulip' },
    summary:
      'A unit-linked insurance plan with five funds and two free switches a year. Withdrawn when the plan was refiled with lower charges and more funds.',
  },
  {
    title: 'Sahyog Term Shield',
    slug: 'sahyog-term-shield',
    uin: '000N009V01',
    typeLine: 'A regular-pay individual term plan.',
    launched: '15 Aug 2012',
    withdrawn: '30 Sep 2020',
    launchedOn: '2012-08-15',
    withdrawnOn: '2020-09-30',
    need: 'term',
    typeCode: 'P1',
    replacedBy: { name: 'Sahyog Smart Term', url: '/life-insurance/sahyog-smart-term' },
    summary:
      'A regular-pay term plan with cover up to age 70. Withdrawn after the launch of Sahyog Smart Term, which covers up to age 85.',
  },
] as const

export type TWithdrawnPlan = (typeof WITHDRAWN)[number]

/** The product details a withdrawn plan's page stores, and its documents are made from (plan-documents.ts). */
export const withdrawnDetails = (plan: TWithdrawnPlan) => ({
  need: plan.need,
  type_code: plan.typeCode,
  uin: plan.uin,
  summary: plan.summary,
  launched_on: plan.launchedOn,
  withdrawn_on: plan.withdrawnOn,
})

const withdrawnPlanPage = (plan: TWithdrawnPlan, media: SeedMedia): PageSeed => ({
  title: plan.title,
  path: `/life-insurance/withdrawn-plan/${plan.slug}`,
  meta: {
    title: `${plan.title} (withdrawn plan) | Sahyog Life Insurance`,
    description: `${plan.title} (UIN ${plan.uin}) is no longer sold. Policy documents, benefits and service information for existing policyholders.`,
  },
  product: {
    ...withdrawnDetails(plan),
    replaced_by: plan.replacedBy.url,
    brochure: media.plans[plan.slug]?.brochure ?? null,
    policy_wording: media.plans[plan.slug]?.wording ?? null,
  },
  disclaimer: {
    heading: 'This plan is withdrawn',
    description: `${plan.title} is not available for sale since ${plan.withdrawn}. ${SERVICE_NOTE}`,
  },
  layout: [
    text(h2('About this plan'), plan.summary, SERVICE_NOTE),
    table(
      'Plan details',
      `Identification and dates of ${plan.title}.`,
      ['Detail', 'Value'],
      [
        ['Unique identification number (UIN)', plan.uin],
        ['Launched', plan.launched],
        ['Withdrawn from sale', plan.withdrawn],
        ['Replaced by', plan.replacedBy.name],
      ],
    ),
    text(
      h2('For policyholders'),
      ul([
        'Pay renewal premiums online, through auto-debit or at any branch, as before.',
        'Download premium paid certificates and statements from your customer account.',
        'For claims, surrender or revival, call the service line or visit a branch.',
      ]),
    ),
    cta('Looking for a plan today?', `${plan.replacedBy.name} is the plan we offer in its place.`, {
      label: `View ${plan.replacedBy.name}`,
      url: plan.replacedBy.url,
    }),
  ],
})

export const withdrawnPlanPages = (media: SeedMedia): PageSeed[] =>
  WITHDRAWN.map((plan) => withdrawnPlanPage(plan, media))

export const withdrawnListPage = (): PageSeed => ({
  title: 'Withdrawn plans',
  path: '/legal/withdrawn-plan',
  meta: {
    title: 'Withdrawn Plans | Sahyog Life Insurance',
    description:
      'Plans of Sahyog Life Insurance that are no longer sold, with their UIN and dates. Existing policies continue on their original terms.',
  },
  layout: [
    text(
      'These plans are no longer offered to new customers. If you hold one of them, your policy continues on its original terms and every service remains available.',
    ),
    productList(
      'Plans withdrawn from sale',
      'Each plan with its unique identification number, the date it was withdrawn and the plan that replaced it.',
      'withdrawn',
    ),
  ],
})
