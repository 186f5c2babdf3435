/** Product detail pages (spec 2.1 life-insurance/{product}, group-life-insurance/{product}) and the group list. */
import { accordion, hero, productList, text } from '../blocks'
import { h2 } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

type Faq = [question: string, answer: string]

type Details = Omit<NonNullable<PageSeed['product']>, 'key_benefits' | 'brochure' | 'policy_wording'>

/**
 * One plan's content: what its page shows and what its brochure and policy wording are made from
 * (plan-documents.ts), so the page and the documents never disagree.
 */
export type TPlanSeed = {
  title: string
  path: string
  metaTitle: string
  description: string
  image: keyof SeedMedia['images']
  /** The regulatory description on the documents' covers: "A non-linked, non-participating …". */
  typeLine: string
  tagline: string
  intro: string
  /** `**Title**, text`: the bold part becomes the benefit's title, the rest its text. */
  features: string[]
  details: Details
  faqs: Faq[]
}

const CALL_BACK = { label: 'Get a call back', url: '/contact-us' }

/** `**Cover up to age 85**, with a premium …` → { title: 'Cover up to age 85', text: 'With a premium …' }. */
export function benefitOf(feature: string): { title: string; text: string } {
  const match = /^\*\*(.+?)\*\*[\s,:;.-]*(.*)$/.exec(feature)
  if (!match) return { title: feature, text: feature }
  const rest = match[2]!.trim()
  return { title: match[1]!, text: rest ? rest[0]!.toUpperCase() + rest.slice(1) : match[1]! }
}

/** A plan's slug, the last segment of its path: the key of its documents. */
export const planSlug = (path: string) => path.split('/').at(-1)!

/** The product details the page stores: the plan's details with its features as titled benefits. */
export const planDetails = (plan: TPlanSeed) => ({
  ...plan.details,
  key_benefits: plan.features.map(benefitOf),
})

/**
 * One plan page: hero, why the plan, questions. Its benefits, eligibility, premium examples, documents and the
 * buy / advisor buttons come from the product details (src/ui/products), drawn before the questions.
 */
export const planPage = (plan: TPlanSeed, media: SeedMedia): PageSeed => ({
  title: plan.title,
  path: plan.path,
  meta: { title: plan.metaTitle, description: plan.description, image: media.images[plan.image] },
  product: {
    ...planDetails(plan),
    brochure: media.plans[planSlug(plan.path)]?.brochure ?? null,
    policy_wording: media.plans[planSlug(plan.path)]?.wording ?? null,
  },
  layout: [
    hero(plan.title, plan.tagline, { image: media.images[plan.image], cta: CALL_BACK }),
    text(h2(`Why choose ${plan.title}`), plan.intro),
    accordion(`Questions about ${plan.title}`, plan.faqs),
  ],
})

