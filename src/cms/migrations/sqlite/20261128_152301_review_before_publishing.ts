import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_users_id_idx\` ON \`pages_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_users_id_idx\` ON \`_pages_v_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_state\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_approved_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_approved_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_note\` text;`)
  await db.run(sql`CREATE INDEX \`pages_review_review_submitted_by_idx\` ON \`pages\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_review_approved_by_idx\` ON \`pages\` (\`review_approved_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_state\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_approved_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_approved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_submitted_by_idx\` ON \`_pages_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_approved_by_idx\` ON \`_pages_v\` (\`version_review_approved_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`product_need\` text,
  	\`product_type_code\` text,
  	\`product_uin\` text,
  	\`product_summary\` text,
  	\`product_eligibility_entry_age_min\` numeric,
  	\`product_eligibility_entry_age_max\` numeric,
  	\`product_eligibility_maturity_age_max\` numeric,
  	\`product_eligibility_policy_term\` text,
  	\`product_eligibility_premium_paying_term\` text,
  	\`product_eligibility_sum_assured_min\` numeric,
  	\`product_premium_note\` text,
  	\`product_brochure_id\` integer,
  	\`product_policy_wording_id\` integer,
  	\`product_launched_on\` text,
  	\`product_withdrawn_on\` text,
  	\`product_replaced_by_id\` integer,
  	\`post_excerpt\` text,
  	\`post_author_name\` text,
  	\`post_author_role\` text,
  	\`post_published_on\` text,
  	\`post_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_canonical\` text,
  	\`meta_robots\` text DEFAULT 'index, follow',
  	\`meta_image_id\` integer,
  	\`disclaimer_heading\` text,
  	\`disclaimer_description\` text,
  	\`partner_one\` integer DEFAULT false,
  	\`scroll_to_page\` integer DEFAULT true,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`product_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_policy_wording_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_brochure_idx\` ON \`pages\` (\`product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_policy_wording_idx\` ON \`pages\` (\`product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_replaced_by_idx\` ON \`pages\` (\`product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_image_idx\` ON \`pages\` (\`post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_last_edited_by_idx\` ON \`pages\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_product_need\` text,
  	\`version_product_type_code\` text,
  	\`version_product_uin\` text,
  	\`version_product_summary\` text,
  	\`version_product_eligibility_entry_age_min\` numeric,
  	\`version_product_eligibility_entry_age_max\` numeric,
  	\`version_product_eligibility_maturity_age_max\` numeric,
  	\`version_product_eligibility_policy_term\` text,
  	\`version_product_eligibility_premium_paying_term\` text,
  	\`version_product_eligibility_sum_assured_min\` numeric,
  	\`version_product_premium_note\` text,
  	\`version_product_brochure_id\` integer,
  	\`version_product_policy_wording_id\` integer,
  	\`version_product_launched_on\` text,
  	\`version_product_withdrawn_on\` text,
  	\`version_product_replaced_by_id\` integer,
  	\`version_post_excerpt\` text,
  	\`version_post_author_name\` text,
  	\`version_post_author_role\` text,
  	\`version_post_published_on\` text,
  	\`version_post_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_canonical\` text,
  	\`version_meta_robots\` text DEFAULT 'index, follow',
  	\`version_meta_image_id\` integer,
  	\`version_disclaimer_heading\` text,
  	\`version_disclaimer_description\` text,
  	\`version_partner_one\` integer DEFAULT false,
  	\`version_scroll_to_page\` integer DEFAULT true,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_policy_wording_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_brochure_idx\` ON \`_pages_v\` (\`version_product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_policy_wording_idx\` ON \`_pages_v\` (\`version_product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_replaced_by_idx\` ON \`_pages_v\` (\`version_product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_image_idx\` ON \`_pages_v\` (\`version_post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_last_edited_by_idx\` ON \`_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
}
