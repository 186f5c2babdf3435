import '@/app/payload'

import { handleCertificateYears } from '@/server/certificates'

/** GET /api/v1/premium-paid-certificate: the verified policy and its years with premiums (see server/certificates). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleCertificateYears(request)
