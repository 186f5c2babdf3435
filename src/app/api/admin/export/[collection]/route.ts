import '@/app/payload'

import { csvDownload } from '@/server/exports/csv-stream'
import { SERVICE_EXPORTS, isExportable, serviceExport } from '@/server/exports/service-csv'
import { refuseAsJson, requireStaff, staffAnswer } from '@/server/http/staff'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/export/{collection}: a policyholder service collection as CSV (the admin list's "Export CSV").
 * Grievances for administrators and the grievance desk; the other service requests for the service desk.
 */
export async function GET(request: Request, context: { params: Promise<{ collection: string }> }) {
  const { collection } = await context.params
  if (!isExportable(collection)) return staffAnswer(404, 'Nothing to export here.')
  const staff = await requireStaff(
    request,
    SERVICE_EXPORTS[collection].roles,
    refuseAsJson('Sign in to the admin to export.', 'Your role cannot export this list.'),
  )
  if (staff instanceof Response) return staff
  return csvDownload(staff.payload, staff.user, serviceExport(collection))
}
