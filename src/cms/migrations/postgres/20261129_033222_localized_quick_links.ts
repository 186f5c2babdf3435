import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_quick_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_site_settings_v_version_quick_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  CREATE INDEX "site_settings_quick_links_locale_idx" ON "site_settings_quick_links" USING btree ("_locale");
  CREATE INDEX "_site_settings_v_version_quick_links_locale_idx" ON "_site_settings_v_version_quick_links" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_settings_quick_links_locale_idx";
  DROP INDEX "_site_settings_v_version_quick_links_locale_idx";
  ALTER TABLE "site_settings_quick_links" DROP COLUMN "_locale";
  ALTER TABLE "_site_settings_v_version_quick_links" DROP COLUMN "_locale";`)
}
