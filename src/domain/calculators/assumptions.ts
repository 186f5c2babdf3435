import { formatRupees } from '../format'

/**
 * What each calculator's chart assumes, in one line under its title, so that the chart and the figures above it
 * tell one story: the retirement chart's peak is the corpus above *because* it assumes the monthly saving above.
 */

const percent = (value: number) => `${Number(value.toFixed(2))}%`

export const chartAssumption = {
  retirement: (
    input: { retirementAge: number; lifeExpectancy: number; inflation: number },
    monthlySaving: number,
  ) =>
    monthlySaving > 0
      ? `With ${formatRupees(monthlySaving)} saved a month until ${input.retirementAge}, as worked out above; then drawn down to ${input.lifeExpectancy}, expenses rising ${percent(input.inflation)} a year.`
      : `With no more saving: your savings by then cover the corpus; then drawn down to ${input.lifeExpectancy}, expenses rising ${percent(input.inflation)} a year.`,
  child: (input: { annualReturn: number }) =>
    `With the monthly saving above for each goal, earning ${percent(input.annualReturn)} a year until it is due.`,
  double: (rate: number, amount: number) =>
    `${formatRupees(amount)} growing at ${percent(rate)} a year, compounded once a year.`,
  hlv: (input: { incomeGrowth: number; discountRate: number; retirementAge: number }) =>
    `Your income less your own expenses, growing ${percent(input.incomeGrowth)} a year until ${input.retirementAge}, valued in today's money at ${percent(input.discountRate)} a year.`,
  hra: () => 'For the year, from the salary and rent you entered: the exempt HRA is the least of the three.',
  incomeTax: (yearLabel: string) =>
    `For ${yearLabel}, with the income and deductions you entered: each regime's own slabs, rebate and cess.`,
  savings: (annualReturn: number) =>
    `Invested at the start of each month, earning ${percent(annualReturn)} a year, compounded monthly.`,
  smoking: (input: { priceIncrease: number; annualReturn: number }) =>
    `Each year's spend, prices rising ${percent(input.priceIncrease)} a year, invested instead at ${percent(input.annualReturn)} a year.`,
} as const