export const SMART_TERM: TPlanSeed = {
  title: 'Sahyog Smart Term',
  path: '/life-insurance/sahyog-smart-term',
  typeLine: 'A non-linked, non-participating individual pure risk premium life insurance plan.',
  metaTitle: 'Sahyog Smart Term: Term Insurance Plan up to Age 85 | Sahyog Life',
  description:
    'Pure protection with cover up to age 85, optional critical illness and accidental death riders, and lower rates for non-smokers.',
  image: 'term',
  tagline: 'Large life cover for a small, fixed premium, so your family can keep its plans whatever happens.',
  intro:
    'Sahyog Smart Term is a non-linked, non-participating pure protection plan. If the life insured dies during the policy term, the nominee receives the sum assured as a lump sum, as a monthly income, or as a mix of both.',
  features: [
    '**Cover up to age 85**, with a premium that never rises during the term.',
    '**Three payout options**: lump sum, monthly income for 10 years, or half and half.',
    '**Riders**: critical illness (40 conditions), accidental death and waiver of premium on disability.',
    '**Special rates for women and non-smokers**, and a further discount when you buy online.',
    '**Terminal illness benefit**: the sum assured is paid early on diagnosis.',
  ],
  details: {
    need: 'term',
    type_code: 'P1',
    uin: '000N052V03',
    summary: 'Pure protection up to age 85 with optional critical illness and accidental death riders.',
    eligibility: {
      entry_age_min: 18,
      entry_age_max: 65,
      maturity_age_max: 85,
      policy_term: '10 to 67 years',
      premium_paying_term: 'Single, 5, 10, 15 years or regular',
      sum_assured_min: 2500000,
    },
    premium_examples: [
      { profile: 'Man, 25, non-smoker', sum_assured: 10000000, policy_term: 'To age 60', premium: 9800 },
      { profile: 'Woman, 30, non-smoker', sum_assured: 10000000, policy_term: 'To age 60', premium: 9700 },
      { profile: 'Man, 35, non-smoker', sum_assured: 20000000, policy_term: 'To age 60', premium: 28900 },
      { profile: 'Man, 40, smoker', sum_assured: 10000000, policy_term: 'To age 60', premium: 37200 },
    ],
    premium_note:
      'Yearly premiums for regular pay, bought online, for a healthy applicant. Your premium is confirmed after underwriting.',
  },
  faqs: [
    [
      'Can I increase my cover later?',
      'Yes. On marriage, the birth of a child or a new home loan you may raise the sum assured by up to 50% without fresh medical tests, once in each case, before age 45.',
    ],
    [
      'What happens if I miss a premium?',
      'You have a grace period of 30 days (15 days for monthly premiums) during which the cover continues. After that the policy lapses and can be revived within five years.',
    ],
    [
      'Is there a maturity benefit?',
      'No. Sahyog Smart Term is pure protection, which is why its premium is so low. If you want your premiums back at the end, see Sahyog Term with Return of Premium.',
    ],
  ],
}

export const smartTermPage = (media: SeedMedia): PageSeed => planPage(SMART_TERM, media)

export const TERM_RETURN_OF_PREMIUM: TPlanSeed = {
  title: 'Sahyog Term with Return of Premium',
  path: '/life-insurance/sahyog-term-return-of-premium',
  typeLine: 'A non-linked, non-participating individual life insurance plan with return of premium.',
  metaTitle: 'Term Insurance with Return of Premium | Sahyog Life Insurance',
  description:
    'Life cover for the full term and every base premium paid returned at maturity if you outlive the policy.',
  image: 'term',
  tagline: 'Protection for your family, and your premiums back if you outlive the policy term.',
  intro:
    'For people who want the certainty of a term plan but dislike the idea of paying premiums for nothing, this plan returns all base premiums paid, excluding taxes and rider premiums, on survival to maturity.',
  features: [
    '**100% of base premiums returned** on survival to the end of the term.',
    '**Limited pay options**: pay for 5, 10 or 15 years and stay covered for the full term.',
    '**Paid-up value** if you stop paying after the first two full years.',
    '**Tax benefits** on premiums and on the maturity benefit, as per prevailing tax laws.',
  ],
  details: {
    need: 'term',
    type_code: 'P1',
    uin: '000N061V02',
    summary: 'Life cover for the full term and all base premiums paid returned if you outlive the policy.',
    eligibility: {
      entry_age_min: 18,
      entry_age_max: 60,
      maturity_age_max: 75,
      policy_term: '10 to 40 years',
      premium_paying_term: '5, 10, 15 years or regular',
      sum_assured_min: 1000000,
    },
    premium_examples: [
      { profile: 'Man, 30, non-smoker', sum_assured: 5000000, policy_term: '30 years', premium: 21400 },
      { profile: 'Woman, 35, non-smoker', sum_assured: 5000000, policy_term: '25 years', premium: 24100 },
      { profile: 'Man, 40, non-smoker', sum_assured: 10000000, policy_term: '20 years', premium: 58600 },
    ],
    premium_note: 'Yearly premiums for regular pay. Every base premium is paid back on survival to maturity.',
  },
  faqs: [
    [
      'Why is the premium higher than a pure term plan?',
      'Part of each premium is set aside to pay back your premiums at maturity. You pay more each year in return for getting it all back if you survive the term.',
    ],
    [
      'Can I surrender the policy?',
      'Yes, after two full years of premiums. The surrender value is the higher of the guaranteed and the special surrender value described in the policy document.',
    ],
  ],
}

