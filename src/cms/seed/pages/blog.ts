/** Blog posts (spec 2.1 blog/{category}/{slug}). */
import { accordion, cta, text } from '../blocks'
import { h2, ol, ul } from '../lexical'
import type { PageSeed } from '../types'

const post = (
  category: string,
  slug: string,
  title: string,
  description: string,
  body: Parameters<typeof text>,
  extra: PageSeed['layout'] = [],
): PageSeed => ({
  title,
  path: `/blog/${category}/${slug}`,
  meta: { title: `${title} | Sahyog Life Blog`, description },
  layout: [text(...body), ...extra],
})

export const blogPosts = (): PageSeed[] => [
  post(
    'term-insurance',
    'how-much-term-insurance-do-you-need',
    'How much term insurance cover do you need?',
    'Three simple ways to size your term cover: income multiples, expenses and goals, and human life value.',
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
    [
      'Under the old tax regime, premiums paid for life insurance on yourself, your spouse or your children can be deducted from taxable income under section 80C, within the overall limit of Rs 1.5 lakh a year shared with PPF, ELSS and other investments.',
      h2('Conditions to keep in mind'),
      ul([
        'The deduction is limited to 10% of the sum assured for policies issued after 1 April 2012.',
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
    [
      'At 35, you probably have 25 working years ahead and perhaps 25 years of retirement after that. Money invested now has time to compound; money invested at 50 does not.',
      h2('A simple plan'),
      ol([
        'Estimate the monthly income you will need, in today’s rupees.',
        'Add inflation: at 6% a year, Rs 50,000 today is about Rs 2.15 lakh in 25 years.',
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
    [
      'From the sixth policy year, Sahyog Wealth Builder ULIP adds 0.5% of the average fund value to your fund every year, as long as all due premiums have been paid.',
      'Over a 20-year policy, these additions can add several per cent to the final fund value, which is why ULIPs reward patience more than any other plan type.',
    ],
  ),
]
