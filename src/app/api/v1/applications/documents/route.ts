import '@/app/payload'

import { postApplicationDocument } from '@/server/proposals/documents'

/** POST /api/v1/applications/documents: a document the application needs (src/server/proposals/documents.ts). */
export const dynamic = 'force-dynamic'

export const POST = postApplicationDocument
