import Link from 'next/link'
import { TableScroll } from '@/ui/primitives/TableScroll'

import { formatDate } from '@/domain/format'
import { englishOn, type TLanguage } from '@/domain/i18n/languages'
import { PRODUCT_NEEDS, type TProductNeed } from '@/domain/products'
import { getPlans, type IPlanSummary } from '@/server/content/catalogue'
import { format } from '@/domain/i18n/format'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import type { Of } from '../types'

type Block = Of<'productList'>
type TTexts = Awaited<ReturnType<typeof serverTexts<'shell'>>>['planList']

/** Where the need filter lives: its chips always point here, so they work from any page the block is on. */
export const PLAN_LIST_PATH = '/life-insurance'

const needHref = (need: TProductNeed | null) => (need ? `${PLAN_LIST_PATH}?need=${need}` : PLAN_LIST_PATH)

/** A plan's card; its look comes from `.plan-list` (globals.css). */
function PlanCard({ plan, texts, language }: { plan: IPlanSummary; texts: TTexts; language: TLanguage }) {
  const need = plan.need ? ((texts.needs as Record<string, string>)[plan.need] ?? null) : null
  return (
    <li data-testid="plan-card">
      <h3 lang={englishOn(language, plan.title)}>
        <Link href={plan.path} prefetch={false}>
          {plan.title}
        </Link>
      </h3>
      {need ? (
        <p className="plan-need">
          <span className="sr-only">{texts.need} </span>
          {need}
        </p>
      ) : null}
      {plan.summary ? (
        <p className="plan-summary" lang={englishOn(language, plan.summary)}>
          {plan.summary}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      {plan.uin ? <p className="plan-uin">UIN {plan.uin}</p> : null}
      <Link href={plan.path} prefetch={false} aria-hidden="true" tabIndex={-1}>
        {texts.view}
      </Link>
    </li>
  )
}

const count = (n: number, texts: TTexts) => (n === 1 ? texts.one : format(texts.many, { count: n }))

/** The need chips: plain links (`?need=term`), so the filter works without script; the current one is marked. */
function NeedFilter({ current, texts }: { current: TProductNeed | null; texts: TTexts }) {
  const chips = [
    { value: null, label: texts.all },
    ...PRODUCT_NEEDS.map(({ value }) => ({ value, label: texts.needs[value] })),
  ]
  return (
    <nav aria-label={texts.filter} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.value === current
          return (
            <li key={chip.value ?? 'all'}>
              <Link
                href={needHref(chip.value)}
                prefetch={false}
                scroll={false}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
                }`}
              >
                {chip.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The withdrawn plans: headers and dates in the page's language; a plan's title without Hindi marked English.
 */
function WithdrawnTable({
  plans,
  texts,
  language,
}: {
  plans: IPlanSummary[]
  texts: TTexts['withdrawn']
  language: TLanguage
}) {
  const hindi = language !== 'en'
  const date = (value: string | null) => formatDate(value, language === 'hi' ? 'hi' : 'en') ?? '–'
  return (
    // The table's own words in the page's language, also where the page around it is shown in English.
    <div lang={hindi ? language : undefined}>
      <TableScroll className="mt-4" label={texts.label}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted">{texts.caption}</caption>
          <thead>
            <tr className="bg-brand-50">
              {[texts.plan, 'UIN', texts.launched, texts.withdrawn, texts.replacedBy].map((label) => (
                <th key={label} scope="col" className="border border-gray-200 px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.path} data-testid="withdrawn-plan">
                <th scope="row" className="border border-gray-200 px-3 py-2 font-medium">
                  <Link
                    href={plan.path}
                    prefetch={false}
                    lang={englishOn(language, plan.title)}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {plan.title}
                  </Link>
                </th>
                <td className="border border-gray-200 px-3 py-2">{plan.uin ?? '–'}</td>
                <td className="border border-gray-200 px-3 py-2">{date(plan.launchedOn)}</td>
                <td className="border border-gray-200 px-3 py-2">{date(plan.withdrawnOn)}</td>
                <td className="border border-gray-200 px-3 py-2">
                  {plan.replacedBy ? (
                    <Link
                      href={plan.replacedBy.path}
                      prefetch={false}
                      lang={englishOn(language, plan.replacedBy.title)}
                      className="text-brand-700 underline"
                    >
                      {plan.replacedBy.title}
                    </Link>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}

/**
 * The `productList` block: plans from the pages' product details. `need` is the filter of the address when the
 * block is on the list page (`/life-insurance?need=term`); the server renders the filtered list.
 */
export async function ProductListBlock({ block, need = null }: { block: Block; need?: TProductNeed | null }) {
  const language = await pageLanguage()
  const all = await getPlans(language)
  const texts = (await serverTexts('shell')).planList
  const heading = block.heading ? (
    <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2>
  ) : null
  const intro = block.intro ? <p className="mt-2 max-w-3xl text-muted">{block.intro}</p> : null

  if (block.show === 'withdrawn') {
    const withdrawn = all
      .filter((plan) => plan.kind === 'withdrawn')
      .sort((a, b) => (b.withdrawnOn ?? '').localeCompare(a.withdrawnOn ?? ''))
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        {heading}
        {intro}
        <WithdrawnTable plans={withdrawn} texts={texts.withdrawn} language={language} />
      </section>
    )
  }

  const kind = block.show === 'group' ? 'group' : 'individual'
  const plans = all.filter((plan) => plan.kind === kind && (kind === 'group' || !need || plan.need === need))
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" id="plans">
      {heading}
      {intro}
      {kind === 'individual' ? <NeedFilter current={need} texts={texts} /> : null}
      {kind === 'individual' ? (
        <p role="status" className="mt-4 font-medium text-ink" data-testid="plan-count">
          {need
            ? format(texts.forNeed, { plans: count(plans.length, texts), need: texts.needs[need] })
            : count(plans.length, texts)}
        </p>
      ) : null}
      <ul className="plan-list mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.path} plan={plan} texts={texts} language={language} />
        ))}
      </ul>
    </section>
  )
}
