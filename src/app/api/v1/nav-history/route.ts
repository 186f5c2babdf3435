import '@/app/payload'

import { noStoreJson, serviceDataRoute } from '@/server/nav-history/route'
import { fundNavView } from '@/server/nav-history'
import { formTokenRefused, verifyFormToken } from '@/server/otp'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/nav-history?fund={SFIN}&from={YYYY-MM-DD}&to={YYYY-MM-DD}&page={n}: the funds, and the chosen fund's
 * NAVs for one page of the table (newest first). A bad choice answers 400 with 'Please enter the valid inputs' and
 * the message of each field. The NAV form's script request: it holds the navHistory form token (x-csrf-token,
 * x-csrf-id; decision 65), spent here, and answers 403 without a good one. The page and the CSV need none.
 */
export const GET = serviceDataRoute('nav-history', async (request) => {
  if (!(await verifyFormToken(request, 'navHistory'))) return formTokenRefused()
  const params = new URL(request.url).searchParams
  const view = await fundNavView({
    fund: params.get('fund'),
    from: params.get('from'),
    to: params.get('to'),
    page: params.get('page'),
  })
  const funds = view.funds.map(({ name, sfin, category, risk, first, last }) => ({
    name,
    sfin,
    category,
    risk,
    first,
    last,
  }))
  if (!view.ok)
    return noStoreJson({ status_code: 400, message: view.message, errors: view.errors, funds }, 400)
  return noStoreJson({
    status_code: 200,
    data: {
      fund: funds.find((fund) => fund.sfin === view.fund.sfin),
      from: view.query.from,
      to: view.query.to,
      page: view.query.page,
      pages: view.pages,
      total: view.points.length,
      navs: view.rows,
      funds,
    },
  })
})
