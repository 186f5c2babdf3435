import '@/app/payload'

import { handleCertificatePdf } from '@/server/certificates'

/** GET /api/v1/premium-paid-certificate/pdf?year=2024-25: the certificate PDF (see server/certificates). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleCertificatePdf(request)
