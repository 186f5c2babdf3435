import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_irdai_registration\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_cin\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_registered_office\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_irdai_registration\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_cin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_registered_office\`;`)
}
