import { accordion, cards, cta, hero, text } from '../blocks'
import { CALCULATORS, CATEGORIES, TOLL_FREE } from '../catalogue'
import { h2, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

export const homePage = (media: SeedMedia): PageSeed => ({
  title: 'Home',
  path: '/',
  meta: {
    title: 'Sahyog Life Insurance | Term, Savings, ULIP and Retirement Plans',
    description:
      'Protect your family and grow your savings with Sahyog Life Insurance. Compare term, savings, ULIP, child and retirement plans, use free calculators and buy online.',
    image: media.images.heroHome,
  },
  layout: [
    hero(
      'Life cover that stands by your family, every step of the way',
      'Sahyog Smart Term: Rs 1 crore life cover from about Rs 800 a month*, cover up to age 85 and a claim settlement ratio of 98.6%.',
      { image: media.images.heroHome, cta: { label: 'Explore plans', url: '/life-insurance' } },
    ),
    cards(
      'Plans for every stage of life',
      'Whether you are buying your first policy or planning your retirement, pick the kind of plan that fits your goal.',
      CATEGORIES.map((item) => ({
        title: item.name,
        text: item.summary,
        url: item.url,
        image: media.images[item.key],
        link_label: `View ${item.name.toLowerCase()}`,
      })),
    ),
    text(
      h2('Why families choose Sahyog Life'),
      'For more than fifteen years we have helped Indian households put a financial safety net in place: a pay-out that clears the home loan, keeps the children in school and lets a spouse grieve without worrying about next month’s bills.',
      ul([
        '**98.6%** individual death claims settled in FY 2024-25',
        '**2.4 million** lives covered across 480 cities',
        '**310 branches** and 45,000 trained advisors',
        '**Solvency ratio of 2.05**, well above the regulatory minimum of 1.50',
      ]),
      'Premiums on individual life insurance are now exempt from GST, so every rupee you pay works for your cover. Premiums may also qualify for deduction under section 80C, and the maturity or death benefit may be tax-free under section 10(10D), subject to the conditions of the Income-tax Act, 1961.',
    ),
    cards(
      'Plan with our free calculators',
      'Put numbers to your goals in a couple of minutes. No sign-up needed.',
      CALCULATORS.filter((item) => item.url !== '/calculators')
        .slice(0, 6)
        .map((item) => ({ title: item.name, text: item.summary, url: item.url, link_label: 'Calculate now' }))
        .concat([
          {
            title: 'All calculators',
            text: 'Tax, HRA, BMI, retirement and more.',
            url: '/calculators',
            link_label: 'See all',
          },
        ]),
    ),
    accordion('Frequently asked questions', [
      [
        'How much life cover do I need?',
        'A common rule of thumb is 10 to 15 times your annual income, plus any outstanding loans, minus the savings and investments your family could draw on. Our human life value calculator works it out from your income, expenses, liabilities and age.',
      ],
      [
        'What is the difference between a term plan and a savings plan?',
        'A term plan is pure protection: it pays the sum assured if the life assured dies during the policy term, and nothing (or, in a return-of-premium variant, the premiums paid) if they survive. A savings plan combines a smaller life cover with guaranteed or bonus-linked benefits on survival.',
      ],
      [
        'Can I cancel a policy if I change my mind?',
        'Yes. Every policy comes with a free-look period of 30 days from the date you receive the policy document. If you return it within that time, we refund the premium after deducting proportionate risk premium, stamp duty and medical examination costs, if any.',
      ],
      [
        'What happens if I miss a premium?',
        'You have a grace period of 30 days for yearly, half-yearly and quarterly modes, and 15 days for the monthly mode. Your cover continues during the grace period. After it, the policy lapses but can usually be revived within five years of the first unpaid premium.',
      ],
      [
        'How do I make a claim?',
        `Call ${TOLL_FREE.service}, e-mail us or visit any branch with the death certificate, the policy document and the claimant's KYC. Claims that need no investigation are settled within 15 days of receiving all documents.`,
      ],
    ]),
    cta(
      'Not sure which plan is right for you?',
      'Our advisors explain your options in plain language and help you compare them, with no obligation to buy.',
      { label: 'Talk to an advisor', url: '/contact-us' },
      { label: 'Call 1800-000-1234', url: 'tel:18000001234' },
    ),
  ],
})
