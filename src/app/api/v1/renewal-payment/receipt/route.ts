import '@/app/payload'

import { handleReceiptPdf } from '@/server/payments/receipt'

/** A paid renewal premium's receipt as a PDF (by its receipt number). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleReceiptPdf(request)
