import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The toll-free lines become per language (as the quick links did): the existing lines stay as the English ones.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_toll_free" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_site_settings_v_version_toll_free" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  CREATE INDEX "site_settings_toll_free_locale_idx" ON "site_settings_toll_free" USING btree ("_locale");
  CREATE INDEX "_site_settings_v_version_toll_free_locale_idx" ON "_site_settings_v_version_toll_free" USING btree ("_locale");`)
}

// Back to one list: the English lines, not the English and the Hindi ones one after the other.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "site_settings_toll_free" WHERE "_locale" <> 'en';
  DELETE FROM "_site_settings_v_version_toll_free" WHERE "_locale" <> 'en';
   DROP INDEX "site_settings_toll_free_locale_idx";
  DROP INDEX "_site_settings_v_version_toll_free_locale_idx";
  ALTER TABLE "site_settings_toll_free" DROP COLUMN "_locale";
  ALTER TABLE "_site_settings_v_version_toll_free" DROP COLUMN "_locale";`)
}
