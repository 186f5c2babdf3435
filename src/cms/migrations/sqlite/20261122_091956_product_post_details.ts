import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`show\` text DEFAULT 'on_sale',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_order_idx\` ON \`pages_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_parent_id_idx\` ON \`pages_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_path_idx\` ON \`pages_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_product_key_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_product_key_benefits_order_idx\` ON \`pages_product_key_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_key_benefits_parent_id_idx\` ON \`pages_product_key_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_product_premium_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`profile\` text,
  	\`sum_assured\` numeric,
  	\`policy_term\` text,
  	\`premium\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_product_premium_examples_order_idx\` ON \`pages_product_premium_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_premium_examples_parent_id_idx\` ON \`pages_product_premium_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`show\` text DEFAULT 'on_sale',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_order_idx\` ON \`_pages_v_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_parent_id_idx\` ON \`_pages_v_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_path_idx\` ON \`_pages_v_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_product_key_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_key_benefits_order_idx\` ON \`_pages_v_version_product_key_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_key_benefits_parent_id_idx\` ON \`_pages_v_version_product_key_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_product_premium_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`profile\` text,
  	\`sum_assured\` numeric,
  	\`policy_term\` text,
  	\`premium\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_premium_examples_order_idx\` ON \`_pages_v_version_product_premium_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_premium_examples_parent_id_idx\` ON \`_pages_v_version_product_premium_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_need\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_type_code\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_uin\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_summary\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_entry_age_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_entry_age_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_maturity_age_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_policy_term\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_premium_paying_term\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_eligibility_sum_assured_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_premium_note\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_policy_wording_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_launched_on\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_withdrawn_on\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`product_replaced_by_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_author_role\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_published_on\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_brochure_idx\` ON \`pages\` (\`product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_policy_wording_idx\` ON \`pages\` (\`product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_replaced_by_idx\` ON \`pages\` (\`product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_image_idx\` ON \`pages\` (\`post_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_need\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_type_code\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_uin\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_entry_age_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_entry_age_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_maturity_age_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_policy_term\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_premium_paying_term\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_eligibility_sum_assured_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_premium_note\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_brochure_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_policy_wording_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_launched_on\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_withdrawn_on\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_product_replaced_by_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_author_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_author_role\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_published_on\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_brochure_idx\` ON \`_pages_v\` (\`version_product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_policy_wording_idx\` ON \`_pages_v\` (\`version_product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_replaced_by_idx\` ON \`_pages_v\` (\`version_product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_image_idx\` ON \`_pages_v\` (\`version_post_image_id\`);`)
  await db.run(sql`ALTER TABLE \`search_index\` ADD \`product_type\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`pages_product_key_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_product_premium_examples\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_product_key_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_product_premium_examples\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_canonical\` text,
  	\`meta_robots\` text DEFAULT 'index, follow',
  	\`meta_image_id\` integer,
  	\`disclaimer_heading\` text,
  	\`disclaimer_description\` text,
  	\`partner_one\` integer DEFAULT false,
  	\`scroll_to_page\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_canonical\` text,
  	\`version_meta_robots\` text DEFAULT 'index, follow',
  	\`version_meta_image_id\` integer,
  	\`version_disclaimer_heading\` text,
  	\`version_disclaimer_description\` text,
  	\`version_partner_one\` integer DEFAULT false,
  	\`version_scroll_to_page\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_path", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`search_index\` DROP COLUMN \`product_type\`;`)
}
