/**
 * The metrics read from the database on PostgreSQL (see testing/database-suite.ts): a fresh database on the local
 * server, or on TEST_POSTGRES_URL's; skipped when neither answers.
 */
import { describe, it } from 'vitest'

import { openPostgresPayload, postgresAdminUrl } from '@/testing/postgres-payload'
import { databaseMetricsSuite } from './testing/database-suite'

const admin = postgresAdminUrl()

if (!admin) describe.skip('metrics read from the database (PostgreSQL)', () => it('needs PostgreSQL'))
else databaseMetricsSuite('PostgreSQL', () => openPostgresPayload(admin, `metrics_test_${process.pid}`))