export const termReturnOfPremiumPage = (media: SeedMedia): PageSeed => planPage(TERM_RETURN_OF_PREMIUM, media)

export const GUARANTEED_INCOME: TPlanSeed = {
  title: 'Sahyog Guaranteed Income Plan',
  path: '/life-insurance/sahyog-guaranteed-income-plan',
  typeLine: 'A non-linked, non-participating individual savings life insurance plan.',
  metaTitle: 'Sahyog Guaranteed Income Plan: Assured Monthly or Yearly Income | Sahyog Life',
  description:
    'A non-linked, non-participating savings plan that pays a guaranteed monthly or yearly income for 10, 15 or 20 years, with life cover.',
  image: 'savings',
  tagline:
    'Pay for a few years, then receive a fixed income for as long as you choose, guaranteed from day one.',
  intro:
    'Every rupee of income is written into the policy when you buy it, so market ups and downs never change what you receive. The income can top up your salary, pay school fees or become a second pension.',
  features: [
    '**Guaranteed income** for 10, 15 or 20 years, paid monthly or yearly.',
    '**Premiums paid back** with the last instalment under the return-of-premium option.',
    '**Life cover** of 11 times the yearly premium during the premium term.',
    '**Loan facility** of up to 80% of the surrender value for emergencies.',
  ],
  details: {
    need: 'savings',
    type_code: 'P2',
    uin: '000N071V01',
    summary: 'A non-linked, non-participating plan that pays a guaranteed monthly or yearly income.',
    eligibility: {
      entry_age_min: 3,
      entry_age_max: 60,
      maturity_age_max: 85,
      policy_term: '16 to 32 years',
      premium_paying_term: '5 to 12 years',
      sum_assured_min: 330000,
    },
    premium_examples: [
      {
        profile: '35 years, 10-year income',
        sum_assured: 1100000,
        policy_term: '21 years',
        premium: 100000,
      },
      {
        profile: '35 years, 20-year income',
        sum_assured: 1100000,
        policy_term: '31 years',
        premium: 100000,
      },
      { profile: '45 years, 15-year income', sum_assured: 550000, policy_term: '26 years', premium: 50000 },
    ],
    premium_note:
      'A yearly premium of ₹1 lakh for 10 years pays a guaranteed ₹1,18,500 a year for 10 years, or ₹74,600 a year for 20 years (see the premium rate tables).',
  },
  faqs: [
    [
      'When does the income start?',
      'One year after the premium paying term ends. With a 10-year premium term, the first instalment is paid at the start of year 12.',
    ],
    [
      'Is the income taxable?',
      'Income from a life insurance policy is tax-free under section 10(10D) when the conditions of that section are met; for policies with large yearly premiums the tax treatment differs. Please consult your tax advisor.',
    ],
  ],
}

export const guaranteedIncomePage = (media: SeedMedia): PageSeed => planPage(GUARANTEED_INCOME, media)

