import { hasRole, type TRole } from '@/cms/access'
import { payloadClient } from '@/server/content/payload'
import { ZLeadExportQuery, leadsCsvStream } from '@/server/leads/export'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) =>
  Response.json({ status_code: status, message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/admin/leads.csv: every lead as CSV, for administrators and sales (the admin's "Export CSV" link).
 * Needs the admin session (cookie) or `Authorization: JWT <token>`. Optional filters: ?from=&to= (dates),
 * ?otpStatus=verified|not_verified, ?crmStatus=held|pending|delivered|failed.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse(401, 'Sign in to the admin to export leads.')
  if (!hasRole(user as { roles?: TRole[] }, 'admin', 'sales')) {
    return refuse(403, 'Only administrators and sales can export leads.')
  }
  const parsed = ZLeadExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return refuse(400, `Bad filter '${issue.path.join('.')}': ${issue.message}`)
  }
  const date = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsvStream(payload, user, parsed.data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
