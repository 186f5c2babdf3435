import type { TRole } from '@/cms/access'
import { payloadClient } from '@/server/content/payload'
import { isExportable, mayExport, serviceCsvStream } from '@/server/exports/service-csv'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) =>
  Response.json({ status_code: status, message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/admin/export/{collection}: a policyholder service collection as CSV (the admin list's "Export CSV").
 * Grievances for administrators and the grievance desk; the other service requests for the service desk.
 */
export async function GET(request: Request, context: { params: Promise<{ collection: string }> }) {
  const { collection } = await context.params
  if (!isExportable(collection)) return refuse(404, 'Nothing to export here.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse(401, 'Sign in to the admin to export.')
  if (!mayExport(collection, user as { roles?: TRole[] }))
    return refuse(403, 'Your role cannot export this list.')
  const date = new Date().toISOString().slice(0, 10)
  return new Response(serviceCsvStream(payload, collection, user), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${collection}-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