export const WEALTH_BUILDER_ULIP: TPlanSeed = {
  title: 'Sahyog Wealth Builder ULIP',
  path: '/life-insurance/sahyog-wealth-builder-ulip',
  typeLine: 'A unit-linked, non-participating individual life insurance plan.',
  metaTitle: 'Sahyog Wealth Builder ULIP: Market-Linked Growth with Life Cover | Sahyog Life',
  description:
    'A unit-linked plan with eight funds, four free switches a year and loyalty additions from the sixth policy year.',
  image: 'ulip',
  tagline:
    'Invest in equity, debt or balanced funds and stay protected, in one plan built for the long term.',
  intro:
    'Sahyog Wealth Builder ULIP invests your premiums, after charges, in the funds you choose. It replaced our earlier Sahyog Wealth Builder plan in 2023 with lower charges and more funds. In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
  features: [
    '**Eight funds** from pure equity to liquid, including a Nifty 50 index fund.',
    '**Four free switches** a year between funds, and automatic transfers for systematic investing.',
    '**Loyalty additions** of 0.5% of the fund every year from the sixth policy year.',
    '**Partial withdrawals** after the five-year lock-in, for goals that come early.',
  ],
  details: {
    need: 'ulip',
    type_code: 'P3',
    uin: '000L081V01',
    summary: 'Eight funds, four free switches a year and loyalty additions from the sixth year.',
    eligibility: {
      entry_age_min: 0,
      entry_age_max: 60,
      maturity_age_max: 75,
      policy_term: '10 to 30 years',
      premium_paying_term: '5, 7, 10 years or regular',
      sum_assured_min: 240000,
    },
    premium_examples: [
      { profile: '30 years, regular pay', sum_assured: 1200000, policy_term: '20 years', premium: 120000 },
      { profile: '40 years, 10 years pay', sum_assured: 600000, policy_term: '15 years', premium: 60000 },
      { profile: '25 years, regular pay', sum_assured: 240000, policy_term: '25 years', premium: 24000 },
    ],
    premium_note:
      'The sum assured is 10 times the yearly premium. Fund values depend on the funds you choose and are not guaranteed.',
  },
  faqs: [
    [
      'What is the lock-in period?',
      'Five years, as for every ULIP. You cannot withdraw money during this time; if you stop paying, the fund moves to the discontinued policy fund until the lock-in ends.',
    ],
    [
      'Where can I see the fund values?',
      'Daily net asset values of every fund are published on the NAV history page, and your own fund value is in your customer account.',
    ],
  ],
}

export const wealthBuilderUlipPage = (media: SeedMedia): PageSeed => planPage(WEALTH_BUILDER_ULIP, media)

export const DEFERRED_PENSION: TPlanSeed = {
  title: 'Sahyog Deferred Pension Plan',
  path: '/life-insurance/sahyog-deferred-pension-plan',
  typeLine: 'A non-linked, non-participating individual deferred annuity plan.',
  metaTitle: 'Sahyog Deferred Pension Plan: Lock In Your Pension Today | Sahyog Life',
  description:
    'Save regularly now and lock in today’s annuity rates for a guaranteed pension that starts when you retire.',
  image: 'retirement',
  tagline:
    'Build your pension while you earn, and know today exactly what you will receive every month after you retire.',
  intro:
    'Retirement can last 25 years or more. This plan turns regular savings into a guaranteed lifelong pension, with the annuity rate fixed on the day you buy, so falling interest rates later cannot shrink your income.',
  features: [
    '**Annuity rate locked in** at purchase for a pension that starts 5 to 15 years later.',
    '**Joint life option**: the pension continues to your spouse for life.',
    '**Return of purchase price** to your nominee on death, under that option.',
    '**Deduction under section 80CCC** for premiums paid, within the limits of section 80CCE.',
  ],
  details: {
    need: 'retirement',
    type_code: 'P2',
    uin: '000N091V01',
    summary: 'Save now and lock in today’s annuity rate for a guaranteed pension later.',
    eligibility: {
      entry_age_min: 30,
      entry_age_max: 70,
      maturity_age_max: 85,
      policy_term: 'Deferment of 5 to 15 years',
      premium_paying_term: 'Single, 5 or 10 years',
      sum_assured_min: null,
    },
    premium_examples: [
      {
        profile: '45 years, pension from 60',
        sum_assured: 525000,
        policy_term: '15 years',
        premium: 100000,
      },
      {
        profile: '50 years, pension from 60',
        sum_assured: 262500,
        policy_term: '10 years',
        premium: 50000,
      },
    ],
    premium_note:
      'The death benefit before vesting is at least 105% of premiums paid. The pension depends on the annuity option chosen.',
  },
  faqs: [
    [
      'Can I take part of the money as a lump sum?',
      'Yes. At vesting you may commute up to 60% of the corpus as a tax-free lump sum and take the rest as a pension.',
    ],
    [
      'What if I die before the pension starts?',
      'Your nominee receives the higher of the total premiums paid plus accrued additions, or 105% of the premiums paid.',
    ],
  ],
}

