import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policies_funds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fund_code\` text NOT NULL,
  	\`fund_name\` text NOT NULL,
  	\`units\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_funds_order_idx\` ON \`policies_funds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_funds_parent_id_idx\` ON \`policies_funds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_bonuses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`financial_year\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_bonuses_order_idx\` ON \`policies_bonuses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_bonuses_parent_id_idx\` ON \`policies_bonuses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_premiums_paid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`financial_year\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`paid_on\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_premiums_paid_order_idx\` ON \`policies_premiums_paid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_premiums_paid_parent_id_idx\` ON \`policies_premiums_paid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`application_number\` text,
  	\`holder_name\` text NOT NULL,
  	\`date_of_birth\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`pan\` text,
  	\`product_name\` text NOT NULL,
  	\`product_kind\` text NOT NULL,
  	\`sum_assured\` numeric NOT NULL,
  	\`premium\` numeric NOT NULL,
  	\`frequency\` text NOT NULL,
  	\`commencement_date\` text NOT NULL,
  	\`next_due_date\` text,
  	\`status\` text DEFAULT 'in-force' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_policy_number_idx\` ON \`policies\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`policies_status_idx\` ON \`policies\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_at_idx\` ON \`policies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policies_created_at_idx\` ON \`policies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`nach_mandates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`umrn\` text,
  	\`account_holder_name\` text,
  	\`account_number\` text,
  	\`account_type\` text,
  	\`bank_name\` text,
  	\`branch_name\` text,
  	\`ifsc\` text,
  	\`micr\` text,
  	\`upi_id\` text,
  	\`amount\` numeric NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`effective_to\` text,
  	\`debit_day\` numeric,
  	\`provider_reference\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`failure_reason\` text,
  	\`completed_at\` text,
  	\`callback_log\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`nach_mandates_policy_number_idx\` ON \`nach_mandates\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`nach_mandates_status_idx\` ON \`nach_mandates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`nach_mandates_umrn_idx\` ON \`nach_mandates\` (\`umrn\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`nach_mandates_provider_reference_idx\` ON \`nach_mandates\` (\`provider_reference\`);`)
  await db.run(sql`CREATE INDEX \`nach_mandates_updated_at_idx\` ON \`nach_mandates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`nach_mandates_created_at_idx\` ON \`nach_mandates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`nach_deactivation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`umrn\` text,
  	\`mandate_id\` integer,
  	\`status\` text DEFAULT 'accepted' NOT NULL,
  	\`masked_mobile\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`mandate_id\`) REFERENCES \`nach_mandates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nach_deactivation_requests_reference_idx\` ON \`nach_deactivation_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_policy_number_idx\` ON \`nach_deactivation_requests\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_umrn_idx\` ON \`nach_deactivation_requests\` (\`umrn\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_mandate_idx\` ON \`nach_deactivation_requests\` (\`mandate_id\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_status_idx\` ON \`nach_deactivation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_updated_at_idx\` ON \`nach_deactivation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`nach_deactivation_requests_created_at_idx\` ON \`nach_deactivation_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policies_id\` integer REFERENCES policies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`nach_mandates_id\` integer REFERENCES nach_mandates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`nach_deactivation_requests_id\` integer REFERENCES nach_deactivation_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nach_mandates_id_idx\` ON \`payload_locked_documents_rels\` (\`nach_mandates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nach_deactivation_requests_idx\` ON \`payload_locked_documents_rels\` (\`nach_deactivation_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`policies_funds\`;`)
  await db.run(sql`DROP TABLE \`policies_bonuses\`;`)
  await db.run(sql`DROP TABLE \`policies_premiums_paid\`;`)
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`DROP TABLE \`nach_mandates\`;`)
  await db.run(sql`DROP TABLE \`nach_deactivation_requests\`;`)
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
  	\`testimonials_id\` integer,
  	\`media_items_id\` integer,
  	\`videos_id\` integer,
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
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_items_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "testimonials_id", "media_items_id", "videos_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "testimonials_id", "media_items_id", "videos_id", "jobs_id", "job_applications_id", "resumes_id", "funds_id", "fund_navs_id", "bonus_rates_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_items_id_idx\` ON \`payload_locked_documents_rels\` (\`media_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
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
}
