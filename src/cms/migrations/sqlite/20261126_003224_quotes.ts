import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_tables_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`age_from\` numeric NOT NULL,
  	\`age_to\` numeric NOT NULL,
  	\`term_from\` numeric NOT NULL,
  	\`term_to\` numeric NOT NULL,
  	\`rate\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_tables_rates_order_idx\` ON \`quote_tables_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_rates_parent_id_idx\` ON \`quote_tables_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_tables\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_id\` integer NOT NULL,
  	\`entry_age_min\` numeric NOT NULL,
  	\`entry_age_max\` numeric NOT NULL,
  	\`term_min\` numeric NOT NULL,
  	\`term_max\` numeric NOT NULL,
  	\`ppt_min\` numeric NOT NULL,
  	\`sum_assured_min\` numeric NOT NULL,
  	\`sum_assured_max\` numeric NOT NULL,
  	\`income_multiple\` numeric NOT NULL,
  	\`income_min\` numeric NOT NULL,
  	\`female_discount_pct\` numeric NOT NULL,
  	\`smoker_loading_pct\` numeric NOT NULL,
  	\`limited_pay_discount_pct\` numeric NOT NULL,
  	\`gst_first_year_pct\` numeric NOT NULL,
  	\`gst_renewal_pct\` numeric NOT NULL,
  	\`maturity_benefit\` text DEFAULT 'none' NOT NULL,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_tables_plan_idx\` ON \`quote_tables\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_last_edited_by_idx\` ON \`quote_tables\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_updated_at_idx\` ON \`quote_tables\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_created_at_idx\` ON \`quote_tables\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_version_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`age_from\` numeric NOT NULL,
  	\`age_to\` numeric NOT NULL,
  	\`term_from\` numeric NOT NULL,
  	\`term_to\` numeric NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quote_tables_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_rates_order_idx\` ON \`_quote_tables_v_version_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_rates_parent_id_idx\` ON \`_quote_tables_v_version_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_plan_id\` integer NOT NULL,
  	\`version_entry_age_min\` numeric NOT NULL,
  	\`version_entry_age_max\` numeric NOT NULL,
  	\`version_term_min\` numeric NOT NULL,
  	\`version_term_max\` numeric NOT NULL,
  	\`version_ppt_min\` numeric NOT NULL,
  	\`version_sum_assured_min\` numeric NOT NULL,
  	\`version_sum_assured_max\` numeric NOT NULL,
  	\`version_income_multiple\` numeric NOT NULL,
  	\`version_income_min\` numeric NOT NULL,
  	\`version_female_discount_pct\` numeric NOT NULL,
  	\`version_smoker_loading_pct\` numeric NOT NULL,
  	\`version_limited_pay_discount_pct\` numeric NOT NULL,
  	\`version_gst_first_year_pct\` numeric NOT NULL,
  	\`version_gst_renewal_pct\` numeric NOT NULL,
  	\`version_maturity_benefit\` text DEFAULT 'none' NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_plan_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_parent_idx\` ON \`_quote_tables_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_version_plan_idx\` ON \`_quote_tables_v\` (\`version_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_version_last_edited_by_idx\` ON \`_quote_tables_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_version_updated_at_idx\` ON \`_quote_tables_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_version_created_at_idx\` ON \`_quote_tables_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_created_at_idx\` ON \`_quote_tables_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_updated_at_idx\` ON \`_quote_tables_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ref\` text NOT NULL,
  	\`plan_id\` integer,
  	\`plan_name\` text NOT NULL,
  	\`full_name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`dob\` text NOT NULL,
  	\`age\` numeric NOT NULL,
  	\`gender\` text NOT NULL,
  	\`smoker\` integer DEFAULT false,
  	\`income\` numeric NOT NULL,
  	\`sum_assured\` numeric NOT NULL,
  	\`policy_term\` numeric NOT NULL,
  	\`ppt\` numeric NOT NULL,
  	\`mode\` text NOT NULL,
  	\`yearly\` numeric NOT NULL,
  	\`premium\` text NOT NULL,
  	\`lead_id\` integer,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_ref_idx\` ON \`quotes\` (\`ref\`);`)
  await db.run(sql`CREATE INDEX \`quotes_plan_idx\` ON \`quotes\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_plan_name_idx\` ON \`quotes\` (\`plan_name\`);`)
  await db.run(sql`CREATE INDEX \`quotes_phone_idx\` ON \`quotes\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`quotes_email_idx\` ON \`quotes\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lead_idx\` ON \`quotes\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quote_tables_id\` integer REFERENCES quote_tables(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quotes_id\` integer REFERENCES quotes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_tables_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_tables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_tables_rates\`;`)
  await db.run(sql`DROP TABLE \`quote_tables\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_version_rates\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`media_items_id\` integer,
  	\`videos_id\` integer,
  	\`testimonials_id\` integer,
  	\`branches_id\` integer,
  	\`funds_id\` integer,
  	\`fund_navs_id\` integer,
  	\`bonus_rates_id\` integer,
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
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`resumes_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`search_index_id\` integer,
  	\`consent_records_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_items_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funds_id\`) REFERENCES \`funds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fund_navs_id\`) REFERENCES \`fund_navs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonus_rates_id\`) REFERENCES \`bonus_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_items_id_idx\` ON \`payload_locked_documents_rels\` (\`media_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funds_id_idx\` ON \`payload_locked_documents_rels\` (\`funds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fund_navs_id_idx\` ON \`payload_locked_documents_rels\` (\`fund_navs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bonus_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`bonus_rates_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
}
