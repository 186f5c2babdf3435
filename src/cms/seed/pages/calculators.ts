import { accordion, calculator, cards, hero, text } from '../blocks'
import { CALCULATORS } from '../catalogue'
import { h2, ol, p, ul } from '../lexical'
import type { PageSeed } from '../types'

/** The same notice on every calculator page: the figures are illustrations, not advice or a quote. */
const ILLUSTRATION = {
  heading: 'Results are illustrations',
  description:
    'The figures shown are illustrations based on the values you enter and the assumptions listed on this page. They are not a quotation, tax advice or a promise of returns. Returns on investments are not guaranteed, tax rules change, and your actual tax, cover or premium may differ. Please consult a tax advisor or our advisors before you decide.',
}

const advisorFaq: [string, string] = [
  'Can someone help me with the result?',
  'Yes. Call our toll-free number or leave your details on the contact page, and a Sahyog Life advisor will call you back to go through the figures with you. There is no charge for the conversation.',
]

export const calculatorsPage = (): PageSeed => ({
  title: 'Financial calculators',
  path: '/calculators',
  meta: {
    title: 'Financial Calculators: Tax, HRA, Retirement, SIP, HLV and BMI | Sahyog Life',
    description:
      'Free calculators to compare tax regimes, work out HRA exemption, plan retirement, savings and your child’s future, and find the life cover your family needs.',
  },
  layout: [
    hero(
      'Financial calculators',
      'Plan with numbers, not guesses. Each calculator shows its working and the assumptions behind it, and your figures stay in your browser.',
    ),
    cards(
      'Choose a calculator',
      'Every result updates as you type, and the page address keeps your inputs so you can bookmark or share it.',
      CALCULATORS.filter((item) => item.url !== '/calculators').map((item) => ({
        title: item.name,
        text: item.summary,
        url: item.url,
        link_label: 'Open calculator',
      })),
    ),
    text(
      h2('How to use these calculators'),
      'Start with the figures you know for certain, such as your salary, age and monthly expenses. Then try a few values for the ones you do not know, such as inflation or the return on your savings, to see how sensitive the answer is. A plan that still works with cautious assumptions is a plan you can rely on.',
    ),
    accordion('Questions about the calculators', [
      [
        'Are my figures stored anywhere?',
        'No. The calculations run in your browser. Your inputs are kept only in the page address, so that you can bookmark or share the result.',
      ],
      [
        'How accurate are the results?',
        'The formulas are standard and are explained on each page, but every result depends on assumptions about the future. Treat them as a guide for planning, not as a guarantee.',
      ],
      advisorFaq,
    ]),
  ],
  disclaimer: ILLUSTRATION,
})

type CalculatorPage = {
  kind: Parameters<typeof calculator>[0]
  path: string
  title: string
  metaTitle: string
  description: string
  intro: string
  how: (ReturnType<typeof p> | ReturnType<typeof ul> | ReturnType<typeof ol> | string)[]
  faqs: [string, string][]
}

const calculatorPage = (page: CalculatorPage): PageSeed => ({
  title: page.title,
  path: page.path,
  meta: { title: page.metaTitle, description: page.description },
  layout: [
    hero(page.title, page.intro),
    calculator(page.kind),
    text(h2('How it works'), ...page.how),
    accordion('Frequently asked questions', [...page.faqs, advisorFaq]),
  ],
  disclaimer: ILLUSTRATION,
})

export const incomeTaxCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'incomeTax',
    path: '/income-tax-calculator',
    title: 'Income tax calculator',
    metaTitle: 'Income Tax Calculator: Old vs New Regime | Sahyog Life',
    description:
      'Compare your income tax under the old and the new regime for FY 2025-26 and FY 2026-27, with 80C, 80D, NPS, home-loan interest and HRA.',
    intro:
      'Enter your salary and deductions to see your tax under both regimes side by side, and which one leaves more money in your hand.',
    how: [
      'The calculator works out your tax twice. In the **new regime** it takes your salary, subtracts the standard deduction of ₹75,000 and applies the new slabs; no other deductions are allowed, but income up to ₹12 lakh after the standard deduction is tax-free thanks to the section 87A rebate.',
      'In the **old regime** it subtracts the standard deduction of ₹50,000, your HRA exemption, home-loan interest and your deductions under 80C, 80D and 80CCD(1B), each up to its limit, and applies the old slabs for your age group.',
      'Both results then add any surcharge on high incomes and the 4% health and education cess. The regime with the lower tax is highlighted.',
      ul([
        'Pick the financial year: the slabs and limits are kept for each year.',
        'Your age matters only in the old regime: the tax-free limit is ₹3 lakh from 60 and ₹5 lakh from 80.',
        'Life-insurance premiums count towards the ₹1.5 lakh limit of section 80C in the old regime.',
      ]),
    ],
    faqs: [
      [
        'Which regime should I choose?',
        'The one with the lower tax for your figures. As a rough rule, the old regime pays off only when your deductions (80C, 80D, NPS, home-loan interest and HRA) add up to a large share of your income. Salaried employees can choose every year.',
      ],
      [
        'Why is my tax zero up to ₹12 lakh in the new regime?',
        'The section 87A rebate cancels the tax of a resident individual whose taxable income is up to ₹12 lakh. Just above that, marginal relief ensures the tax is never more than the income above ₹12 lakh.',
      ],
      [
        'Does the calculator include capital gains?',
        'No. It covers salary and other income taxed at the normal rates. Capital gains taxed at special rates are not included.',
      ],
    ],
  })

