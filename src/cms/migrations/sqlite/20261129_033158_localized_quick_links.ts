import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings_quick_links\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`site_settings_quick_links_locale_idx\` ON \`site_settings_quick_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_quick_links\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_quick_links_locale_idx\` ON \`_site_settings_v_version_quick_links\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`site_settings_quick_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_quick_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_site_settings_v_version_quick_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_quick_links\` DROP COLUMN \`_locale\`;`)
}
