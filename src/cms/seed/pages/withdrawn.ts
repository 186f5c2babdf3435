/** Withdrawn plans (spec 2.1 life-insurance/withdrawn-plan/{slug}) and their list (legal/withdrawn-plan). */
import { cta, table, text } from '../blocks'
import { h2, ul } from '../lexical'
import type { PageSeed } from '../types'

const SERVICE_NOTE =
  'Existing policies continue on their original terms: premiums, benefits and services are unchanged. Only new sales have stopped.'

export const WITHDRAWN = [
  {
    title: 'Sahyog Wealth Builder',
    slug: 'sahyog-wealth-builder',
    uin: '000L014V02',
    launched: '1 April 2014',
    withdrawn: '31 March 2023',
    replacedBy: { name: 'Sahyog Wealth Builder ULIP', url: '/life-insurance/sahyog-wealth-builder-ulip' },
    summary:
      'A unit-linked insurance plan with five funds and two free switches a year. Withdrawn when the plan was refiled with lower charges and more funds.',
  },
  {
    title: 'Sahyog Term Shield',
    slug: 'sahyog-term-shield',
    uin: '000N009V01',
    launched: '15 August 2012',
    withdrawn: '30 September 2020',
    replacedBy: { name: 'Sahyog Smart Term', url: '/life-insurance/sahyog-smart-term' },
    summary:
      'A regular-pay term plan with cover up to age 70. Withdrawn after the launch of Sahyog Smart Term, which covers up to age 85.',
  },
] as const

const withdrawnPlanPage = (plan: (typeof WITHDRAWN)[number]): PageSeed => ({
  title: plan.title,
  path: `/life-insurance/withdrawn-plan/${plan.slug}`,
  meta: {
    title: `${plan.title} (withdrawn plan) | Sahyog Life Insurance`,
    description: `${plan.title} (UIN ${plan.uin}) is no longer sold. Policy documents, benefits and service information for existing policyholders.`,
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

export const withdrawnPlanPages = (): PageSeed[] => WITHDRAWN.map(withdrawnPlanPage)

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
    table(
      'Plans withdrawn from sale',
      'Withdrawn plans with their unique identification number and the date each was withdrawn.',
      ['Plan', 'UIN', 'Withdrawn from sale'],
      WITHDRAWN.map((plan) => [plan.title, plan.uin, plan.withdrawn]),
    ),
    cta(
      'Details of each plan',
      'Benefits, documents and service information for policyholders of withdrawn plans.',
      { label: WITHDRAWN[0].title, url: `/life-insurance/withdrawn-plan/${WITHDRAWN[0].slug}` },
      { label: WITHDRAWN[1].title, url: `/life-insurance/withdrawn-plan/${WITHDRAWN[1].slug}` },
    ),
  ],
})
