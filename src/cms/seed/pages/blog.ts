/** Blog posts (spec 2.1 blog/{category}/{slug}) with their details: author, date, tags, excerpt. */
import { accordion, cta, text } from '../blocks'
import { h2, ol, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

export const AUTHORS = {
  meera: { author_name: 'Meera Iyer', author_role: 'Certified financial planner' },
  arjun: { author_name: 'Arjun Malhotra', author_role: 'Head of protection products' },
  kavita: { author_name: 'Kavita Deshpande', author_role: 'Tax and personal finance editor' },
  rohan: { author_name: 'Rohan Banerjee', author_role: 'Retirement planning specialist' },
  sneha: { author_name: 'Sneha Kulkarni', author_role: 'Claims service lead' },
} as const

export type TAuthor = keyof typeof AUTHORS

type PostInfo = { date: string; author: TAuthor; tags: string[] }

/**
 * A post's picture: its own where the demo media has one that fits (so the posts of one category do not all look
 * alike in a list), else its category's.
 */
const POST_IMAGES: Record<string, keyof SeedMedia['images']> = {
  'term-insurance-for-homemakers': 'heroHome',
  'how-a-death-claim-is-settled': 'heroServices',
  'term-insurance-for-nris': 'heroCompany',
  'old-vs-new-tax-regime': 'heroBenefits',
  'how-much-pension-will-you-need': 'heroBenefits',
}

const imageFor = (media: SeedMedia, category: string, slug = ''): number =>
  POST_IMAGES[slug] ? media.images[POST_IMAGES[slug]] : categoryImage(media, category)

/** The picture each category's posts share by default (the demo media has one per kind of plan). */
const categoryImage = (media: SeedMedia, category: string): number =>
  ({
    'term-insurance': media.images.term,
    'tax-planning': media.images.savings,
    retirement: media.images.retirement,
    'savings-and-investment': media.images.ulip,
    'child-planning': media.images.child,
  })[category] ?? media.images.heroBenefits

const postWith =
  (media: SeedMedia) =>
  (
    category: string,
    slug: string,
    title: string,
    description: string,
    info: PostInfo,
    body: Parameters<typeof text>,
    extra: PageSeed['layout'] = [],
  ): PageSeed => ({
    title,
    path: `/blog/${category}/${slug}`,
    meta: { title: `${title} | Sahyog Life Blog`, description, image: imageFor(media, category, slug) },
    post: {
      image: imageFor(media, category, slug),
      excerpt: description,
      ...AUTHORS[info.author],
      published_on: `${info.date}T00:00:00.000Z`,
      tags: info.tags,
    },
    layout: [text(...body), ...extra],
  })

export const blogPosts = (media: SeedMedia): PageSeed[] => {
  const post = postWith(media)
  return [
    post(
      'term-insurance',
      'how-much-term-insurance-do-you-need',
      'How much term insurance cover do you need?',
      'Three simple ways to size your term cover: income multiples, expenses and goals, and human life value.',
      { date: '2026-10-28', author: 'arjun', tags: ['first-time-buyers', 'cover-planning'] },
      [
        'The right cover replaces the income your family would lose, pays off what you owe and funds the goals you have promised. Too little leaves a gap; too much costs premium you could have invested.',
        h2('Three ways to estimate it'),
        ol([
          '**Income multiple**: 10 to 15 times your yearly income is a quick starting point.',
          '**Expenses and goals**: add 20 years of household expenses, outstanding loans and future goals such as education, then subtract savings you already have.',
          '**Human life value**: the present value of your future earnings, after your own expenses.',
        ]),
        'Review the number at each life event: marriage, a child, a new home loan.',
      ],
      [
        cta('Work out your number', 'Our human life value calculator takes two minutes.', {
          label: 'Open the calculator',
          url: '/hlv-calculator',
        }),
      ],
    ),
    post(
      'term-insurance',
      'term-insurance-for-homemakers',
      'Term insurance for homemakers: why it matters',
      'A homemaker’s work has a real money value. How term cover protects a family that would have to pay for it.',
      { date: '2026-08-19', author: 'meera', tags: ['women-and-money', 'cover-planning'] },
      [
        'Childcare, cooking, caring for elders, managing the household budget: if a homemaker were no longer there, the family would have to pay for much of this. Term insurance on a homemaker’s life protects against that cost.',
        h2('How much cover?'),
        'Many insurers, including us, offer homemakers cover linked to the spouse’s income. A common approach is to estimate the yearly cost of replacing the services and multiply by the years until the youngest child is independent.',
      ],
    ),
    post(
      'tax-planning',
      'section-80c-and-life-insurance',
      'Section 80C and your life insurance premium',
      'How much of your premium you can deduct under section 80C, the conditions, and what changes under the new tax regime.',
      { date: '2026-07-02', author: 'kavita', tags: ['tax-saving'] },
      [
        'Under the old tax regime, premiums paid for life insurance on yourself, your spouse or your children can be deducted from taxable income under section 80C, within the overall limit of ₹1.5 lakh a year shared with PPF, ELSS and other investments.',
        h2('Conditions to keep in mind'),
        ul([
          'The deduction is limited to 10% of the sum assured for policies issued after 1 Apr 2012.',
          'If the policy is surrendered within two years (five for ULIPs), deductions already claimed are added back to income.',
          'The new tax regime does not allow the 80C deduction at all.',
        ]),
      ],
      [
        accordion('Quick answers', [
          [
            'Can I claim 80C for my parents’ policy?',
            'No. Only policies on your own life, your spouse’s or your children’s qualify.',
          ],
          [
            'Is GST on the premium deductible?',
            'The deduction applies to the premium you pay, which includes any GST charged. Individual life insurance premiums are now exempt from GST.',
          ],
        ]),
      ],
    ),
    post(
      'tax-planning',
      'old-vs-new-tax-regime',
      'Old or new tax regime: what changes for life insurance buyers',
      'The new tax regime has lower rates but fewer deductions. What that means for your insurance and savings decisions.',
      { date: '2026-04-10', author: 'kavita', tags: ['tax-saving', 'first-time-buyers'] },
      [
        'The new tax regime is now the default. Its lower slab rates come at the cost of most deductions, including section 80C and section 80D.',
        'For many young earners with few deductions, the new regime leaves more money in hand. But the reason to buy life insurance was never the tax saving: it is the protection. Buy cover because your family needs it, then choose the regime that costs less tax.',
        h2('What stays the same'),
        'The tax-free treatment of death benefits under section 10(10D) does not depend on the regime you choose.',
      ],
      [
        cta('Compare both regimes', 'Enter your income and deductions and see the difference.', {
          label: 'Income tax calculator',
          url: '/income-tax-calculator',
        }),
      ],
    ),
    post(
      'retirement',
      'how-to-plan-retirement-in-your-30s',
      'Planning retirement in your 30s',
      'Why your thirties are the best decade to start a retirement plan, and a simple way to begin.',
      { date: '2026-09-15', author: 'rohan', tags: ['retirement-income', 'first-time-buyers'] },
      [
        'At 35, you probably have 25 working years ahead and perhaps 25 years of retirement after that. Money invested now has time to compound; money invested at 50 does not.',
        h2('A simple plan'),
        ol([
          'Estimate the monthly income you will need, in today’s rupees.',
          'Add inflation: at 6% a year, ₹50,000 today is about ₹2.15 lakh in 25 years.',
          'Split your savings between growth (equity funds or a ULIP) and guarantees (a deferred pension plan).',
          'Increase your savings every time your salary rises.',
        ]),
      ],
      [
        cta('How big should your retirement fund be?', 'Try the retirement calculator.', {
          label: 'Retirement calculator',
          url: '/retirement-calculator',
        }),
      ],
    ),
    post(
      'retirement',
      'annuity-or-pension-plan',
      'Annuity or pension plan: which one first?',
      'An immediate annuity starts paying now; a deferred pension plan builds the fund first. Which suits you depends on your age.',
      { date: '2026-03-05', author: 'rohan', tags: ['retirement-income'] },
      [
        'A deferred pension plan is for the years before retirement: you save, and the plan builds a corpus. An immediate annuity is for the day you retire: you pay a lump sum and receive an income for life from the next month.',
        'Many retirees use both: the corpus from a pension plan, or from provident fund and gratuity, buys an immediate annuity at retirement.',
      ],
    ),
    post(
      'savings-and-investment',
      'ulip-loyalty-additions-explained',
      'How loyalty additions work in Sahyog Wealth Builder ULIP',
      'Loyalty additions reward policyholders who stay invested. How they are calculated and when they are added.',
      { date: '2026-01-22', author: 'meera', tags: ['ulip-basics'] },
      [
        'From the sixth policy year, Sahyog Wealth Builder ULIP adds 0.5% of the average fund value to your fund every year, as long as all due premiums have been paid.',
        'Over a 20-year policy, these additions can add several per cent to the final fund value, which is why ULIPs reward patience more than any other plan type.',
      ],
    ),
    post(
      'term-insurance',
      'how-a-death-claim-is-settled',
      'How a death claim is settled, step by step',
      'What a family needs to do, which documents help, and how long each step takes when a term policy pays out.',
      { date: '2026-11-12', author: 'sneha', tags: ['claims-help', 'cover-planning'] },
      [
        'A claim is the moment a policy proves its worth. Most claims are settled within a few weeks when the family has the right papers ready, and every step can be started online or at a branch.',
        h2('The four steps'),
        ol([
          '**Tell us** through the claims line, a branch or the website, with the policy number and the date of death.',
          '**Send the documents**: the claim form, the death certificate, the nominee’s photo identity and bank details, and medical records if the death followed an illness.',
          '**Assessment**: we check the documents; for policies older than three years the claim cannot be questioned on grounds of non-disclosure.',
          '**Payment** to the nominee’s bank account, with a letter explaining the amount.',
        ]),
        'Keep your nominee informed: tell them where the policy documents are and which insurer to call.',
      ],
    ),
    post(
      'term-insurance',
      'term-insurance-for-nris',
      'Buying term insurance in India as an NRI',
      'Why many non-resident Indians buy cover in India, how the medical checks work from abroad and how premiums are paid.',
      { date: '2026-06-18', author: 'arjun', tags: ['nri', 'first-time-buyers'] },
      [
        'An Indian term plan is often cheaper than cover bought abroad, it pays out in rupees where the family lives, and the policy keeps going if you move countries again.',
        h2('What to expect'),
        ul([
          'Premiums are paid from an NRE or NRO account, or by card in some cases.',
          'Tele-medical interviews cover most applicants; tests, if needed, can be done during a visit to India or at an approved centre abroad.',
          'Tell us your country of residence and your travel plans honestly; they are part of underwriting.',
        ]),
      ],
    ),
    post(
      'tax-planning',
      'tax-on-maturity-proceeds',
      'Is the maturity amount of my policy taxable?',
      'When section 10(10D) makes maturity money tax-free, and the premium limits above which it does not.',
      { date: '2026-02-14', author: 'kavita', tags: ['tax-saving'] },
      [
        'Death benefits are always tax-free in the hands of the nominee. Maturity benefits are tax-free too, as long as the policy meets the conditions of section 10(10D).',
        h2('The main conditions'),
        ul([
          'The yearly premium is no more than 10% of the sum assured for policies issued after 1 Apr 2012.',
          'For traditional policies issued from 1 Apr 2023, the exemption applies only when the total yearly premium of all such policies is ₹5 lakh or less.',
          'For ULIPs issued from 1 Feb 2021, the limit is ₹2.5 lakh of yearly premium.',
        ]),
        'Above these limits the gain is taxed as income from other sources or as capital gains. A tax advisor can confirm how your own policies are treated.',
      ],
    ),
    post(
      'retirement',
      'how-much-pension-will-you-need',
      'How much pension will you need?',
      'A simple way to turn today’s monthly expenses into the retirement income and the fund you should aim for.',
      { date: '2026-05-27', author: 'rohan', tags: ['retirement-income'] },
      [
        'Start with what you spend today, excluding EMIs and school fees that will end before you retire. Most retirees need 70 to 80% of that amount, in today’s rupees.',
        h2('From expenses to a fund'),
        ol([
          'Grow the monthly figure by inflation until your retirement year.',
          'Multiply by 12 for the yearly income you need in the first year of retirement.',
          'Divide by a safe withdrawal or annuity rate of about 5 to 6% to estimate the fund.',
        ]),
        'Subtract the pension you expect from provident fund, NPS or an employer scheme, and save for the gap.',
      ],
      [
        cta('See your numbers', 'The retirement calculator does the arithmetic for you.', {
          label: 'Retirement calculator',
          url: '/retirement-calculator',
        }),
      ],
    ),
    post(
      'savings-and-investment',
      'guaranteed-income-plans-explained',
      'Guaranteed income plans: who they suit',
      'How a guaranteed income plan works, what it offers that a fixed deposit does not, and when it is the wrong choice.',
      { date: '2026-10-05', author: 'meera', tags: ['first-time-buyers', 'women-and-money'] },
      [
        'A guaranteed income plan turns a few years of premiums into a fixed stream of income that is written into the policy on day one. It also carries life cover while you pay.',
        h2('Good fits'),
        ul([
          'A second income that starts as your children reach college.',
          'Topping up a pension with an amount you know in advance.',
          'Savers who value certainty over higher but uncertain returns.',
        ]),
        'If you may need the money back within the first few years, a plan like this is the wrong tool: surrendering early returns less than you paid.',
      ],
    ),
    post(
      'child-planning',
      'saving-for-your-childs-higher-education',
      'Saving for your child’s higher education',
      'Education costs in India are rising faster than prices in general. How to estimate the goal and protect it.',
      { date: '2026-09-30', author: 'meera', tags: ['cover-planning', 'first-time-buyers'] },
      [
        'An engineering or medical degree that costs ₹15 lakh today could cost twice as much in ten years. Planning early lets a modest monthly amount do most of the work.',
        h2('Three steps'),
        ol([
          '**Put a number on it**: today’s cost of the course, grown at 8 to 10% a year.',
          '**Pick the tools**: equity funds or a ULIP for goals ten or more years away, guaranteed plans for the last few years.',
          '**Protect the goal**: a plan with a premium waiver keeps the savings going if the parent dies.',
        ]),
      ],
      [
        cta('Plan the amount', 'Our child growth planner estimates the fund you need.', {
          label: 'Child growth planner',
          url: '/child-growth-planner',
        }),
      ],
    ),
    post(
      'child-planning',
      'premium-waiver-benefit-explained',
      'Premium waiver: the feature that protects a child’s plan',
      'What the waiver of premium benefit does, when it applies and why it matters more than the return.',
      { date: '2025-12-09', author: 'arjun', tags: ['cover-planning'] },
      [
        'A child plan’s purpose is to pay for a goal whether or not the parent is there. The waiver of premium benefit makes that possible: if the parent dies, the future premiums are paid by the insurer and the child still receives every planned payout.',
        'When you compare child plans, check that the waiver is built in, what events trigger it, and whether the sum assured is also paid at once to the family.',
      ],
    ),
  ]
}