export const hraCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'hra',
    path: '/hra-calculator',
    title: 'HRA calculator',
    metaTitle: 'HRA Exemption Calculator | Sahyog Life',
    description:
      'Work out how much of your house rent allowance is exempt from tax under section 10(13A), for metro and non-metro cities.',
    intro:
      'If you live in a rented home and your salary includes house rent allowance, part of it can be tax-free in the old regime. Find out how much.',
    how: [
      'The exempt part of your HRA is the **lowest** of three amounts for the year:',
      ol([
        'the HRA you actually received;',
        'the rent you paid minus 10% of your basic salary plus dearness allowance;',
        '50% of your basic salary plus DA if you live in a listed metro, or 40% anywhere else.',
      ]),
      'The rest of your HRA is added to your taxable salary. The list of cities with the 50% limit is kept for each financial year.',
    ],
    faqs: [
      [
        'Can I claim HRA in the new regime?',
        'No. The HRA exemption is available only in the old regime. Use the income tax calculator to see which regime suits you once HRA is counted.',
      ],
      [
        'Do I need rent receipts?',
        'Employers usually ask for rent receipts, and for the landlord’s PAN when the rent is above ₹1 lakh a year.',
      ],
    ],
  })

export const hlvCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'hlv',
    path: '/hlv-calculator',
    title: 'Human life value calculator',
    metaTitle: 'Human Life Value (HLV) Calculator: How Much Term Insurance Cover Do You Need | Sahyog Life',
    description:
      'Estimate the life cover your family needs from your income, expenses, loans, savings and years to retirement.',
    intro:
      'Your human life value is the income your family would lose if you were not there. It is the starting point for choosing your term cover.',
    how: [
      'The calculator takes the part of your income that supports your family (your income minus your own expenses), lets it grow every year until your retirement age, and values each year’s amount in today’s money at the discount rate.',
      'It then adds your outstanding loans, because your family would have to repay them, and subtracts the life cover and savings you already have. What is left is the additional cover to consider.',
    ],
    faqs: [
      [
        'Why subtract my own expenses?',
        'Because that part of your income would not be needed by your family. Only the income that supports them has to be replaced.',
      ],
      [
        'What discount rate should I use?',
        'A rate close to what a safe long-term investment earns, such as 7% to 8% a year. A lower rate gives a higher, more cautious figure.',
      ],
    ],
  })

export const retirementCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'retirement',
    path: '/retirement-calculator',
    title: 'Retirement calculator',
    metaTitle: 'Retirement Calculator: Corpus and Monthly Saving | Sahyog Life',
    description:
      'Find the retirement corpus you need for your monthly expenses after inflation, and how much to save every month to build it.',
    intro:
      'How much do you need to retire comfortably, and how much should you save every month to get there? Enter your age and expenses to find out.',
    how: [
      'First the calculator inflates your monthly expenses to the year you retire. Then it works out the corpus that can pay those expenses, rising with inflation every year, until the life expectancy you enter, while the rest of the corpus keeps earning the return after retirement.',
      'Your current savings grow until retirement and reduce what you still need. The monthly saving is the amount which, invested at the start of every month at the return before retirement, fills that gap.',
    ],
    faqs: [
      [
        'What inflation should I assume?',
        'Household inflation in India has averaged around 5% to 7% a year. Health costs usually rise faster, so a cautious plan uses 6% or more.',
      ],
      [
        'What if I already have enough savings?',
        'Then the monthly saving shown is zero, and the chart shows your savings lasting through retirement.',
      ],
    ],
  })

export const childGrowthPlannerPage = (): PageSeed =>
  calculatorPage({
    kind: 'child',
    path: '/child-growth-planner',
    title: 'Child growth planner',
    metaTitle: 'Child Education and Marriage Planner | Sahyog Life',
    description:
      'See what your child’s higher education and marriage will cost at today’s prices plus inflation, and the monthly saving to get there.',
    intro:
      'An engineering or medical degree that costs ₹20 lakh today may cost three times as much in fifteen years. Plan for it now.',
    how: [
      'For each goal the calculator takes today’s cost and increases it at the inflation rate until your child reaches that age. It then finds the amount to save at the start of every month, at the expected return, so the money is ready in the year it is needed.',
      'Leave a goal’s cost empty or at zero to leave it out.',
    ],
    faqs: [
      [
        'How fast does education get more expensive?',
        'Fees for professional courses in India have risen by around 8% to 10% a year, faster than general inflation.',
      ],
      [
        'How does life insurance help?',
        'A child plan with a premium waiver keeps the savings going even if the parent dies: the insurer pays the remaining premiums and the child still receives the money on time.',
      ],
    ],
  })

