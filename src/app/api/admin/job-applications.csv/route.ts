import '@/app/payload'

import { APPLICATIONS_EXPORT } from '@/server/careers/export'
import { csvDownload } from '@/server/exports/csv-stream'
import { refuseAsJson, requireStaff } from '@/server/http/staff'

export const dynamic = 'force-dynamic'

/** GET /api/admin/job-applications.csv: every application as CSV, for administrators and HR (the admin's link). */
export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaff(
    request,
    ['admin', 'hr'],
    refuseAsJson(
      'Sign in to the admin to export applications.',
      'Only administrators and HR can export job applications.',
    ),
  )
  if (staff instanceof Response) return staff
  return csvDownload(staff.payload, staff.user, APPLICATIONS_EXPORT)
}