export const deferredPensionPage = (media: SeedMedia): PageSeed => planPage(DEFERRED_PENSION, media)

export const CHILD_FUTURE: TPlanSeed = {
  title: 'Sahyog Child Future Plan',
  path: '/life-insurance/sahyog-child-future-plan',
  typeLine: 'A non-linked, non-participating individual savings plan with premium waiver.',
  metaTitle: 'Sahyog Child Future Plan: Guaranteed Money for Education | Sahyog Life',
  description:
    'Guaranteed payouts timed for college fees, with future premiums waived if something happens to the parent.',
  image: 'child',
  tagline: 'Your child’s education stays funded, whether or not you are there to pay the premiums.',
  intro:
    'The parent is the life insured and the child the beneficiary. If the parent dies during the term, the family receives the sum assured at once, the plan pays all future premiums itself, and the payouts still arrive on schedule.',
  features: [
    '**Guaranteed payouts** in the last four policy years, timed for undergraduate and postgraduate fees.',
    '**In-built premium waiver**: no more premiums after the parent’s death.',
    '**Immediate sum assured** to the family on the parent’s death.',
    '**Flexible terms** from 10 to 25 years to match your child’s age.',
  ],
  details: {
    need: 'child',
    type_code: 'P2',
    uin: '000N101V01',
    summary: 'Guaranteed payouts for college fees, with premiums waived if the parent dies.',
    eligibility: {
      entry_age_min: 21,
      entry_age_max: 50,
      maturity_age_max: 75,
      policy_term: '10 to 25 years',
      premium_paying_term: '7 to 20 years',
      sum_assured_min: 300000,
    },
    premium_examples: [
      { profile: 'Parent 30, child 2', sum_assured: 1000000, policy_term: '18 years', premium: 62400 },
      { profile: 'Parent 35, child 5', sum_assured: 1500000, policy_term: '15 years', premium: 118900 },
    ],
    premium_note: 'Yearly premiums; payouts in the last four policy years add up to 110% of the sum assured.',
  },
  faqs: [
    [
      'Who owns the policy?',
      'The parent (or legal guardian) is the policyholder and the life insured. The child is named as the nominee and beneficiary of the payouts.',
    ],
    [
      'Can both parents be covered?',
      'The plan covers one life. Many families buy it on the main earner’s life and add a term plan for the other parent.',
    ],
  ],
}

export const childFuturePage = (media: SeedMedia): PageSeed => planPage(CHILD_FUTURE, media)

export const GROUP_TERM_LIFE: TPlanSeed = {
  title: 'Sahyog Group Term Life',
  path: '/group-life-insurance/sahyog-group-term-life',
  typeLine: 'A non-linked, non-participating group term life insurance plan.',
  metaTitle: 'Sahyog Group Term Life: Employee Life Cover | Sahyog Life Insurance',
  description:
    'One-year renewable group life cover for employer-employee and non-employer groups, with simple onboarding and claims.',
  image: 'group',
  tagline: 'Life cover for every member of your team, in one policy renewed each year.',
  intro:
    'Employers use Sahyog Group Term Life to give every employee a sum assured that is a multiple of salary or a flat amount by grade. Members join and leave through a simple online portal, and claims are settled directly with the family.',
  features: [
    '**Flat or graded cover**, or a multiple of annual salary.',
    '**Free cover limit** up to which no medical evidence is asked for.',
    '**Optional riders** for accidental death and permanent disability.',
    '**Online member portal** for additions, deletions and certificates.',
  ],
  details: {
    need: null,
    type_code: 'P1',
    uin: '000N111V01',
    summary: 'One-year renewable life cover for employees and members.',
    eligibility: {
      entry_age_min: 18,
      entry_age_max: 69,
      maturity_age_max: 70,
      policy_term: 'One year, renewable',
      premium_paying_term: 'Single, yearly or monthly',
      sum_assured_min: 10000,
    },
    premium_examples: [
      {
        profile: '50 members, average age 32',
        sum_assured: 1000000,
        policy_term: '1 year',
        premium: 41500,
      },
      {
        profile: '200 members, average age 36',
        sum_assured: 500000,
        policy_term: '1 year',
        premium: 112000,
      },
    ],
    premium_note:
      'Premium for the whole group, per year; the rate depends on the group’s age profile and industry.',
  },
  faqs: [
    [
      'Is the premium a taxable benefit for employees?',
      'Premiums paid by an employer for group term cover are a business expense for the employer and are generally not a perquisite in the hands of the employee.',
    ],
  ],
}

