/**
 * Imported first by scripts/prepare.ts, before the configuration reads the environment: the migration run has no
 * statement timeout (a request's 15 s would cut a migration of a large table, and waiting for the migration lock
 * while another deploy job migrates is the point). Set DATABASE_STATEMENT_TIMEOUT_MS to bound it anyway.
 */
if (!process.env.DATABASE_STATEMENT_TIMEOUT_MS) process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0'

export {}
