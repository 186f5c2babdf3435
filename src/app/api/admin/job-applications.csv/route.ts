import { hasRole, type TRole } from '@/cms/access'
import { applicationsCsvStream } from '@/server/careers/export'
import { payloadClient } from '@/server/content/payload'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) =>
  Response.json({ status_code: status, message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/admin/job-applications.csv: every application as CSV, for administrators and HR (the admin's link). */
export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse(401, 'Sign in to the admin to export applications.')
  if (!hasRole(user as { roles?: TRole[] }, 'admin', 'hr'))
    return refuse(403, 'Only administrators and HR can export job applications.')
  const date = new Date().toISOString().slice(0, 10)
  return new Response(applicationsCsvStream(payload, user), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="job-applications-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
