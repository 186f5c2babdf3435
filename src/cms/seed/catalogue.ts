/**
 * The fictional product range, calculators, services and contact details of the demo insurer, shared by the
 * header, the footer and the pages so that every link points at the same places.
 */

export const BRAND = 'Sahyog Life Insurance'
export const COMPANY = 'Sahyog Life Insurance Company Limited'
export const IRDAI_REG_NO = '000'
export const CIN = 'U00000MH2026PLC000000'
export const REGISTERED_OFFICE =
  '7th Floor, Sahyog House, Senapati Bapat Marg, Lower Parel, Mumbai 400 013, Maharashtra'

export const TOLL_FREE = { sales: '1800-000-1234', service: '1800-000-5678' } as const
export const SUPPORT_EMAIL = 'care@sahyoglife.in'
export const GRIEVANCE_EMAIL = 'grievance@sahyoglife.in'
export const PRIVACY_EMAIL = 'privacy@sahyoglife.in'
export const SERVICE_HOURS = 'Monday to Saturday, 9 am to 7 pm (except national holidays)'
/**
 * Where "Customer login" goes while no customer portal is configured: the site's own policy services, verified by
 * OTP. An insurer with a portal sets its https:// address in Site settings, and the link then opens it in a new tab.
 */
export const LOGIN_URL = '/services'
/** External hosts a redirect may lead to (Site settings): the customer portal and the purchase journey, once set. */
export const REDIRECT_HOSTS = ['customer.sahyoglife.example', 'buy.sahyoglife.example']

export type Product = { name: string; url: string; summary: string; isNew?: boolean }
export type Category = {
  key: 'term' | 'savings' | 'ulip' | 'retirement' | 'child' | 'group'
  name: string
  url: string
  summary: string
  products: Product[]
}

export const CATEGORIES: Category[] = [
  {
    key: 'term',
    name: 'Term plans',
    url: '/life-insurance?need=term',
    summary:
      'High life cover at an affordable premium, so your family can keep its plans even if you are not there.',
    products: [
      {
        name: 'Sahyog Smart Term',
        url: '/life-insurance/sahyog-smart-term',
        summary: 'Pure protection up to age 85 with optional critical illness and accidental death riders.',
        isNew: true,
      },
      {
        name: 'Sahyog Term with Return of Premium',
        url: '/life-insurance/sahyog-term-return-of-premium',
        summary:
          'Life cover for the full term and all base premiums paid returned if you outlive the policy.',
      },
      {
        name: 'Sahyog Saral Jeevan Bima',
        url: '/life-insurance/sahyog-saral-jeevan-bima',
        summary:
          'A simple, standard term plan with uniform features and a sum assured from ₹5 lakh to ₹25 lakh.',
      },
    ],
  },
  {
    key: 'savings',
    name: 'Savings plans',
    url: '/life-insurance?need=savings',
    summary:
      'Guaranteed benefits and life cover in one plan, for goals such as a home, a wedding or a second income.',
    products: [
      {
        name: 'Sahyog Guaranteed Income Plan',
        url: '/life-insurance/sahyog-guaranteed-income-plan',
        summary: 'A non-linked, non-participating plan that pays a guaranteed monthly or yearly income.',
      },
      {
        name: 'Sahyog Assured Savings Plan',
        url: '/life-insurance/sahyog-assured-savings-plan',
        summary: 'A guaranteed lump sum at maturity, with life cover throughout the policy term.',
      },
      {
        name: 'Sahyog Money Back Plus',
        url: '/life-insurance/sahyog-money-back-plus',
        summary: 'Survival benefits every few years plus bonuses, for milestones that arrive on schedule.',
      },
    ],
  },
  {
    key: 'ulip',
    name: 'ULIP plans',
    url: '/life-insurance?need=ulip',
    summary: 'Market-linked growth with life cover, a choice of funds and free switches between them.',
    products: [
      {
        name: 'Sahyog Wealth Builder ULIP',
        url: '/life-insurance/sahyog-wealth-builder-ulip',
        summary: 'Eight funds, four free switches a year and loyalty additions from the sixth policy year.',
      },
      {
        name: 'Sahyog Fortune Plus ULIP',
        url: '/life-insurance/sahyog-fortune-plus-ulip',
        summary: 'A single or limited-pay ULIP with return of mortality charges at maturity.',
      },
    ],
  },
  {
    key: 'retirement',
    name: 'Retirement plans',
    url: '/life-insurance?need=retirement',
    summary: 'Build a pension pot while you work and turn it into an income that lasts as long as you do.',
    products: [
      {
        name: 'Sahyog Immediate Annuity',
        url: '/life-insurance/sahyog-immediate-annuity',
        summary: 'Pay once and start receiving a guaranteed income for life from the next month.',
      },
      {
        name: 'Sahyog Deferred Pension Plan',
        url: '/life-insurance/sahyog-deferred-pension-plan',
        summary: 'Save regularly now and lock in annuity rates today for an income that starts later.',
      },
    ],
  },
  {
    key: 'child',
    name: 'Child plans',
    url: '/life-insurance?need=child',
    summary:
      "Secure your child's education milestones, with future premiums waived if something happens to you.",
    products: [
      {
        name: 'Sahyog Child Future Plan',
        url: '/life-insurance/sahyog-child-future-plan',
        summary: 'Guaranteed payouts timed for college fees, with an in-built premium waiver benefit.',
      },
      {
        name: 'Sahyog Young Scholar ULIP',
        url: '/life-insurance/sahyog-young-scholar-ulip',
        summary: 'Market-linked savings for higher education, with partial withdrawals from the sixth year.',
      },
    ],
  },
  {
    key: 'group',
    name: 'Group plans',
    url: '/group-life-insurance',
    summary: 'Life cover and retirement benefits for employees, members of associations and borrowers.',
    products: [
      {
        name: 'Sahyog Group Term Life',
        url: '/group-life-insurance/sahyog-group-term-life',
        summary: 'One-year renewable life cover for employer-employee and non-employer groups.',
      },
      {
        name: 'Sahyog Group Credit Life',
        url: '/group-life-insurance/sahyog-group-credit-life',
        summary: 'Cover that pays off an outstanding loan if the borrower dies during the loan term.',
      },
      {
        name: 'Sahyog Group Gratuity Plan',
        url: '/group-life-insurance/sahyog-group-gratuity-plan',
        summary:
          'A fund-based plan that helps employers meet gratuity liabilities under the Payment of Gratuity Act.',
      },
    ],
  },
]

