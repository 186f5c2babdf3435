import '@/app/payload'

import { checkReason } from '@/domain/privacy/audit'
import { csvDownload } from '@/server/exports/csv-stream'
import { refuseAsJson, requireStaff, staffAnswer } from '@/server/http/staff'
import { ZLeadExportQuery, describeExport, exportWhere, leadsExport } from '@/server/leads/export'
import { logPersonalDataAccess } from '@/server/privacy/audit'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/leads.csv: the leads as CSV, for administrators and sales (the admin's "Export CSV" link).
 * Needs the admin session (cookie) or `Authorization: JWT <token>`, and a `reason`. Optional filters: ?from=&to=
 * (dates), ?otpStatus=verified|not_verified, ?crmStatus=held|pending|delivered|failed, and the list's own ?where=
 * (JSON) and ?search=. Mobile numbers and e-mails masked unless ?full=1. Logged with its reason (decision 86).
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
  const reason = checkReason(parsed.data.reason)
  if ('refused' in reason) return staffAnswer(400, reason.refused)
  const full = parsed.data.full === '1'
  let rows: number
  try {
    ;({ totalDocs: rows } = await staff.payload.count({
      collection: 'leads',
      where: exportWhere(parsed.data),
      user: staff.user,
      overrideAccess: false,
    }))
  } catch {
    return staffAnswer(400, 'Bad filter: the list cannot be filtered that way.')
  }
  await logPersonalDataAccess(staff.payload, {
    user: staff.user,
    action: full ? 'export_full' : 'export',
    collection: 'leads',
    summary: `${describeExport(parsed.data)}: ${rows} rows${full ? ', unmasked' : ''}`,
    reason: reason.reason,
    rows,
  })
  return csvDownload(staff.payload, staff.user, leadsExport(parsed.data, { full }))
}