export const savingsPlannerPage = (): PageSeed =>
  calculatorPage({
    kind: 'savings',
    path: '/savings-planner',
    title: 'Savings planner',
    metaTitle: 'Savings Planner and SIP Calculator | Sahyog Life',
    description:
      'See what a monthly saving grows to, or the monthly amount you need for a goal, at the return you expect.',
    intro:
      'Small amounts saved every month add up. See what your monthly saving can grow to, or how much you need to put away for a goal.',
    how: [
      'The calculator assumes you invest at the **start** of every month and that returns compound monthly at the annual rate divided by 12, the way most Indian SIP calculators work.',
      'For a goal, it runs the same formula backwards to find the monthly amount. This planner is for entry ages from 25 to 50.',
    ],
    faqs: [
      [
        'Why does starting early matter so much?',
        'Because returns earn returns. ₹5,000 a month for 25 years at 12% grows to roughly ₹95 lakh; the same amount for 15 years reaches about ₹25 lakh.',
      ],
      [
        'Are the returns guaranteed?',
        'No. The rate you enter is an assumption. Guaranteed savings plans state their benefits in the policy; market-linked plans do not.',
      ],
    ],
  })

export const doubleYourMoneyPage = (): PageSeed =>
  calculatorPage({
    kind: 'double',
    path: '/double-your-money-calculator',
    title: 'Double your money calculator',
    metaTitle: 'Double Your Money Calculator and the Rule of 72 | Sahyog Life',
    description:
      'How many years will your money take to double at a given return, and what return doubles it in the years you have?',
    intro: 'Find out how long your money takes to double, or the return you need to double it by a date.',
    how: [
      'Money growing at a rate r a year doubles when (1 + r) raised to the number of years reaches 2, so the exact time is log 2 divided by log (1 + r).',
      'The **rule of 72** is the quick mental version: divide 72 by the rate. At 8% a year, 72 ÷ 8 = 9 years, close to the exact 9.01 years.',
    ],
    faqs: [
      [
        'How accurate is the rule of 72?',
        'It is very close for rates between about 6% and 10% a year, and less accurate for very low or very high rates. The calculator shows both figures.',
      ],
    ],
  })

export const smokingCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'smoking',
    path: '/smoking-calculator',
    title: 'Smoking cost calculator',
    metaTitle: 'Smoking Cost Calculator | Sahyog Life',
    description:
      'What smoking costs you over the years, what that money could have grown to, and how it changes a term insurance premium.',
    intro: 'Ten cigarettes a day cost more than you think. See the money, and what it could have become.',
    how: [
      'The calculator adds up what you spend on cigarettes each year, with prices rising every year at the rate you enter. It then shows what that money would have grown to had you invested it at the end of every year instead.',
      'If you enter an annual term premium, it also illustrates how much more a smoker typically pays for the same cover.',
    ],
    faqs: [
      [
        'Do insurers charge smokers more?',
        'Yes. Term insurance premiums for smokers are usually much higher than for non-smokers of the same age, because the risk of early death is higher.',
      ],
      [
        'If I quit, can I pay the non-smoker rate?',
        'Insurers generally treat you as a non-smoker after you have not used tobacco for a set period, often 12 months. Always answer the tobacco question truthfully.',
      ],
    ],
  })

export const bmiCalculatorPage = (): PageSeed =>
  calculatorPage({
    kind: 'bmi',
    path: '/bmi-calculator',
    title: 'BMI calculator',
    metaTitle: 'BMI Calculator with Asian and WHO Cut-offs | Sahyog Life',
    description:
      'Check your body mass index from your height in centimetres or feet and inches, with Indian and WHO categories.',
    intro: 'Your body mass index is a quick check of whether your weight suits your height.',
    how: [
      'BMI is your weight in kilograms divided by the square of your height in metres. A person 170 cm tall weighing 65 kg has a BMI of 65 ÷ (1.7 × 1.7) = 22.5.',
      'Indians tend to carry health risks at a lower BMI than Europeans, so by default the calculator uses the Asian and Indian cut-offs: normal from 18.5 to 22.9, overweight from 23 and obese from 25. You can switch to the WHO international categories.',
    ],
    faqs: [
      [
        'Is BMI a complete health check?',
        'No. It does not tell muscle from fat. Waist size, blood pressure and blood sugar matter too; talk to a doctor about your health.',
      ],
      [
        'Does BMI affect life insurance?',
        'It can. Insurers consider height and weight in underwriting, and a BMI far from the normal range may lead to medical tests or a different premium.',
      ],
    ],
  })

/** The landing page and the nine calculator pages, in the order they are created. */
export const calculatorPages = (): PageSeed[] => [
  calculatorsPage(),
  incomeTaxCalculatorPage(),
  hraCalculatorPage(),
  hlvCalculatorPage(),
  retirementCalculatorPage(),
  childGrowthPlannerPage(),
  savingsPlannerPage(),
  doubleYourMoneyPage(),
  smokingCalculatorPage(),
  bmiCalculatorPage(),
]
