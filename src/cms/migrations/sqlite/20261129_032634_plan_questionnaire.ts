import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_tables_questionnaire\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`review\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_tables_questionnaire_order_idx\` ON \`quote_tables_questionnaire\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_questionnaire_parent_id_idx\` ON \`quote_tables_questionnaire\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_tables_questionnaire_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_tables_questionnaire\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_tables_questionnaire_locales_locale_parent_id_unique\` ON \`quote_tables_questionnaire_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_version_questionnaire\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`review\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quote_tables_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_questionnaire_order_idx\` ON \`_quote_tables_v_version_questionnaire\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_questionnaire_parent_id_idx\` ON \`_quote_tables_v_version_questionnaire\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_version_questionnaire_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quote_tables_v_version_questionnaire\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_quote_tables_v_version_questionnaire_locales_locale_parent_\` ON \`_quote_tables_v_version_questionnaire_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`questions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_tables_questionnaire\`;`)
  await db.run(sql`DROP TABLE \`quote_tables_questionnaire_locales\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_version_questionnaire\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_version_questionnaire_locales\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`questions\`;`)
}
