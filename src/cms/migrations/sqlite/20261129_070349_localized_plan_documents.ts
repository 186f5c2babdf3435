import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`product_policy_wording_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_product_policy_wording_id\` integer REFERENCES media(id);`)
  // The existing files become the English version before their columns go (as localized_bylines_testimonials_videos did).
  await db.run(sql`UPDATE \`pages_locales\` SET \`product_brochure_id\` = (SELECT \`product_brochure_id\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`pages_locales\`.\`_parent_id\`), \`product_policy_wording_id\` = (SELECT \`product_policy_wording_id\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`pages_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`UPDATE \`_pages_v_locales\` SET \`version_product_brochure_id\` = (SELECT \`version_product_brochure_id\` FROM \`_pages_v\` WHERE \`_pages_v\`.\`id\` = \`_pages_v_locales\`.\`_parent_id\`), \`version_product_policy_wording_id\` = (SELECT \`version_product_policy_wording_id\` FROM \`_pages_v\` WHERE \`_pages_v\`.\`id\` = \`_pages_v_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_state\` text,
  	\`review_submitted_by_id\` integer,
  	\`review_submitted_at\` text,
  	\`review_approved_by_id\` integer,
  	\`review_approved_at\` text,
  	\`review_note\` text,
  	\`path\` text,
  	\`product_need\` text,
  	\`product_type_code\` text,
  	\`product_uin\` text,
  	\`product_eligibility_entry_age_min\` numeric,
  	\`product_eligibility_entry_age_max\` numeric,
  	\`product_eligibility_maturity_age_max\` numeric,
  	\`product_eligibility_sum_assured_min\` numeric,
  	\`product_launched_on\` text,
  	\`product_withdrawn_on\` text,
  	\`product_replaced_by_id\` integer,
  	\`post_category_id\` integer,
  	\`post_published_on\` text,
  	\`post_image_id\` integer,
  	\`meta_canonical\` text,
  	\`meta_robots\` text DEFAULT 'index, follow',
  	\`meta_image_id\` integer,
  	\`partner_one\` integer DEFAULT false,
  	\`scroll_to_page\` integer DEFAULT true,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "review_state", "review_submitted_by_id", "review_submitted_at", "review_approved_by_id", "review_approved_at", "review_note", "path", "product_need", "product_type_code", "product_uin", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_sum_assured_min", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_category_id", "post_published_on", "post_image_id", "meta_canonical", "meta_robots", "meta_image_id", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "review_state", "review_submitted_by_id", "review_submitted_at", "review_approved_by_id", "review_approved_at", "review_note", "path", "product_need", "product_type_code", "product_uin", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_sum_assured_min", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_category_id", "post_published_on", "post_image_id", "meta_canonical", "meta_robots", "meta_image_id", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_review_review_submitted_by_idx\` ON \`pages\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_review_approved_by_idx\` ON \`pages\` (\`review_approved_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_replaced_by_idx\` ON \`pages\` (\`product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_category_idx\` ON \`pages\` (\`post_category_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_image_idx\` ON \`pages\` (\`post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_last_edited_by_idx\` ON \`pages\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  // Foreign keys stay off while the versions' table is rebuilt too: dropping it with them on would cascade to
  // its locales, relations and blocks.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_review_state\` text,
  	\`version_review_submitted_by_id\` integer,
  	\`version_review_submitted_at\` text,
  	\`version_review_approved_by_id\` integer,
  	\`version_review_approved_at\` text,
  	\`version_review_note\` text,
  	\`version_path\` text,
  	\`version_product_need\` text,
  	\`version_product_type_code\` text,
  	\`version_product_uin\` text,
  	\`version_product_eligibility_entry_age_min\` numeric,
  	\`version_product_eligibility_entry_age_max\` numeric,
  	\`version_product_eligibility_maturity_age_max\` numeric,
  	\`version_product_eligibility_sum_assured_min\` numeric,
  	\`version_product_launched_on\` text,
  	\`version_product_withdrawn_on\` text,
  	\`version_product_replaced_by_id\` integer,
  	\`version_post_category_id\` integer,
  	\`version_post_published_on\` text,
  	\`version_post_image_id\` integer,
  	\`version_meta_canonical\` text,
  	\`version_meta_robots\` text DEFAULT 'index, follow',
  	\`version_meta_image_id\` integer,
  	\`version_partner_one\` integer DEFAULT false,
  	\`version_scroll_to_page\` integer DEFAULT true,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_post_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_review_state", "version_review_submitted_by_id", "version_review_submitted_at", "version_review_approved_by_id", "version_review_approved_at", "version_review_note", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_sum_assured_min", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_category_id", "version_post_published_on", "version_post_image_id", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_review_state", "version_review_submitted_by_id", "version_review_submitted_at", "version_review_approved_by_id", "version_review_approved_at", "version_review_note", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_sum_assured_min", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_category_id", "version_post_published_on", "version_post_image_id", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_submitted_by_idx\` ON \`_pages_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_approved_by_idx\` ON \`_pages_v\` (\`version_review_approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_replaced_by_idx\` ON \`_pages_v\` (\`version_product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_category_idx\` ON \`_pages_v\` (\`version_post_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_image_idx\` ON \`_pages_v\` (\`version_post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_last_edited_by_idx\` ON \`_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_brochure_idx\` ON \`pages_locales\` (\`product_brochure_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_policy_wording_idx\` ON \`pages_locales\` (\`product_policy_wording_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_brochure_idx\` ON \`_pages_v_locales\` (\`version_product_brochure_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_policy_wording_idx\` ON \`_pages_v_locales\` (\`version_product_policy_wording_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_policy_wording_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_policy_wording_id\` integer REFERENCES media(id);`)
  await db.run(sql`UPDATE \`pages\` SET \`product_brochure_id\` = (SELECT \`product_brochure_id\` FROM \`pages_locales\` WHERE \`_parent_id\` = \`pages\`.\`id\` AND \`_locale\` = 'en'), \`product_policy_wording_id\` = (SELECT \`product_policy_wording_id\` FROM \`pages_locales\` WHERE \`_parent_id\` = \`pages\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_product_brochure_id\` = (SELECT \`version_product_brochure_id\` FROM \`_pages_v_locales\` WHERE \`_parent_id\` = \`_pages_v\`.\`id\` AND \`_locale\` = 'en'), \`version_product_policy_wording_id\` = (SELECT \`version_product_policy_wording_id\` FROM \`_pages_v_locales\` WHERE \`_parent_id\` = \`_pages_v\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`product_summary\` text,
  	\`product_eligibility_policy_term\` text,
  	\`product_eligibility_premium_paying_term\` text,
  	\`product_premium_note\` text,
  	\`post_excerpt\` text,
  	\`post_author_name\` text,
  	\`post_author_role\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`disclaimer_heading\` text,
  	\`disclaimer_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "product_summary", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_premium_note", "post_excerpt", "post_author_name", "post_author_role", "meta_title", "meta_description", "disclaimer_heading", "disclaimer_description", "id", "_locale", "_parent_id") SELECT "title", "product_summary", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_premium_note", "post_excerpt", "post_author_name", "post_author_role", "meta_title", "meta_description", "disclaimer_heading", "disclaimer_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_product_summary\` text,
  	\`version_product_eligibility_policy_term\` text,
  	\`version_product_eligibility_premium_paying_term\` text,
  	\`version_product_premium_note\` text,
  	\`version_post_excerpt\` text,
  	\`version_post_author_name\` text,
  	\`version_post_author_role\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_disclaimer_heading\` text,
  	\`version_disclaimer_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_product_summary", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_premium_note", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_meta_title", "version_meta_description", "version_disclaimer_heading", "version_disclaimer_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_product_summary", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_premium_note", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_meta_title", "version_meta_description", "version_disclaimer_heading", "version_disclaimer_description", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_brochure_idx\` ON \`pages\` (\`product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_policy_wording_idx\` ON \`pages\` (\`product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_brochure_idx\` ON \`_pages_v\` (\`version_product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_policy_wording_idx\` ON \`_pages_v\` (\`version_product_policy_wording_id\`);`)
}
