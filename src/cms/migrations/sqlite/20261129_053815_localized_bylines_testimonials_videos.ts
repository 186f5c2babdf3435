import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`transcript\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`version_transcript\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`name\` text NOT NULL,
  	\`city\` text,
  	\`plan\` text,
  	\`headline\` text,
  	\`quote\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_city\` text,
  	\`version_plan\` text,
  	\`version_headline\` text,
  	\`version_quote\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`post_author_role\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_post_author_role\` text;`)
  // The existing texts become the English version before their columns go (as localized_content did).
  await db.run(sql`UPDATE \`pages_locales\` SET \`post_author_name\` = (SELECT \`post_author_name\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`pages_locales\`.\`_parent_id\`), \`post_author_role\` = (SELECT \`post_author_role\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`pages_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`UPDATE \`_pages_v_locales\` SET \`version_post_author_name\` = (SELECT \`version_post_author_name\` FROM \`_pages_v\` WHERE \`_pages_v\`.\`id\` = \`_pages_v_locales\`.\`_parent_id\`), \`version_post_author_role\` = (SELECT \`version_post_author_role\` FROM \`_pages_v\` WHERE \`_pages_v\`.\`id\` = \`_pages_v_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`INSERT INTO \`videos_locales\` (\`title\`, \`description\`, \`transcript\`, \`_locale\`, \`_parent_id\`) SELECT COALESCE(\`title\`, ''), \`description\`, COALESCE(\`transcript\`, ''), 'en', \`id\` FROM \`videos\`;`)
  await db.run(sql`INSERT INTO \`_videos_v_locales\` (\`version_title\`, \`version_description\`, \`version_transcript\`, \`_locale\`, \`_parent_id\`) SELECT COALESCE(\`version_title\`, ''), \`version_description\`, COALESCE(\`version_transcript\`, ''), 'en', \`id\` FROM \`_videos_v\`;`)
  await db.run(sql`INSERT INTO \`testimonials_locales\` (\`name\`, \`city\`, \`plan\`, \`headline\`, \`quote\`, \`_locale\`, \`_parent_id\`) SELECT COALESCE(\`name\`, ''), \`city\`, \`plan\`, \`headline\`, COALESCE(\`quote\`, ''), 'en', \`id\` FROM \`testimonials\`;`)
  await db.run(sql`INSERT INTO \`_testimonials_v_locales\` (\`version_name\`, \`version_city\`, \`version_plan\`, \`version_headline\`, \`version_quote\`, \`_locale\`, \`_parent_id\`) SELECT COALESCE(\`version_name\`, ''), \`version_city\`, \`version_plan\`, \`version_headline\`, COALESCE(\`version_quote\`, ''), 'en', \`id\` FROM \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`post_author_name\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`post_author_role\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_post_author_name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_post_author_role\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`transcript\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_transcript\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`plan\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`headline\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`quote\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_city\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_plan\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_headline\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_quote\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_author_role\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_author_role\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`transcript\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_transcript\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`plan\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`headline\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`quote\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_city\` text;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_plan\` text;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_headline\` text;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_quote\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`UPDATE \`pages\` SET \`post_author_name\` = (SELECT \`post_author_name\` FROM \`pages_locales\` WHERE \`_parent_id\` = \`pages\`.\`id\` AND \`_locale\` = 'en'), \`post_author_role\` = (SELECT \`post_author_role\` FROM \`pages_locales\` WHERE \`_parent_id\` = \`pages\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_post_author_name\` = (SELECT \`version_post_author_name\` FROM \`_pages_v_locales\` WHERE \`_parent_id\` = \`_pages_v\`.\`id\` AND \`_locale\` = 'en'), \`version_post_author_role\` = (SELECT \`version_post_author_role\` FROM \`_pages_v_locales\` WHERE \`_parent_id\` = \`_pages_v\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`videos\` SET \`title\` = COALESCE((SELECT \`title\` FROM \`videos_locales\` WHERE \`_parent_id\` = \`videos\`.\`id\` AND \`_locale\` = 'en'), \`title\`), \`description\` = COALESCE((SELECT \`description\` FROM \`videos_locales\` WHERE \`_parent_id\` = \`videos\`.\`id\` AND \`_locale\` = 'en'), \`description\`), \`transcript\` = COALESCE((SELECT \`transcript\` FROM \`videos_locales\` WHERE \`_parent_id\` = \`videos\`.\`id\` AND \`_locale\` = 'en'), \`transcript\`);`)
  await db.run(sql`UPDATE \`_videos_v\` SET \`version_title\` = COALESCE((SELECT \`version_title\` FROM \`_videos_v_locales\` WHERE \`_parent_id\` = \`_videos_v\`.\`id\` AND \`_locale\` = 'en'), \`version_title\`), \`version_description\` = COALESCE((SELECT \`version_description\` FROM \`_videos_v_locales\` WHERE \`_parent_id\` = \`_videos_v\`.\`id\` AND \`_locale\` = 'en'), \`version_description\`), \`version_transcript\` = COALESCE((SELECT \`version_transcript\` FROM \`_videos_v_locales\` WHERE \`_parent_id\` = \`_videos_v\`.\`id\` AND \`_locale\` = 'en'), \`version_transcript\`);`)
  await db.run(sql`UPDATE \`testimonials\` SET \`name\` = COALESCE((SELECT \`name\` FROM \`testimonials_locales\` WHERE \`_parent_id\` = \`testimonials\`.\`id\` AND \`_locale\` = 'en'), \`name\`), \`city\` = COALESCE((SELECT \`city\` FROM \`testimonials_locales\` WHERE \`_parent_id\` = \`testimonials\`.\`id\` AND \`_locale\` = 'en'), \`city\`), \`plan\` = COALESCE((SELECT \`plan\` FROM \`testimonials_locales\` WHERE \`_parent_id\` = \`testimonials\`.\`id\` AND \`_locale\` = 'en'), \`plan\`), \`headline\` = COALESCE((SELECT \`headline\` FROM \`testimonials_locales\` WHERE \`_parent_id\` = \`testimonials\`.\`id\` AND \`_locale\` = 'en'), \`headline\`), \`quote\` = COALESCE((SELECT \`quote\` FROM \`testimonials_locales\` WHERE \`_parent_id\` = \`testimonials\`.\`id\` AND \`_locale\` = 'en'), \`quote\`);`)
  await db.run(sql`UPDATE \`_testimonials_v\` SET \`version_name\` = COALESCE((SELECT \`version_name\` FROM \`_testimonials_v_locales\` WHERE \`_parent_id\` = \`_testimonials_v\`.\`id\` AND \`_locale\` = 'en'), \`version_name\`), \`version_city\` = COALESCE((SELECT \`version_city\` FROM \`_testimonials_v_locales\` WHERE \`_parent_id\` = \`_testimonials_v\`.\`id\` AND \`_locale\` = 'en'), \`version_city\`), \`version_plan\` = COALESCE((SELECT \`version_plan\` FROM \`_testimonials_v_locales\` WHERE \`_parent_id\` = \`_testimonials_v\`.\`id\` AND \`_locale\` = 'en'), \`version_plan\`), \`version_headline\` = COALESCE((SELECT \`version_headline\` FROM \`_testimonials_v_locales\` WHERE \`_parent_id\` = \`_testimonials_v\`.\`id\` AND \`_locale\` = 'en'), \`version_headline\`), \`version_quote\` = COALESCE((SELECT \`version_quote\` FROM \`_testimonials_v_locales\` WHERE \`_parent_id\` = \`_testimonials_v\`.\`id\` AND \`_locale\` = 'en'), \`version_quote\`);`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`post_author_name\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`post_author_role\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_post_author_name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_post_author_role\`;`)
}
