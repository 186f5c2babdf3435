import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The toll-free lines become per language (as the quick links did): the existing lines stay as the English ones.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings_toll_free\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`site_settings_toll_free_locale_idx\` ON \`site_settings_toll_free\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_toll_free\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_toll_free_locale_idx\` ON \`_site_settings_v_version_toll_free\` (\`_locale\`);`)
}

// Back to one list: the English lines, not the English and the Hindi ones one after the other.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`site_settings_toll_free\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`_site_settings_v_version_toll_free\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DROP INDEX \`site_settings_toll_free_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_toll_free\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_site_settings_v_version_toll_free_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_toll_free\` DROP COLUMN \`_locale\`;`)
}
