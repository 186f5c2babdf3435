import { inSentence } from '@/domain/format/text'
import { quotePathOf } from '@/domain/quotes/paths'

import { accordion, cards, cta, hero, text } from '../blocks'
import { CALCULATORS, CATEGORIES, TOLL_FREE } from '../catalogue'
import { h2, ul } from '../lexical'
import { SMART_TERM } from './plans'
import type { BlockOf, PageSeed, SeedMedia } from '../types'

type Link = { label: string; url: string }

const link = (value?: Link) => (value ? { ...value, new_tab: false } : undefined)

/** A list of testimonials, media-centre items, blog posts or videos, filled from its collection at render time. */
const strip = (
  source: BlockOf<'collectionStrip'>['source'],
  heading: string,
  intro: string,
  limit: number,
  more?: Link,
): BlockOf<'collectionStrip'> => ({
  blockType: 'collectionStrip',
  source,
  heading,
  intro,
  limit,
  link: link(more),
})

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
      'Sahyog Smart Term: ₹1 crore life cover from about ₹800 a month*, cover up to age 85 and a claim settlement ratio of 98.6%.',
      {
        image: media.images.heroHome,
        cta: { label: 'Check your premium', url: quotePathOf(SMART_TERM.path) },
      },
    ),
    {
      ...cards(
        'Plans for every stage of life',
        'Whether you are buying your first policy or planning your retirement, pick the kind of plan that fits your goal.',
        CATEGORIES.map((item) => ({
          title: item.name,
          text: item.summary,
          url: item.url,
          image: media.images[item.key],
          link_label: `View ${inSentence(item.name)}`,
        })),
      ),
      api_section: 'buy-plan',
    },
    {
      blockType: 'claimsPaid',
      heading: 'Claims paid when families need it most',
      percentage: 98.6,
      financial_year: 'FY 2024-25',
      basis: 'Individual death claims settled, by number',
      text: 'Claims that need no investigation are settled within 15 days of the last document, and eligible fast-track claims within a day.',
      figures: [
        { value: '11,064', label: 'Claims received' },
        { value: '10,909', label: 'Claims settled' },
        { value: '₹1,284 crore', label: 'Paid to families' },
        { value: '4.2 days', label: 'Average settlement time' },
      ],
      link: { label: 'See our claim settlement record', url: '/other-disclosures', new_tab: false },
    },
    {
      ...cards(
        'Plan with our free calculators',
        'Put numbers to your goals in a couple of minutes. No sign-up needed.',
        CALCULATORS.filter((item) => item.url !== '/calculators')
          .slice(0, 6)
          .map((item) => ({
            title: item.name,
            text: item.summary,
            url: item.url,
            link_label: 'Calculate now',
          }))
          .concat([
            {
              title: 'All calculators',
              text: 'Tax, HRA, BMI, retirement and more.',
              url: '/calculators',
              link_label: 'See all',
            },
          ]),
      ),
      api_section: 'calculator',
    },
    strip(
      'testimonials',
      'What our customers say',
      'Policyholders and families tell, in their own words, how Sahyog Life stood by them.',
      3,
      { label: 'Read more customer stories', url: '/testimonials' },
    ),
    {
      ...cards(
        'Life insurance, made simple',
        'New to life insurance? Start here: what it is, which kind fits you, the tax rules and how a claim works.',
        [
          {
            title: 'Why life insurance?',
            text: 'A pay-out that replaces your income for your family, clears loans and funds goals such as a child’s education.',
            url: '/benefits-of-life-insurance',
            link_label: 'Read the benefits',
          },
          {
            title: 'Term or savings plan?',
            text: 'Pure protection at a low premium, or cover combined with guaranteed benefits: how to choose.',
            url: '/life-insurance',
            link_label: 'Compare plans',
          },
          {
            title: 'Tax benefits',
            text: 'Premiums may be deducted under section 80C and benefits may be tax-free under section 10(10D), subject to conditions.',
            url: '/income-tax-calculator',
            link_label: 'Estimate your tax',
          },
          {
            title: 'How to make a claim',
            text: `Inform us on ${TOLL_FREE.service} or at any branch; claims without investigation are settled within 15 days of the last document.`,
            url: '/contact-us',
            link_label: 'Claims help',
          },
        ],
      ),
      api_section: 'about-insurance',
    },
    {
      ...text(
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
      api_section: 'about-sahyog-life',
    },
    strip(
      'blogs',
      'Latest from our blog',
      'Guides on cover, savings, tax and retirement, written in plain language.',
      3,
      {
        label: 'Visit the blog',
        url: '/blog',
      },
    ),
    strip('media', 'In the media', 'Announcements, news coverage and awards.', 3, {
      label: 'Visit the media centre',
      url: '/discover/media',
    }),
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
    {
      blockType: 'notice',
      tone: 'warning',
      heading: 'Beware of spurious phone calls and fictitious offers',
      text: 'The Insurance Regulatory and Development Authority of India (IRDAI) does not sell insurance, invest premiums or announce bonuses. People who claim to call on behalf of IRDAI, or who promise bonuses, refunds or loans on an old policy, are not genuine.',
      points: [
        { text: 'Never share an OTP, your bank details or your policy documents with an unknown caller.' },
        { text: `Check any offer with us on ${TOLL_FREE.service} or at a branch before you pay anything.` },
        {
          text: 'We collect premiums only to accounts in the name of Sahyog Life Insurance Company Limited.',
        },
        {
          text: 'If you get such a call, report it to the police and to IRDAI through the Bima Bharosa portal.',
        },
      ],
    },
    cta(
      'Not sure which plan is right for you?',
      'Our advisors explain your options in plain language and help you compare them, with no obligation to buy.',
      { label: 'Talk to an advisor', url: '/contact-us' },
      { label: 'Call 1800-000-1234', url: 'tel:18000001234' },
    ),
  ],
})
