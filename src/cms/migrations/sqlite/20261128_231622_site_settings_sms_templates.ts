import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`sms_otp_dlt_template_en\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`sms_otp_dlt_template_hi\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_sms_otp_dlt_template_en\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_sms_otp_dlt_template_hi\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sms_otp_dlt_template_en\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`sms_otp_dlt_template_hi\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_sms_otp_dlt_template_en\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_sms_otp_dlt_template_hi\`;`)
}
