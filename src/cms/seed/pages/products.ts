import { accordion, cards, cta, hero, productList, table, text } from '../blocks'
import { h2, h3, ol, p, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

export const lifeInsurancePage = (media: SeedMedia): PageSeed => ({
  title: 'Life insurance plans',
  path: '/life-insurance',
  meta: {
    title: 'Life Insurance Plans Online | Sahyog Life Insurance',
    description:
      'Compare Sahyog Life term, savings, ULIP, retirement, child and group plans. Check benefits, eligibility and premiums, and buy online in minutes.',
    image: media.images.heroHome,
  },
  layout: [
    hero(
      'Life insurance plans',
      'Protection, guaranteed savings, market-linked growth and a pension for life: find the plan that matches where you are today.',
      { image: media.images.heroHome, cta: { label: 'Get a call back', url: '/contact-us' } },
    ),
    productList(
      'Find the plan for your need',
      'Protection, guaranteed savings, market-linked growth, a pension or your child’s education: choose a need to see its plans.',
      'on_sale',
    ),
    text(
      h2('How to choose a life insurance plan'),
      'Start with protection. A term plan gives the largest cover for the smallest premium, so it is usually the first policy a young earner should buy. Once your family is protected, add savings or market-linked plans for goals with a date attached, such as a child’s higher education or your own retirement.',
      ol([
        '**List your goals** and the year you need the money for each.',
        '**Work out the cover you need**: at least 10 times your annual income plus your loans.',
        '**Match the plan to the goal**: guaranteed plans for fixed needs, ULIPs for long horizons of ten years or more.',
        '**Choose the premium term** you can sustain comfortably, even in a lean year.',
        '**Disclose your health and habits honestly**, so that a future claim is never in doubt.',
      ]),
    ),
    accordion('Questions about buying a plan', [
      [
        'Which documents do I need to buy a policy online?',
        'Your PAN, an address proof such as Aadhaar (you may use offline e-KYC), a recent photograph and, for larger covers, proof of income such as salary slips or income tax returns.',
      ],
      [
        'Will I need a medical test?',
        'It depends on your age, the cover you choose and your health history. Many applicants under 45 buying up to ₹1 crore of cover need only a tele-medical interview. Where tests are needed we arrange them at home or at a nearby centre, free of cost.',
      ],
      [
        'Can NRIs buy a Sahyog Life plan?',
        'Yes. Non-resident Indians can buy most of our individual plans. Premiums must be paid from an NRE or NRO account, and some plans need the medical examination to be completed in India or at an approved centre abroad.',
      ],
    ]),
    cta(
      'Compare premiums before you decide',
      'See indicative premiums for our most popular term plan by age and cover.',
      { label: 'View premium rate tables', url: '/discover/premium-rate-tables' },
      { label: 'Why life insurance?', url: '/benefits-of-life-insurance' },
    ),
  ],
})

export const benefitsPage = (media: SeedMedia): PageSeed => ({
  title: 'Benefits of life insurance',
  path: '/benefits-of-life-insurance',
  meta: {
    title: 'Benefits of Life Insurance: Protection, Savings and Tax | Sahyog Life',
    description:
      'Why buy life insurance? Financial security for your family, disciplined savings, guaranteed income, loan protection and tax benefits under sections 80C and 10(10D).',
    image: media.images.heroBenefits,
  },
  layout: [
    hero(
      'Seven benefits of life insurance',
      'A life insurance policy is a promise: if something happens to you, the people who depend on you will still be able to live the life you planned together.',
      { image: media.images.heroBenefits, cta: { label: 'Find the right plan', url: '/life-insurance' } },
    ),
    text(
      h2('1. Financial security for your family'),
      'The death benefit replaces the income your family would lose. It can pay for groceries, school fees and rent for years, and gives your spouse the time to make decisions without financial pressure.',
      h2('2. Your loans do not become their burden'),
      'A home loan or a car loan does not end with the borrower. A sum assured large enough to cover outstanding loans means your family keeps the house and the car, not the EMIs.',
      h2('3. Disciplined, goal-based saving'),
      'Savings and endowment plans turn a monthly premium into a habit. Because the money is committed for a fixed term, it is far less likely to be spent on impulse than a bank balance.',
      h2('4. Guaranteed income in retirement'),
      'Annuity and pension plans convert your savings into an income that is paid for as long as you live, protecting you against the risk of outliving your money.',
      h2('5. Protection against serious illness and disability'),
      'Riders such as critical illness, accidental death and waiver of premium extend your cover for a small extra premium, so a diagnosis or an accident does not derail your plans.',
      h2('6. Tax benefits'),
      'Premiums paid may be deducted from taxable income under section 80C, up to ₹1.5 lakh a year in the old tax regime. Death benefits are tax-free under section 10(10D), and maturity benefits are too, within the limits and conditions the Act sets.',
      h2('7. Peace of mind'),
      'Perhaps the most valuable benefit of all: knowing that your family is looked after lets you take the career risks, the investments and the long-term decisions that build a better life.',
    ),
    cards(
      'Start with the plan that fits your goal',
      'Not every benefit comes from every plan. Here is where to begin.',
      [
        {
          title: 'Protect your income',
          text: 'Term plans offer the highest cover per rupee of premium.',
          url: '/life-insurance?need=term',
          image: media.images.term,
        },
        {
          title: 'Save for a goal',
          text: 'Guaranteed savings plans for milestones with a date.',
          url: '/life-insurance?need=savings',
          image: media.images.savings,
        },
        {
          title: 'Plan your retirement',
          text: 'Pension and annuity plans for an income for life.',
          url: '/life-insurance?need=retirement',
          image: media.images.retirement,
        },
      ],
    ),
    accordion('Common questions', [
      [
        'At what age should I buy life insurance?',
        'As early as you have someone who depends on your income. Premiums are lowest when you are young and healthy, and they are fixed for the term of most plans, so buying at 25 rather than 35 can save a great deal over the life of the policy.',
      ],
      [
        'I have cover from my employer. Is that enough?',
        'Group cover usually equals a few times your annual salary and ends when you leave the job. An individual term plan stays with you whatever your employer, and can be sized to your family’s real needs.',
      ],
    ]),
    cta(
      'How much cover does your family need?',
      'Our human life value calculator gives you an answer in two minutes.',
      {
        label: 'Calculate now',
        url: '/hlv-calculator',
      },
    ),
  ],
})

const rate = (value: number) => `₹${value.toLocaleString('en-IN')}`

export const premiumRateTablesPage = (): PageSeed => ({
  title: 'Premium rate tables',
  path: '/discover/premium-rate-tables',
  meta: {
    title: 'Term Insurance Premium Rate Tables | Sahyog Life Insurance',
    description:
      'Indicative yearly premiums for Sahyog Smart Term by age, gender, smoking status and sum assured, and guaranteed income rates for Sahyog Guaranteed Income Plan.',
  },
  layout: [
    text(
      h2('Indicative premium rates'),
      'The tables below show indicative yearly premiums for our most popular plans. They help you compare cover levels before you apply. Your actual premium depends on your age, health, occupation, lifestyle, the premium payment option and any riders you add, and is confirmed only after underwriting.',
      p('All premiums are in rupees and are exempt from GST for individual life insurance policies.'),
    ),
    table(
      'Sahyog Smart Term: yearly premium, non-smoker',
      'Yearly premium in rupees for Sahyog Smart Term by age at entry and sum assured; male non-smoker, cover to age 60, regular pay, bought online.',
      ['Age at entry', '₹50 lakh', '₹1 crore', '₹2 crore'],
      [
        [25, 5400, 9800, 18900],
        [30, 6300, 11500, 22200],
        [35, 8100, 14900, 28900],
        [40, 11600, 21800, 42300],
        [45, 17200, 32900, 64100],
        [50, 26400, 50700, 99000],
      ].map(([age = 0, ...premiums]) => [`${age} years`, ...premiums.map(rate)]),
    ),
    table(
      'Sahyog Smart Term: women and smokers, ₹1 crore cover',
      'Yearly premium in rupees for ₹1 crore of Sahyog Smart Term cover to age 60, by age at entry, for women and for male smokers.',
      ['Age at entry', 'Woman, non-smoker', 'Man, smoker', 'Woman, smoker'],
      [
        [25, 8300, 15400, 13100],
        [30, 9700, 18600, 15800],
        [35, 12600, 24700, 21000],
        [40, 18400, 37200, 31600],
        [45, 27800, 57900, 49200],
      ].map(([age = 0, ...premiums]) => [`${age} years`, ...premiums.map(rate)]),
    ),
    table(
      'Sahyog Guaranteed Income Plan: guaranteed yearly income',
      'Guaranteed yearly income in rupees for a yearly premium of ₹1 lakh paid for 10 years, by the length of the income period, for a 35-year-old.',
      ['Income period', 'Yearly income', 'Total income paid', 'Life cover during premium term'],
      [
        ['10 years', rate(118500), rate(1185000), rate(1100000)],
        ['15 years', rate(89200), rate(1338000), rate(1100000)],
        ['20 years', rate(74600), rate(1492000), rate(1100000)],
      ],
    ),
    text(
      h3('How to read these tables'),
      ul([
        'Premiums are for a healthy applicant with no adverse medical history and a standard occupation.',
        'Smoker rates apply to anyone who has used tobacco or nicotine in any form in the last 12 months.',
        'Monthly premiums are about 8.8% of the yearly premium; half-yearly premiums about 51%.',
        'Rates are reviewed periodically and may change for new policies; existing policies are not affected.',
      ]),
    ),
    cta(
      'Get your exact premium',
      'Answer a few questions and see your premium instantly, with no obligation.',
      {
        label: 'Talk to an advisor',
        url: '/contact-us',
      },
    ),
  ],
})
