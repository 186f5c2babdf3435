import '@/app/payload'

import { bonusPlans, bonusYears } from '@/domain/bonus'
import { noStoreJson, serviceDataRoute } from '@/server/nav-history/route'
import { bonusView } from '@/server/nav-history'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/bonus-information?plan={plan name}&year={2024-25}: declared bonus rates (₹ per ₹1,000 sum assured),
 * optionally for one plan and/or one financial year; the plans and years there are, for the filters.
 */
export const GET = serviceDataRoute('bonus-information', async (request) => {
  const params = new URL(request.url).searchParams
  const { rates, result } = await bonusView({ plan: params.get('plan'), year: params.get('year') })
  const filters = { plans: bonusPlans(rates), years: bonusYears(rates) }
  if (!result.ok) return noStoreJson({ status_code: 400, message: result.message, ...filters }, 400)
  return noStoreJson({ status_code: 200, data: { rates: result.rows, ...filters } })
})
