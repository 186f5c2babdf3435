/**
 * GST leaves the premium rate tables: it comes from the dated rules of src/domain/tax (decision 80). Going back
 * restores the columns at 0 %, the rate on individual life premiums since 22 Sep 2025, not the old 18 %.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`gst_first_year_pct\`;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`gst_renewal_pct\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_gst_first_year_pct\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_gst_renewal_pct\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`gst_first_year_pct\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`gst_renewal_pct\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_gst_first_year_pct\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_gst_renewal_pct\` numeric DEFAULT 0 NOT NULL;`)
}
