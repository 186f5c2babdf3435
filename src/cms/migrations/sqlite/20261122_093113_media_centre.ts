import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_claims_paid_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_claims_paid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_claims_paid_figures_order_idx\` ON \`pages_blocks_claims_paid_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_claims_paid_figures_parent_id_idx\` ON \`pages_blocks_claims_paid_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_claims_paid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`percentage\` numeric,
  	\`financial_year\` text,
  	\`basis\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_claims_paid_order_idx\` ON \`pages_blocks_claims_paid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_claims_paid_parent_id_idx\` ON \`pages_blocks_claims_paid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_claims_paid_path_idx\` ON \`pages_blocks_claims_paid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_collection_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_collection_strip_order_idx\` ON \`pages_blocks_collection_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collection_strip_parent_id_idx\` ON \`pages_blocks_collection_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collection_strip_path_idx\` ON \`pages_blocks_collection_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_notice_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_notice_points_order_idx\` ON \`pages_blocks_notice_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notice_points_parent_id_idx\` ON \`pages_blocks_notice_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_notice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'warning',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_notice_order_idx\` ON \`pages_blocks_notice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notice_parent_id_idx\` ON \`pages_blocks_notice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notice_path_idx\` ON \`pages_blocks_notice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_claims_paid_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_claims_paid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_claims_paid_figures_order_idx\` ON \`_pages_v_blocks_claims_paid_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_claims_paid_figures_parent_id_idx\` ON \`_pages_v_blocks_claims_paid_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_claims_paid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`percentage\` numeric,
  	\`financial_year\` text,
  	\`basis\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_claims_paid_order_idx\` ON \`_pages_v_blocks_claims_paid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_claims_paid_parent_id_idx\` ON \`_pages_v_blocks_claims_paid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_claims_paid_path_idx\` ON \`_pages_v_blocks_claims_paid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_collection_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collection_strip_order_idx\` ON \`_pages_v_blocks_collection_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collection_strip_parent_id_idx\` ON \`_pages_v_blocks_collection_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collection_strip_path_idx\` ON \`_pages_v_blocks_collection_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_notice_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notice_points_order_idx\` ON \`_pages_v_blocks_notice_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notice_points_parent_id_idx\` ON \`_pages_v_blocks_notice_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_notice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'warning',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notice_order_idx\` ON \`_pages_v_blocks_notice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notice_parent_id_idx\` ON \`_pages_v_blocks_notice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notice_path_idx\` ON \`_pages_v_blocks_notice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`city\` text,
  	\`plan\` text,
  	\`headline\` text,
  	\`quote\` text NOT NULL,
  	\`photo_id\` integer,
  	\`rating\` numeric,
  	\`published\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_slug_idx\` ON \`testimonials\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_published_idx\` ON \`testimonials\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media_items_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_items_images_order_idx\` ON \`media_items_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`media_items_images_parent_id_idx\` ON \`media_items_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_items_images_image_idx\` ON \`media_items_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`media_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text DEFAULT 'press-release' NOT NULL,
  	\`date\` text NOT NULL,
  	\`source\` text,
  	\`summary\` text NOT NULL,
  	\`body\` text,
  	\`external_url\` text,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_items_slug_idx\` ON \`media_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`media_items_date_idx\` ON \`media_items\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`media_items_published_idx\` ON \`media_items\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`media_items_updated_at_idx\` ON \`media_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_items_created_at_idx\` ON \`media_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`provider\` text DEFAULT 'youtube' NOT NULL,
  	\`date\` text NOT NULL,
  	\`duration_seconds\` numeric,
  	\`youtube_id\` text,
  	\`file_id\` integer,
  	\`poster_id\` integer NOT NULL,
  	\`transcript\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_file_idx\` ON \`videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_idx\` ON \`videos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`api_section\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` ADD \`api_section\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`api_section\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` ADD \`api_section\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_items_id\` integer REFERENCES media_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_items_id_idx\` ON \`payload_locked_documents_rels\` (\`media_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_claims_paid_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_claims_paid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_collection_strip\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_notice_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_notice\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_claims_paid_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_claims_paid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_collection_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_notice_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_notice\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`media_items_images\`;`)
  await db.run(sql`DROP TABLE \`media_items\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`branches_id\` integer,
  	\`search_index_id\` integer,
  	\`leads_id\` integer,
  	\`crm_local_outbox_id\` integer,
  	\`redirects_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`resumes_id\` integer,
  	\`funds_id\` integer,
  	\`fund_navs_id\` integer,
  	\`bonus_rates_id\` integer,
  	\`grievances_id\` integer,
  	\`grievance_attachments_id\` integer,
  	\`advisor_requests_id\` integer,
  	\`whatsapp_optins_id\` integer,
  	\`unclaimed_amounts_id\` integer,
  	\`ekyc_revocations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_local_outbox_id\`) REFERENCES \`crm_local_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funds_id\`) REFERENCES \`funds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fund_navs_id\`) REFERENCES \`fund_navs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonus_rates_id\`) REFERENCES \`bonus_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievance_attachments_id\`) REFERENCES \`grievance_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisor_requests_id\`) REFERENCES \`advisor_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whatsapp_optins_id\`) REFERENCES \`whatsapp_optins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unclaimed_amounts_id\`) REFERENCES \`unclaimed_amounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ekyc_revocations_id\`) REFERENCES \`ekyc_revocations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_local_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_local_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funds_id_idx\` ON \`payload_locked_documents_rels\` (\`funds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fund_navs_id_idx\` ON \`payload_locked_documents_rels\` (\`fund_navs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bonus_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`bonus_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievance_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`grievance_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisor_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`advisor_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_optins_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_optins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unclaimed_amounts_id_idx\` ON \`payload_locked_documents_rels\` (\`unclaimed_amounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ekyc_revocations_id_idx\` ON \`payload_locked_documents_rels\` (\`ekyc_revocations_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`api_section\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` DROP COLUMN \`api_section\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`api_section\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` DROP COLUMN \`api_section\`;`)
}
