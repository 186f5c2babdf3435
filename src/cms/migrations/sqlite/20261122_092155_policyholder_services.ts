import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`grievances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`policy_number\` text,
  	\`phone\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`attachment_id\` integer,
  	\`reply\` text,
  	\`status\` text DEFAULT 'registered' NOT NULL,
  	\`due_by\` text,
  	\`resolved_at\` text,
  	\`acknowledgement\` text DEFAULT 'pending' NOT NULL,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`grievance_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`grievances_reference_idx\` ON \`grievances\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`grievances_category_idx\` ON \`grievances\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`grievances_policy_number_idx\` ON \`grievances\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`grievances_phone_idx\` ON \`grievances\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`grievances_attachment_idx\` ON \`grievances\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`grievances_status_idx\` ON \`grievances\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`grievances_due_by_idx\` ON \`grievances\` (\`due_by\`);`)
  await db.run(sql`CREATE INDEX \`grievances_updated_at_idx\` ON \`grievances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_created_at_idx\` ON \`grievances\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`grievance_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`kind\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`grievance_attachments_updated_at_idx\` ON \`grievance_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grievance_attachments_created_at_idx\` ON \`grievance_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`grievance_attachments_filename_idx\` ON \`grievance_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`advisor_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`pincode\` text NOT NULL,
  	\`preferred_time\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`note\` text,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`advisor_requests_phone_idx\` ON \`advisor_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_pincode_idx\` ON \`advisor_requests\` (\`pincode\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_status_idx\` ON \`advisor_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_updated_at_idx\` ON \`advisor_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_created_at_idx\` ON \`advisor_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`whatsapp_optins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`policy_number\` text,
  	\`action\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`consent_text\` text,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`whatsapp_optins_phone_idx\` ON \`whatsapp_optins\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_optins_updated_at_idx\` ON \`whatsapp_optins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_optins_created_at_idx\` ON \`whatsapp_optins\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`unclaimed_amounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`holder_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`pan\` text,
  	\`reason\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`unclaimed_since\` text,
  	\`paid\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`unclaimed_amounts_policy_number_idx\` ON \`unclaimed_amounts\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`unclaimed_amounts_date_of_birth_idx\` ON \`unclaimed_amounts\` (\`date_of_birth\`);`)
  await db.run(sql`CREATE INDEX \`unclaimed_amounts_updated_at_idx\` ON \`unclaimed_amounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`unclaimed_amounts_created_at_idx\` ON \`unclaimed_amounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ekyc_revocations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`reason\` text,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ekyc_revocations_reference_idx\` ON \`ekyc_revocations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`ekyc_revocations_policy_number_idx\` ON \`ekyc_revocations\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`ekyc_revocations_status_idx\` ON \`ekyc_revocations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`ekyc_revocations_updated_at_idx\` ON \`ekyc_revocations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ekyc_revocations_created_at_idx\` ON \`ekyc_revocations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grievances_id\` integer REFERENCES grievances(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grievance_attachments_id\` integer REFERENCES grievance_attachments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advisor_requests_id\` integer REFERENCES advisor_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whatsapp_optins_id\` integer REFERENCES whatsapp_optins(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`unclaimed_amounts_id\` integer REFERENCES unclaimed_amounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ekyc_revocations_id\` integer REFERENCES ekyc_revocations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievance_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`grievance_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisor_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`advisor_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_optins_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_optins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unclaimed_amounts_id_idx\` ON \`payload_locked_documents_rels\` (\`unclaimed_amounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ekyc_revocations_id_idx\` ON \`payload_locked_documents_rels\` (\`ekyc_revocations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`grievances\`;`)
  await db.run(sql`DROP TABLE \`grievance_attachments\`;`)
  await db.run(sql`DROP TABLE \`advisor_requests\`;`)
  await db.run(sql`DROP TABLE \`whatsapp_optins\`;`)
  await db.run(sql`DROP TABLE \`unclaimed_amounts\`;`)
  await db.run(sql`DROP TABLE \`ekyc_revocations\`;`)
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
  	FOREIGN KEY (\`bonus_rates_id\`) REFERENCES \`bonus_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id" FROM \`payload_locked_documents_rels\`;`)
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
}
