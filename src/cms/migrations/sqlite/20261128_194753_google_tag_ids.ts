import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`ga4_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`gtm_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_ga4_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_gtm_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`ga4_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`gtm_id\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_ga4_id\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_gtm_id\`;`)
}
