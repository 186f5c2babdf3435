import { hasRole, type TRole } from '@/cms/access'
import { payloadClient } from '@/server/content/payload'
import { checkReason } from '@/domain/privacy/audit'
import { ZLeadExportQuery, describeExport, exportWhere, leadsCsvStream } from '@/server/leads/export'
import { logPersonalDataAccess } from '@/server/privacy/audit'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) =>
  Response.json({ status_code: status, message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/admin/leads.csv: the leads as CSV, for administrators and sales (the admin's "Export CSV" link).
 * Needs the admin session (cookie) or `Authorization: JWT <token>`, and a `reason`. Optional filters: ?from=&to=
 * (dates), ?otpStatus=verified|not_verified, ?crmStatus=held|pending|delivered|failed, and the list's own ?where=
 * (JSON) and ?search=. Mobile numbers and e-mails masked unless ?full=1. Logged with its reason (decision 86).
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
  const reason = checkReason(parsed.data.reason)
  if ('refused' in reason) return refuse(400, reason.refused)
  const full = parsed.data.full === '1'
  let rows: number
  try {
    ;({ totalDocs: rows } = await payload.count({
      collection: 'leads',
      where: exportWhere(parsed.data),
      user,
      overrideAccess: false,
    }))
  } catch {
    return refuse(400, 'Bad filter: the list cannot be filtered that way.')
  }
  await logPersonalDataAccess(payload, {
    user,
    action: full ? 'export_full' : 'export',
    collection: 'leads',
    summary: `${describeExport(parsed.data)}: ${rows} rows${full ? ', unmasked' : ''}`,
    reason: reason.reason,
    rows,
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsvStream(payload, user, parsed.data, { full }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
