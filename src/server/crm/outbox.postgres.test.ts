/**
 * The CRM outbox on PostgreSQL (see testing/outbox-suite.ts): a fresh database on the local server, or on
 * TEST_POSTGRES_URL's; skipped when neither answers.
 */
import { describe, it } from 'vitest'

import { openPostgresPayload, postgresAdminUrl } from '@/testing/postgres-payload'
import { outboxSuite } from './testing/outbox-suite'

const admin = postgresAdminUrl()

if (!admin) {
  describe.skip('leads on their way to the CRM (PostgreSQL)', () => it('needs PostgreSQL'))
} else {
  outboxSuite('PostgreSQL', () => openPostgresPayload(admin, `crm_outbox_test_${process.pid}`))
}
