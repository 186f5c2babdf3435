import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maintenance_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maintenance_message\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_maintenance_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_maintenance_message\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maintenance_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maintenance_message\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_maintenance_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_maintenance_message\`;`)
}
