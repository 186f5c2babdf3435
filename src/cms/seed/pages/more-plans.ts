/** The rest of the plan range the menus list (catalogue.ts): each a plan page with its product details. */
import type { PageSeed, SeedMedia } from '../types'
import { planPage, type TPlanSeed } from './plans'

export const MORE_PLANS: TPlanSeed[] = [
  {
    title: 'Sahyog Saral Jeevan Bima',
    path: '/life-insurance/sahyog-saral-jeevan-bima',
    typeLine: 'A non-linked, non-participating individual pure risk premium plan on the standard terms.',
    metaTitle: 'Sahyog Saral Jeevan Bima: Simple Standard Term Plan | Sahyog Life',
    description:
      'The standard term plan with the same features at every insurer: cover from ₹5 lakh to ₹25 lakh, simple terms and an easy claim.',
    image: 'term',
    tagline: 'A simple term plan with standard features, easy to compare and easy to understand.',
    intro:
      'Saral Jeevan Bima is the standard individual term product every life insurer offers on the same terms. It suits first-time buyers, self-employed people and anyone who wants plain, fixed cover without options to weigh.',
    features: [
      '**Standard terms**: the same benefits, exclusions and wording at every insurer.',
      '**Cover from ₹5 lakh to ₹25 lakh**, in multiples of ₹50,000.',
      '**No income proof needed** for most applicants; a simple health declaration.',
      '**45-day waiting period** for deaths other than by accident, as the standard product sets.',
    ],
    details: {
      need: 'term',
      type_code: 'P1',
      uin: '000N131V01',
      summary: 'A simple, standard term plan with a sum assured from ₹5 lakh to ₹25 lakh.',
      eligibility: {
        entry_age_min: 18,
        entry_age_max: 65,
        maturity_age_max: 70,
        policy_term: '5 to 40 years',
        premium_paying_term: 'Single, 5, 10 years or regular',
        sum_assured_min: 500000,
      },
      premium_examples: [
        { profile: 'Man, 30, non-smoker', sum_assured: 2500000, policy_term: '30 years', premium: 4900 },
        { profile: 'Woman, 35, non-smoker', sum_assured: 1000000, policy_term: '25 years', premium: 2600 },
      ],
      premium_note: 'Yearly premiums for regular pay; the standard product has no riders.',
    },
    faqs: [
      [
        'Is Saral Jeevan Bima different from insurer to insurer?',
        'The features and wording are the same; the premium and the claim service differ, so compare those.',
      ],
    ],
  },
  {
    title: 'Sahyog Assured Savings Plan',
    path: '/life-insurance/sahyog-assured-savings-plan',
    typeLine: 'A non-linked, non-participating individual savings life insurance plan.',
    metaTitle: 'Sahyog Assured Savings Plan: Guaranteed Lump Sum at Maturity | Sahyog Life',
    description:
      'A guaranteed maturity benefit written into the policy on day one, with life cover for the whole term.',
    image: 'savings',
    tagline: 'Know today the exact amount you will receive on the maturity date.',
    intro:
      'For a goal with a date, such as a down payment or a wedding, this plan pays a guaranteed lump sum at maturity. If the life insured dies during the term, the family receives the death benefit at once.',
    features: [
      '**Guaranteed maturity benefit** stated in the policy schedule.',
      '**Guaranteed additions** of 5% to 7% of premiums each year, by premium size.',
      '**Life cover** of at least 10 times the yearly premium.',
      '**Loan** of up to 80% of the surrender value.',
    ],
    details: {
      need: 'savings',
      type_code: 'P2',
      uin: '000N141V01',
      summary: 'A guaranteed lump sum at maturity, with life cover throughout the policy term.',
      eligibility: {
        entry_age_min: 5,
        entry_age_max: 55,
        maturity_age_max: 75,
        policy_term: '10 to 20 years',
        premium_paying_term: '5, 7, 10 or 12 years',
        sum_assured_min: 250000,
      },
      premium_examples: [
        { profile: '30 years, 10 years pay', sum_assured: 1000000, policy_term: '15 years', premium: 100000 },
        { profile: '40 years, 7 years pay', sum_assured: 500000, policy_term: '12 years', premium: 50000 },
      ],
      premium_note: 'The 30-year-old’s guaranteed maturity benefit is ₹16,85,000.',
    },
    faqs: [
      [
        'Can I get the money before maturity?',
        'You can take a loan against the policy or surrender it after two full years of premiums; surrendering early returns less than the maturity benefit.',
      ],
    ],
  },
  {
    title: 'Sahyog Money Back Plus',
    path: '/life-insurance/sahyog-money-back-plus',
    typeLine: 'A non-linked, participating individual money back life insurance plan.',
    metaTitle: 'Sahyog Money Back Plus: Survival Benefits with Bonuses | Sahyog Life',
    description:
      'A participating plan that pays part of the sum assured every few years, plus bonuses, with full life cover.',
    image: 'savings',
    tagline: 'Money back at regular milestones, and the full cover stays in force.',
    intro:
      'Money Back Plus pays 15% of the sum assured every fourth year and the balance with bonuses at maturity. The death benefit is the full sum assured whatever has been paid back before.',
    features: [
      '**Survival benefits** of 15% of the sum assured every fourth year.',
      '**Reversionary bonuses** declared each year, plus a terminal bonus.',
      '**Full sum assured on death**, regardless of payouts already made.',
    ],
    details: {
      need: 'savings',
      type_code: 'P2',
      uin: '000N151V01',
      summary: 'Survival benefits every few years plus bonuses, for milestones that arrive on schedule.',
      eligibility: {
        entry_age_min: 13,
        entry_age_max: 50,
        maturity_age_max: 70,
        policy_term: '16, 20 or 24 years',
        premium_paying_term: '10, 12 or 16 years',
        sum_assured_min: 200000,
      },
      premium_examples: [
        { profile: '30 years, 20-year term', sum_assured: 1000000, policy_term: '20 years', premium: 68400 },
      ],
      premium_note: 'Bonuses are not guaranteed; see the bonus information page for the rates declared.',
    },
    faqs: [
      [
        'Are bonuses guaranteed?',
        'No. Bonuses depend on the performance of the participating fund and are declared each year; once declared, they are added to the policy.',
      ],
    ],
  },
  {
    title: 'Sahyog Fortune Plus ULIP',
    path: '/life-insurance/sahyog-fortune-plus-ulip',
    typeLine: 'A unit-linked, non-participating individual life insurance plan.',
    metaTitle: 'Sahyog Fortune Plus ULIP: Limited Pay ULIP with Charges Back | Sahyog Life',
    description:
      'A single or limited-pay unit-linked plan that returns mortality charges at maturity. Investment risk is borne by the policyholder.',
    image: 'ulip',
    tagline: 'Invest once or for a few years, and get your mortality charges back at maturity.',
    intro:
      'Fortune Plus suits investors with a lump sum or a short saving window. Premiums are invested in the funds you choose; the mortality charges deducted are added back to the fund at maturity. In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
    features: [
      '**Single, 5 or 7 years pay** for a 10 to 20 year policy.',
      '**Return of mortality charges** to the fund at maturity.',
      '**Six funds** and unlimited free switches online.',
    ],
    details: {
      need: 'ulip',
      type_code: 'P3',
      uin: '000L161V01',
      summary: 'A single or limited-pay ULIP with return of mortality charges at maturity.',
      eligibility: {
        entry_age_min: 8,
        entry_age_max: 60,
        maturity_age_max: 75,
        policy_term: '10 to 20 years',
        premium_paying_term: 'Single, 5 or 7 years',
        sum_assured_min: 125000,
      },
      premium_examples: [
        { profile: '35 years, single pay', sum_assured: 1250000, policy_term: '15 years', premium: 1000000 },
        { profile: '28 years, 5 years pay', sum_assured: 1000000, policy_term: '10 years', premium: 100000 },
      ],
      premium_note: 'Fund values depend on the funds chosen and are not guaranteed.',
    },
    faqs: [['What is the lock-in period?', 'Five years from the start of the policy, as for every ULIP.']],
  },
  {
    title: 'Sahyog Immediate Annuity',
    path: '/life-insurance/sahyog-immediate-annuity',
    typeLine: 'A non-linked, non-participating individual immediate annuity plan.',
    metaTitle: 'Sahyog Immediate Annuity: Guaranteed Pension from Next Month | Sahyog Life',
    description:
      'Pay once and receive a guaranteed income for life, for you alone or for you and your spouse.',
    image: 'retirement',
    tagline: 'Turn your retirement savings into a pension that lasts as long as you do.',
    intro:
      'At retirement, a lump sum from provident fund, gratuity or savings buys an income for life. The rate is fixed on the day you buy, so the pension never falls.',
    features: [
      '**Ten annuity options**, including joint life and return of purchase price.',
      '**Monthly, quarterly, half-yearly or yearly** payouts.',
      '**Higher rates** for larger purchase prices.',
    ],
    details: {
      need: 'retirement',
      type_code: 'P2',
      uin: '000N171V01',
      summary: 'Pay once and start receiving a guaranteed income for life from the next month.',
      eligibility: {
        entry_age_min: 40,
        entry_age_max: 85,
        maturity_age_max: null,
        policy_term: 'Whole life',
        premium_paying_term: 'Single',
        sum_assured_min: null,
      },
      premium_examples: [
        { profile: '60 years, life annuity', sum_assured: 0, policy_term: 'Whole life', premium: 1000000 },
      ],
      premium_note:
        'A purchase price of ₹10 lakh at 60 buys a life annuity of about ₹7,450 a month, paid monthly.',
    },
    faqs: [
      [
        'Can I cancel the annuity later?',
        'Annuities with return of purchase price can be surrendered on diagnosis of a listed critical illness; others cannot be surrendered once payouts start.',
      ],
    ],
  },
  {
    title: 'Sahyog Young Scholar ULIP',
    path: '/life-insurance/sahyog-young-scholar-ulip',
    typeLine: 'A unit-linked, non-participating individual life insurance plan with premium waiver.',
    metaTitle: 'Sahyog Young Scholar ULIP: Market-Linked Savings for Education | Sahyog Life',
    description:
      'A unit-linked child plan with premium waiver and partial withdrawals for school and college fees. Investment risk is borne by the policyholder.',
    image: 'child',
    tagline: 'Long-term, market-linked savings for your child’s education, protected if you are not there.',
    intro:
      'Young Scholar invests for the ten or more years until college, and keeps investing on your behalf if you die: future premiums are paid by us. In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
    features: [
      '**Premium waiver**: premiums are paid into the fund after the parent’s death.',
      '**Partial withdrawals** from the sixth policy year for fees.',
      '**Four funds** with automatic move to safer funds as the goal nears.',
    ],
    details: {
      need: 'child',
      type_code: 'P3',
      uin: '000L181V01',
      summary: 'Market-linked savings for higher education, with partial withdrawals from the sixth year.',
      eligibility: {
        entry_age_min: 20,
        entry_age_max: 50,
        maturity_age_max: 70,
        policy_term: '10 to 25 years',
        premium_paying_term: 'Regular or 10 years',
        sum_assured_min: 360000,
      },
      premium_examples: [
        { profile: 'Parent 32, child 3', sum_assured: 600000, policy_term: '15 years', premium: 60000 },
      ],
      premium_note: 'Fund values depend on the funds chosen and are not guaranteed.',
    },
    faqs: [
      [
        'What happens if I stop paying?',
        'After the five-year lock-in you may keep the fund invested or withdraw it; within the lock-in, the fund moves to the discontinued policy fund.',
      ],
    ],
  },
  {
    title: 'Sahyog Group Gratuity Plan',
    path: '/group-life-insurance/sahyog-group-gratuity-plan',
    typeLine: 'A non-linked, non-participating group gratuity fund plan.',
    metaTitle: 'Sahyog Group Gratuity Plan: Fund Your Gratuity Liability | Sahyog Life',
    description:
      'A fund-based group plan that helps employers meet gratuity payments under the Payment of Gratuity Act, 1972.',
    image: 'group',
    tagline: 'Set aside for gratuity every year and pay every leaver on time.',
    intro:
      'Employers contribute each year on an actuarial valuation; the fund earns interest and pays gratuity when employees retire, resign or die in service. Contributions within the limits are a deductible expense.',
    features: [
      '**Actuarial valuation** every year, free of charge.',
      '**Guaranteed interest** floor with additional declared interest.',
      '**Claims paid** straight to the employee or nominee.',
    ],
    details: {
      need: null,
      type_code: 'P2',
      uin: '000N191V01',
      summary:
        'A fund-based plan that helps employers meet gratuity liabilities under the Payment of Gratuity Act.',
      eligibility: {
        entry_age_min: 18,
        entry_age_max: 79,
        maturity_age_max: null,
        policy_term: 'One year, renewable',
        premium_paying_term: 'Yearly contributions',
        sum_assured_min: null,
      },
      premium_examples: [
        {
          profile: '120 employees, average service 6 years',
          sum_assured: 0,
          policy_term: '1 year',
          premium: 1850000,
        },
      ],
      premium_note: 'The contribution is set by the yearly actuarial valuation of the group’s liability.',
    },
    faqs: [
      [
        'Who can set up a gratuity trust with this plan?',
        'Any employer covered by the Payment of Gratuity Act, through a trust approved under the Income-tax Act.',
      ],
    ],
  },
]

export const morePlanPages = (media: SeedMedia): PageSeed[] => MORE_PLANS.map((plan) => planPage(plan, media))