export const groupTermLifePage = (media: SeedMedia): PageSeed => planPage(GROUP_TERM_LIFE, media)

export const GROUP_CREDIT_LIFE: TPlanSeed = {
  title: 'Sahyog Group Credit Life',
  path: '/group-life-insurance/sahyog-group-credit-life',
  typeLine: 'A non-linked, non-participating group credit life insurance plan.',
  metaTitle: 'Sahyog Group Credit Life: Loan Protection for Borrowers | Sahyog Life',
  description:
    'Group cover for lenders that pays off a borrower’s outstanding loan if the borrower dies during the loan term.',
  image: 'group',
  tagline: 'When a borrower dies, the loan is repaid, not passed on to the family.',
  intro:
    'Banks, housing finance companies and microfinance institutions offer Sahyog Group Credit Life to their borrowers. Cover follows the loan’s outstanding balance, so the family keeps the home or the business asset.',
  features: [
    '**Reducing or level cover** matching the loan schedule.',
    '**Single premium** that can be added to the loan amount.',
    '**Joint borrowers** covered under one certificate.',
  ],
  details: {
    need: null,
    type_code: 'P1',
    uin: '000N121V01',
    summary: 'Loan protection that repays the outstanding balance if a borrower dies.',
    eligibility: {
      entry_age_min: 18,
      entry_age_max: 65,
      maturity_age_max: 80,
      policy_term: '1 to 30 years, as the loan',
      premium_paying_term: 'Single',
      sum_assured_min: 10000,
    },
    premium_examples: [
      { profile: 'Borrower 35, home loan', sum_assured: 3000000, policy_term: '20 years', premium: 48600 },
      {
        profile: 'Borrower 45, business loan',
        sum_assured: 1000000,
        policy_term: '5 years',
        premium: 19800,
      },
    ],
    premium_note: 'Single premiums per borrower for reducing cover; they may be added to the loan amount.',
  },
  faqs: [
    [
      'What does the family receive?',
      'The outstanding loan on the date of death is paid to the lender. Any surplus sum assured under level cover goes to the nominee.',
    ],
  ],
}

export const groupCreditLifePage = (media: SeedMedia): PageSeed => planPage(GROUP_CREDIT_LIFE, media)

/** The plans of this file, in the order they are seeded. */
export const PLANS: TPlanSeed[] = [
  SMART_TERM,
  TERM_RETURN_OF_PREMIUM,
  GUARANTEED_INCOME,
  WEALTH_BUILDER_ULIP,
  DEFERRED_PENSION,
  CHILD_FUTURE,
  GROUP_TERM_LIFE,
  GROUP_CREDIT_LIFE,
]

export const groupLifeInsurancePage = (media: SeedMedia): PageSeed => ({
  title: 'Group life insurance plans',
  path: '/group-life-insurance',
  meta: {
    title: 'Group Life Insurance Plans for Employers and Lenders | Sahyog Life',
    description:
      'Group term life, credit life and gratuity plans from Sahyog Life Insurance for employers, associations and lenders.',
    image: media.images.group,
  },
  layout: [
    hero(
      'Group life insurance plans',
      'Cover for employees, members and borrowers, arranged once and managed online.',
      { image: media.images.group, cta: CALL_BACK },
    ),
    productList('Our group plans', 'Choose the plan that fits your group.', 'group'),
  ],
})
