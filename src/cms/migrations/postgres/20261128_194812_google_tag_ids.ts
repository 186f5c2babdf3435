import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "ga4_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "gtm_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_ga4_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_gtm_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "ga4_id";
  ALTER TABLE "site_settings" DROP COLUMN "gtm_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_ga4_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_gtm_id";`)
}
