import { csvDownload } from '@/server/exports/csv-stream'
import { refuseAsJson, requireStaff, staffAnswer } from '@/server/http/staff'
import { ZLeadExportQuery, leadsExport } from '@/server/leads/export'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/leads.csv: every lead as CSV, for administrators and sales (the admin's "Export CSV" link).
 * Needs the admin session (cookie) or `Authorization: JWT <token>`. Optional filters: ?from=&to= (dates),
 * ?otpStatus=verified|not_verified, ?crmStatus=held|pending|delivered|failed.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaff(
    request,
    ['admin', 'sales'],
    refuseAsJson('Sign in to the admin to export leads.', 'Only administrators and sales can export leads.'),
  )
  if (staff instanceof Response) return staff
  const parsed = ZLeadExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return staffAnswer(400, `Bad filter '${issue.path.join('.')}': ${issue.message}`)
  }
  return csvDownload(staff.payload, staff.user, leadsExport(parsed.data))
}
