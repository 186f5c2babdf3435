import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "sms_otp_dlt_template_en" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "sms_otp_dlt_template_hi" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_sms_otp_dlt_template_en" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_sms_otp_dlt_template_hi" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "sms_otp_dlt_template_en";
  ALTER TABLE "site_settings" DROP COLUMN "sms_otp_dlt_template_hi";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_sms_otp_dlt_template_en";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_sms_otp_dlt_template_hi";`)
}