export const category = (key: Category['key']): Category => {
  const found = CATEGORIES.find((item) => item.key === key)
  if (!found) throw new Error(`Unknown category ${key}`)
  return found
}

export type NamedLink = { name: string; url: string; summary: string }

/** The ten calculator routes of spec 2.1. */
export const CALCULATORS: NamedLink[] = [
  {
    name: 'Income tax calculator',
    url: '/income-tax-calculator',
    summary: 'Compare your tax under the old and the new regime.',
  },
  {
    name: 'HRA calculator',
    url: '/hra-calculator',
    summary: 'Work out the part of your house rent allowance that is tax-free.',
  },
  {
    name: 'Human life value calculator',
    url: '/hlv-calculator',
    summary: 'Estimate how much life cover your family really needs.',
  },
  {
    name: 'Retirement calculator',
    url: '/retirement-calculator',
    summary: 'See the corpus you need to retire on your terms.',
  },
  {
    name: 'Child growth planner',
    url: '/child-growth-planner',
    summary: "Plan for your child's education and milestones.",
  },
  {
    name: 'Savings planner',
    url: '/savings-planner',
    summary: 'Find the monthly saving that reaches your goal on time.',
  },
  {
    name: 'Double your money calculator',
    url: '/double-your-money-calculator',
    summary: 'How long will your money take to double?',
  },
  {
    name: 'Smoking cost calculator',
    url: '/smoking-calculator',
    summary: 'What smoking costs your wallet and your premium.',
  },
  {
    name: 'BMI calculator',
    url: '/bmi-calculator',
    summary: 'Check your body mass index from your height and weight.',
  },
  { name: 'All calculators', url: '/calculators', summary: 'Every financial planning tool in one place.' },
]

export const SERVICES: NamedLink[] = [
  {
    name: 'Pay premium',
    url: '/renewal-payment',
    summary: 'Pay your renewal premium online by UPI, card or net banking.',
  },
  {
    name: 'NACH mandate activation',
    url: '/services/nach-mandate-activation',
    summary: 'Set up auto-debit so that you never miss a due date.',
  },
  {
    name: 'Register for WhatsApp',
    url: '/register-for-whatsapp',
    summary: 'Get policy updates and receipts on WhatsApp.',
  },
  {
    name: 'Register a grievance',
    url: '/register-grievance',
    summary: 'Tell us what went wrong and track the resolution.',
  },
  {
    name: 'Unclaimed amounts',
    url: '/unclaimed-amounts',
    summary: 'Check whether any money is due to you on a policy.',
  },
  {
    name: 'Premium paid certificate',
    url: '/premium-paid-certificate',
    summary: 'Download the certificate you need for your tax declaration.',
  },
  {
    name: 'NAV history',
    url: '/nav-history',
    summary: 'See the daily net asset values of all our unit-linked funds.',
  },
]
