import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`proposal_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`proposal_id\` integer NOT NULL,
  	\`application_number\` text,
  	\`original_name\` text,
  	\`kind\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`prefix\` text DEFAULT 'proposal-documents',
  	\`_objectkey\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`proposal_id\`) REFERENCES \`proposals\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`proposal_documents_proposal_idx\` ON \`proposal_documents\` (\`proposal_id\`);`)
  await db.run(sql`CREATE INDEX \`proposal_documents_application_number_idx\` ON \`proposal_documents\` (\`application_number\`);`)
  await db.run(sql`CREATE INDEX \`proposal_documents_updated_at_idx\` ON \`proposal_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`proposal_documents_created_at_idx\` ON \`proposal_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`proposal_documents_filename_idx\` ON \`proposal_documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refund_status\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`gateway_refund_id\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refund_paise\` numeric;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refunded_at\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refund_failure\` text;`)
  await db.run(sql`CREATE INDEX \`payments_refund_status_idx\` ON \`payments\` (\`refund_status\`);`)
  await db.run(sql`CREATE INDEX \`payments_gateway_refund_id_idx\` ON \`payments\` (\`gateway_refund_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`proposal_documents_id\` integer REFERENCES proposal_documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_proposal_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`proposal_documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`proposal_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_tags_id\` integer,
  	\`media_id\` integer,
  	\`media_items_id\` integer,
  	\`videos_id\` integer,
  	\`testimonials_id\` integer,
  	\`branches_id\` integer,
  	\`funds_id\` integer,
  	\`fund_navs_id\` integer,
  	\`bonus_rates_id\` integer,
  	\`quote_tables_id\` integer,
  	\`policies_id\` integer,
  	\`payments_id\` integer,
  	\`nach_mandates_id\` integer,
  	\`nach_deactivation_requests_id\` integer,
  	\`grievances_id\` integer,
  	\`grievance_attachments_id\` integer,
  	\`advisor_requests_id\` integer,
  	\`whatsapp_optins_id\` integer,
  	\`unclaimed_amounts_id\` integer,
  	\`ekyc_revocations_id\` integer,
  	\`dgh_submissions_id\` integer,
  	\`dgh_reports_id\` integer,
  	\`leads_id\` integer,
  	\`crm_local_outbox_id\` integer,
  	\`quotes_id\` integer,
  	\`proposals_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`resumes_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`search_index_id\` integer,
  	\`consent_records_id\` integer,
  	\`field_vitals_id\` integer,
  	\`personal_data_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_tags_id\`) REFERENCES \`blog_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_items_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funds_id\`) REFERENCES \`funds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fund_navs_id\`) REFERENCES \`fund_navs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonus_rates_id\`) REFERENCES \`bonus_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_tables_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nach_mandates_id\`) REFERENCES \`nach_mandates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nach_deactivation_requests_id\`) REFERENCES \`nach_deactivation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievances_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grievance_attachments_id\`) REFERENCES \`grievance_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisor_requests_id\`) REFERENCES \`advisor_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whatsapp_optins_id\`) REFERENCES \`whatsapp_optins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unclaimed_amounts_id\`) REFERENCES \`unclaimed_amounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ekyc_revocations_id\`) REFERENCES \`ekyc_revocations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dgh_submissions_id\`) REFERENCES \`dgh_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dgh_reports_id\`) REFERENCES \`dgh_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_local_outbox_id\`) REFERENCES \`crm_local_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`proposals_id\`) REFERENCES \`proposals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`field_vitals_id\`) REFERENCES \`field_vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`personal_data_log_id\`) REFERENCES \`personal_data_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "blog_categories_id", "blog_tags_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "quote_tables_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "quotes_id", "proposals_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id", "field_vitals_id", "personal_data_log_id") SELECT "id", "order", "parent_id", "path", "pages_id", "blog_categories_id", "blog_tags_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "quote_tables_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "quotes_id", "proposals_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id", "field_vitals_id", "personal_data_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_items_id_idx\` ON \`payload_locked_documents_rels\` (\`media_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funds_id_idx\` ON \`payload_locked_documents_rels\` (\`funds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fund_navs_id_idx\` ON \`payload_locked_documents_rels\` (\`fund_navs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bonus_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`bonus_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_tables_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_tables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nach_mandates_id_idx\` ON \`payload_locked_documents_rels\` (\`nach_mandates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nach_deactivation_requests_idx\` ON \`payload_locked_documents_rels\` (\`nach_deactivation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievances_id_idx\` ON \`payload_locked_documents_rels\` (\`grievances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grievance_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`grievance_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisor_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`advisor_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_optins_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_optins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unclaimed_amounts_id_idx\` ON \`payload_locked_documents_rels\` (\`unclaimed_amounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ekyc_revocations_id_idx\` ON \`payload_locked_documents_rels\` (\`ekyc_revocations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dgh_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`dgh_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dgh_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`dgh_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_local_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_local_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_proposals_id_idx\` ON \`payload_locked_documents_rels\` (\`proposals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_field_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`field_vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_personal_data_log_id_idx\` ON \`payload_locked_documents_rels\` (\`personal_data_log_id\`);`)
  await db.run(sql`DROP INDEX \`payments_refund_status_idx\`;`)
  await db.run(sql`DROP INDEX \`payments_gateway_refund_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`refund_status\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`gateway_refund_id\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`refund_paise\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`refunded_at\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`refund_failure\`;`)
}
