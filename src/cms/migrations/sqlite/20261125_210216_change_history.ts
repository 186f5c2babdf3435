import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_media_items_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_media_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_images_order_idx\` ON \`_media_items_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_images_parent_id_idx\` ON \`_media_items_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_images_image_idx\` ON \`_media_items_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_media_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_type\` text DEFAULT 'press-release' NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_source\` text,
  	\`version_summary\` text NOT NULL,
  	\`version_body\` text,
  	\`version_external_url\` text,
  	\`version_published\` integer DEFAULT true,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_items_v_parent_idx\` ON \`_media_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_slug_idx\` ON \`_media_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_date_idx\` ON \`_media_items_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_published_idx\` ON \`_media_items_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_last_edited_by_idx\` ON \`_media_items_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_updated_at_idx\` ON \`_media_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_created_at_idx\` ON \`_media_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_created_at_idx\` ON \`_media_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_updated_at_idx\` ON \`_media_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_description\` text,
  	\`version_provider\` text DEFAULT 'youtube' NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_duration_seconds\` numeric,
  	\`version_youtube_id\` text,
  	\`version_file_id\` integer,
  	\`version_poster_id\` integer NOT NULL,
  	\`version_transcript\` text NOT NULL,
  	\`version_published\` integer DEFAULT true,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_slug_idx\` ON \`_videos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_file_idx\` ON \`_videos_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_poster_idx\` ON \`_videos_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_published_idx\` ON \`_videos_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_last_edited_by_idx\` ON \`_videos_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_city\` text,
  	\`version_plan\` text,
  	\`version_headline\` text,
  	\`version_quote\` text NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_rating\` numeric,
  	\`version_published\` integer DEFAULT true,
  	\`version_featured\` integer DEFAULT false,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_slug_idx\` ON \`_testimonials_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_photo_idx\` ON \`_testimonials_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_published_idx\` ON \`_testimonials_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_last_edited_by_idx\` ON \`_testimonials_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_branches_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_state\` text NOT NULL,
  	\`version_state_slug\` text NOT NULL,
  	\`version_district\` text NOT NULL,
  	\`version_district_slug\` text NOT NULL,
  	\`version_city\` text NOT NULL,
  	\`version_city_slug\` text NOT NULL,
  	\`version_address\` text NOT NULL,
  	\`version_pincode\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_email\` text,
  	\`version_opening_hours\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_branches_v_parent_idx\` ON \`_branches_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_slug_idx\` ON \`_branches_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_state_slug_idx\` ON \`_branches_v\` (\`version_state_slug\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_district_slug_idx\` ON \`_branches_v\` (\`version_district_slug\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_city_slug_idx\` ON \`_branches_v\` (\`version_city_slug\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_last_edited_by_idx\` ON \`_branches_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_updated_at_idx\` ON \`_branches_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_version_version_created_at_idx\` ON \`_branches_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_created_at_idx\` ON \`_branches_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_branches_v_updated_at_idx\` ON \`_branches_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_funds_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_sfin\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_risk\` text NOT NULL,
  	\`version_launch_date\` text NOT NULL,
  	\`version_objective\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funds\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_funds_v_parent_idx\` ON \`_funds_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_version_version_sfin_idx\` ON \`_funds_v\` (\`version_sfin\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_version_version_last_edited_by_idx\` ON \`_funds_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_version_version_updated_at_idx\` ON \`_funds_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_version_version_created_at_idx\` ON \`_funds_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_created_at_idx\` ON \`_funds_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funds_v_updated_at_idx\` ON \`_funds_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_bonus_rates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_plan\` text NOT NULL,
  	\`version_uin\` text,
  	\`version_financial_year\` text NOT NULL,
  	\`version_reversionary\` numeric NOT NULL,
  	\`version_terminal\` numeric DEFAULT 0 NOT NULL,
  	\`version_note\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`bonus_rates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_parent_idx\` ON \`_bonus_rates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_version_version_plan_idx\` ON \`_bonus_rates_v\` (\`version_plan\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_version_version_financial_year_idx\` ON \`_bonus_rates_v\` (\`version_financial_year\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_version_version_last_edited_by_idx\` ON \`_bonus_rates_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_version_version_updated_at_idx\` ON \`_bonus_rates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_version_version_created_at_idx\` ON \`_bonus_rates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_created_at_idx\` ON \`_bonus_rates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonus_rates_v_updated_at_idx\` ON \`_bonus_rates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`version_plan_version_financialYear_idx\` ON \`_bonus_rates_v\` (\`version_plan\`,\`version_financial_year\`);`)
  await db.run(sql`CREATE TABLE \`_grievances_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_reference\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_policy_number\` text,
  	\`version_phone\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_attachment_id\` integer,
  	\`version_reply\` text,
  	\`version_status\` text DEFAULT 'registered' NOT NULL,
  	\`version_due_by\` text,
  	\`version_resolved_at\` text,
  	\`version_acknowledgement\` text DEFAULT 'pending' NOT NULL,
  	\`version_page_url\` text,
  	\`version_ip_hash\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grievances\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_attachment_id\`) REFERENCES \`grievance_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_grievances_v_parent_idx\` ON \`_grievances_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_reference_idx\` ON \`_grievances_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_category_idx\` ON \`_grievances_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_policy_number_idx\` ON \`_grievances_v\` (\`version_policy_number\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_phone_idx\` ON \`_grievances_v\` (\`version_phone\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_attachment_idx\` ON \`_grievances_v\` (\`version_attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_status_idx\` ON \`_grievances_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_due_by_idx\` ON \`_grievances_v\` (\`version_due_by\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_last_edited_by_idx\` ON \`_grievances_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_updated_at_idx\` ON \`_grievances_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_version_version_created_at_idx\` ON \`_grievances_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_created_at_idx\` ON \`_grievances_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grievances_v_updated_at_idx\` ON \`_grievances_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_advisor_requests_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_full_name\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_city\` text NOT NULL,
  	\`version_pincode\` text NOT NULL,
  	\`version_preferred_time\` text NOT NULL,
  	\`version_status\` text DEFAULT 'new' NOT NULL,
  	\`version_note\` text,
  	\`version_page_url\` text,
  	\`version_ip_hash\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`advisor_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_parent_idx\` ON \`_advisor_requests_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_phone_idx\` ON \`_advisor_requests_v\` (\`version_phone\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_pincode_idx\` ON \`_advisor_requests_v\` (\`version_pincode\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_status_idx\` ON \`_advisor_requests_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_last_edited_by_idx\` ON \`_advisor_requests_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_updated_at_idx\` ON \`_advisor_requests_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_version_version_created_at_idx\` ON \`_advisor_requests_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_created_at_idx\` ON \`_advisor_requests_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_advisor_requests_v_updated_at_idx\` ON \`_advisor_requests_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_responsibilities_order_idx\` ON \`_jobs_v_version_responsibilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_responsibilities_parent_id_idx\` ON \`_jobs_v_version_responsibilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_qualifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_qualifications_order_idx\` ON \`_jobs_v_version_qualifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_qualifications_parent_id_idx\` ON \`_jobs_v_version_qualifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_status\` text DEFAULT 'open' NOT NULL,
  	\`version_posted_date\` text NOT NULL,
  	\`version_valid_through\` text,
  	\`version_function\` text NOT NULL,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME' NOT NULL,
  	\`version_experience_min\` numeric DEFAULT 0 NOT NULL,
  	\`version_experience_max\` numeric,
  	\`version_summary\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_status_idx\` ON \`_jobs_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_function_idx\` ON \`_jobs_v\` (\`version_function\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_last_edited_by_idx\` ON \`_jobs_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_texts_order_parent\` ON \`_jobs_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_from\` text NOT NULL,
  	\`version_to\` text NOT NULL,
  	\`version_status\` text DEFAULT '301' NOT NULL,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_note\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_parent_idx\` ON \`_redirects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_from_idx\` ON \`_redirects_v\` (\`version_from\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_last_edited_by_idx\` ON \`_redirects_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_updated_at_idx\` ON \`_redirects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_created_at_idx\` ON \`_redirects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_created_at_idx\` ON \`_redirects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_updated_at_idx\` ON \`_redirects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_menu_sub_menu_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`menu_link_url\` text NOT NULL,
  	\`is_new\` integer DEFAULT false,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v_version_menu_sub_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_sub_menu_children_order_idx\` ON \`_header_v_version_menu_sub_menu_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_sub_menu_children_parent_id_idx\` ON \`_header_v_version_menu_sub_menu_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_menu_sub_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`menu_link_url\` text NOT NULL,
  	\`is_new\` integer DEFAULT false,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v_version_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_sub_menu_order_idx\` ON \`_header_v_version_menu_sub_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_sub_menu_parent_id_idx\` ON \`_header_v_version_menu_sub_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`menu_link_url\` text,
  	\`menu_style\` text DEFAULT 'Normal' NOT NULL,
  	\`is_new\` integer DEFAULT false,
  	\`classes\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_order_idx\` ON \`_header_v_version_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_menu_parent_id_idx\` ON \`_header_v_version_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_top_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`menu_link_url\` text NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_top_nav_order_idx\` ON \`_header_v_version_top_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_top_nav_parent_id_idx\` ON \`_header_v_version_top_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_version_last_edited_by_idx\` ON \`_header_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_created_at_idx\` ON \`_header_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_updated_at_idx\` ON \`_header_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_category_section_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_category_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_category_section_children_order_idx\` ON \`_footer_v_version_category_section_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_category_section_children_parent_id_idx\` ON \`_footer_v_version_category_section_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_category_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_group\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_category_section_order_idx\` ON \`_footer_v_version_category_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_category_section_parent_id_idx\` ON \`_footer_v_version_category_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_menu_group_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_menu_group\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_menu_group_children_order_idx\` ON \`_footer_v_version_menu_group_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_menu_group_children_parent_id_idx\` ON \`_footer_v_version_menu_group_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_menu_group\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_menu_group_order_idx\` ON \`_footer_v_version_menu_group\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_menu_group_parent_id_idx\` ON \`_footer_v_version_menu_group\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_dropdowns_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_dropdowns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_dropdowns_children_order_idx\` ON \`_footer_v_version_dropdowns_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_dropdowns_children_parent_id_idx\` ON \`_footer_v_version_dropdowns_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_dropdowns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_dropdowns_order_idx\` ON \`_footer_v_version_dropdowns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_dropdowns_parent_id_idx\` ON \`_footer_v_version_dropdowns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_social_media_group\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_social_media_group_order_idx\` ON \`_footer_v_version_social_media_group\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_social_media_group_parent_id_idx\` ON \`_footer_v_version_social_media_group\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_app_group\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`store\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_app_group_order_idx\` ON \`_footer_v_version_app_group\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_app_group_parent_id_idx\` ON \`_footer_v_version_app_group\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_contact_info_heading\` text DEFAULT 'Contact us',
  	\`version_contact_info_phone\` text,
  	\`version_contact_info_hours\` text,
  	\`version_contact_info_email\` text,
  	\`version_contact_info_address\` text,
  	\`version_bima_bharosa_heading\` text,
  	\`version_bima_bharosa_text\` text,
  	\`version_bima_bharosa_url\` text,
  	\`version_copy_rights\` text NOT NULL,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version_last_edited_by_idx\` ON \`_footer_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_toll_free\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_toll_free_order_idx\` ON \`_site_settings_v_version_toll_free\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_toll_free_parent_id_idx\` ON \`_site_settings_v_version_toll_free\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_quick_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_quick_links_order_idx\` ON \`_site_settings_v_version_quick_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_quick_links_parent_id_idx\` ON \`_site_settings_v_version_quick_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_meta_schema\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`schema_value\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_meta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_meta_schema_order_idx\` ON \`_site_settings_v_version_meta_schema\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_meta_schema_parent_id_idx\` ON \`_site_settings_v_version_meta_schema\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_meta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_meta_order_idx\` ON \`_site_settings_v_version_meta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_meta_parent_id_idx\` ON \`_site_settings_v_version_meta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_redirect_allowed_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_redirect_allowed_hosts_order_idx\` ON \`_site_settings_v_version_redirect_allowed_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_redirect_allowed_hosts_parent_id_idx\` ON \`_site_settings_v_version_redirect_allowed_hosts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_brand_name\` text NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_support_email\` text NOT NULL,
  	\`version_login_url\` text,
  	\`version_ga_tag\` text DEFAULT 'No' NOT NULL,
  	\`version_ga_head_code\` text,
  	\`version_ga_body_code\` text,
  	\`version_show_maintenance\` text DEFAULT 'No' NOT NULL,
  	\`version_chatbot\` text DEFAULT 'No' NOT NULL,
  	\`version_welcome_popup\` text DEFAULT 'No' NOT NULL,
  	\`version_popup_content\` text,
  	\`version_know_more_content\` text,
  	\`version_zero_gst_enabled\` text DEFAULT 'No' NOT NULL,
  	\`version_zero_gst_heading\` text,
  	\`version_zero_gst_body\` text,
  	\`version_zero_gst_cta_url\` text,
  	\`version_zero_gst_cta_label\` text,
  	\`version_default_disclaimer_heading\` text,
  	\`version_default_disclaimer_description\` text,
  	\`version_company_legal_name\` text,
  	\`version_company_irdai_registration\` text,
  	\`version_company_cin\` text,
  	\`version_company_registered_office\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_last_edited_by_idx\` ON \`_site_settings_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_last_edited_by_idx\` ON \`pages\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_last_edited_by_idx\` ON \`_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`branches\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`branches_last_edited_by_idx\` ON \`branches\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`redirects_last_edited_by_idx\` ON \`redirects\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`testimonials_last_edited_by_idx\` ON \`testimonials\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`media_items\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`media_items_last_edited_by_idx\` ON \`media_items\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`videos_last_edited_by_idx\` ON \`videos\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`jobs_last_edited_by_idx\` ON \`jobs\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`funds\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`funds_last_edited_by_idx\` ON \`funds\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`bonus_rates\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_last_edited_by_idx\` ON \`bonus_rates\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`grievances\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`grievances_last_edited_by_idx\` ON \`grievances\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`advisor_requests\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_last_edited_by_idx\` ON \`advisor_requests\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_last_edited_by_idx\` ON \`site_settings\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`header_last_edited_by_idx\` ON \`header\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`footer_last_edited_by_idx\` ON \`footer\` (\`last_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_media_items_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_media_items_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_branches_v\`;`)
  await db.run(sql`DROP TABLE \`_funds_v\`;`)
  await db.run(sql`DROP TABLE \`_bonus_rates_v\`;`)
  await db.run(sql`DROP TABLE \`_grievances_v\`;`)
  await db.run(sql`DROP TABLE \`_advisor_requests_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_responsibilities\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_qualifications\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_menu_sub_menu_children\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_menu_sub_menu\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_menu\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_top_nav\`;`)
  await db.run(sql`DROP TABLE \`_header_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_category_section_children\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_category_section\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_menu_group_children\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_menu_group\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_dropdowns_children\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_dropdowns\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_social_media_group\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_app_group\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_toll_free\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_quick_links\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_meta_schema\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_meta\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_redirect_allowed_hosts\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`product_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_policy_wording_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_brochure_idx\` ON \`pages\` (\`product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_policy_wording_idx\` ON \`pages\` (\`product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_product_product_replaced_by_idx\` ON \`pages\` (\`product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_image_idx\` ON \`pages\` (\`post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
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
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_brochure_idx\` ON \`_pages_v\` (\`version_product_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_policy_wording_idx\` ON \`_pages_v\` (\`version_product_policy_wording_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_product_version_product_replaced_by_idx\` ON \`_pages_v\` (\`version_product_replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_image_idx\` ON \`_pages_v\` (\`version_post_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_items\` (
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
  await db.run(sql`INSERT INTO \`__new_media_items\`("id", "title", "slug", "type", "date", "source", "summary", "body", "external_url", "published", "updated_at", "created_at") SELECT "id", "title", "slug", "type", "date", "source", "summary", "body", "external_url", "published", "updated_at", "created_at" FROM \`media_items\`;`)
  await db.run(sql`DROP TABLE \`media_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_media_items\` RENAME TO \`media_items\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_items_slug_idx\` ON \`media_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`media_items_date_idx\` ON \`media_items\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`media_items_published_idx\` ON \`media_items\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`media_items_updated_at_idx\` ON \`media_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_items_created_at_idx\` ON \`media_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
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
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "title", "slug", "description", "provider", "date", "duration_seconds", "youtube_id", "file_id", "poster_id", "transcript", "published", "updated_at", "created_at") SELECT "id", "title", "slug", "description", "provider", "date", "duration_seconds", "youtube_id", "file_id", "poster_id", "transcript", "published", "updated_at", "created_at" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_file_idx\` ON \`videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_idx\` ON \`videos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
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
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "slug", "city", "plan", "headline", "quote", "photo_id", "rating", "published", "featured", "updated_at", "created_at") SELECT "id", "name", "slug", "city", "plan", "headline", "quote", "photo_id", "rating", "published", "featured", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_slug_idx\` ON \`testimonials\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_published_idx\` ON \`testimonials\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_branches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`state_slug\` text NOT NULL,
  	\`district\` text NOT NULL,
  	\`district_slug\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`city_slug\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`pincode\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`opening_hours\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_branches\`("id", "name", "slug", "state", "state_slug", "district", "district_slug", "city", "city_slug", "address", "pincode", "phone", "email", "opening_hours", "latitude", "longitude", "updated_at", "created_at") SELECT "id", "name", "slug", "state", "state_slug", "district", "district_slug", "city", "city_slug", "address", "pincode", "phone", "email", "opening_hours", "latitude", "longitude", "updated_at", "created_at" FROM \`branches\`;`)
  await db.run(sql`DROP TABLE \`branches\`;`)
  await db.run(sql`ALTER TABLE \`__new_branches\` RENAME TO \`branches\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`branches_slug_idx\` ON \`branches\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`branches_state_slug_idx\` ON \`branches\` (\`state_slug\`);`)
  await db.run(sql`CREATE INDEX \`branches_district_slug_idx\` ON \`branches\` (\`district_slug\`);`)
  await db.run(sql`CREATE INDEX \`branches_city_slug_idx\` ON \`branches\` (\`city_slug\`);`)
  await db.run(sql`CREATE INDEX \`branches_updated_at_idx\` ON \`branches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`branches_created_at_idx\` ON \`branches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_funds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sfin\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`risk\` text NOT NULL,
  	\`launch_date\` text NOT NULL,
  	\`objective\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_funds\`("id", "name", "sfin", "category", "risk", "launch_date", "objective", "updated_at", "created_at") SELECT "id", "name", "sfin", "category", "risk", "launch_date", "objective", "updated_at", "created_at" FROM \`funds\`;`)
  await db.run(sql`DROP TABLE \`funds\`;`)
  await db.run(sql`ALTER TABLE \`__new_funds\` RENAME TO \`funds\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`funds_sfin_idx\` ON \`funds\` (\`sfin\`);`)
  await db.run(sql`CREATE INDEX \`funds_updated_at_idx\` ON \`funds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funds_created_at_idx\` ON \`funds\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_bonus_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text NOT NULL,
  	\`uin\` text,
  	\`financial_year\` text NOT NULL,
  	\`reversionary\` numeric NOT NULL,
  	\`terminal\` numeric DEFAULT 0 NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bonus_rates\`("id", "plan", "uin", "financial_year", "reversionary", "terminal", "note", "updated_at", "created_at") SELECT "id", "plan", "uin", "financial_year", "reversionary", "terminal", "note", "updated_at", "created_at" FROM \`bonus_rates\`;`)
  await db.run(sql`DROP TABLE \`bonus_rates\`;`)
  await db.run(sql`ALTER TABLE \`__new_bonus_rates\` RENAME TO \`bonus_rates\`;`)
  await db.run(sql`CREATE INDEX \`bonus_rates_plan_idx\` ON \`bonus_rates\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_financial_year_idx\` ON \`bonus_rates\` (\`financial_year\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_updated_at_idx\` ON \`bonus_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_created_at_idx\` ON \`bonus_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`plan_financialYear_idx\` ON \`bonus_rates\` (\`plan\`,\`financial_year\`);`)
  await db.run(sql`CREATE TABLE \`__new_grievances\` (
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
  await db.run(sql`INSERT INTO \`__new_grievances\`("id", "reference", "category", "policy_number", "phone", "description", "attachment_id", "reply", "status", "due_by", "resolved_at", "acknowledgement", "page_url", "ip_hash", "updated_at", "created_at") SELECT "id", "reference", "category", "policy_number", "phone", "description", "attachment_id", "reply", "status", "due_by", "resolved_at", "acknowledgement", "page_url", "ip_hash", "updated_at", "created_at" FROM \`grievances\`;`)
  await db.run(sql`DROP TABLE \`grievances\`;`)
  await db.run(sql`ALTER TABLE \`__new_grievances\` RENAME TO \`grievances\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`grievances_reference_idx\` ON \`grievances\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`grievances_category_idx\` ON \`grievances\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`grievances_policy_number_idx\` ON \`grievances\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`grievances_phone_idx\` ON \`grievances\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`grievances_attachment_idx\` ON \`grievances\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`grievances_status_idx\` ON \`grievances\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`grievances_due_by_idx\` ON \`grievances\` (\`due_by\`);`)
  await db.run(sql`CREATE INDEX \`grievances_updated_at_idx\` ON \`grievances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grievances_created_at_idx\` ON \`grievances\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_advisor_requests\` (
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
  await db.run(sql`INSERT INTO \`__new_advisor_requests\`("id", "full_name", "phone", "city", "pincode", "preferred_time", "status", "note", "page_url", "ip_hash", "updated_at", "created_at") SELECT "id", "full_name", "phone", "city", "pincode", "preferred_time", "status", "note", "page_url", "ip_hash", "updated_at", "created_at" FROM \`advisor_requests\`;`)
  await db.run(sql`DROP TABLE \`advisor_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_advisor_requests\` RENAME TO \`advisor_requests\`;`)
  await db.run(sql`CREATE INDEX \`advisor_requests_phone_idx\` ON \`advisor_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_pincode_idx\` ON \`advisor_requests\` (\`pincode\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_status_idx\` ON \`advisor_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_updated_at_idx\` ON \`advisor_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisor_requests_created_at_idx\` ON \`advisor_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`posted_date\` text NOT NULL,
  	\`valid_through\` text,
  	\`function\` text NOT NULL,
  	\`employment_type\` text DEFAULT 'FULL_TIME' NOT NULL,
  	\`experience_min\` numeric DEFAULT 0 NOT NULL,
  	\`experience_max\` numeric,
  	\`summary\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "title", "slug", "status", "posted_date", "valid_through", "function", "employment_type", "experience_min", "experience_max", "summary", "description", "updated_at", "created_at") SELECT "id", "title", "slug", "status", "posted_date", "valid_through", "function", "employment_type", "experience_min", "experience_max", "summary", "description", "updated_at", "created_at" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_status_idx\` ON \`jobs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`jobs_function_idx\` ON \`jobs\` (\`function\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status\` text DEFAULT '301' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "status", "enabled", "note", "updated_at", "created_at") SELECT "id", "from", "to", "status", "enabled", "note", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`header\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`ALTER TABLE \`__new_header\` RENAME TO \`header\`;`)
  await db.run(sql`CREATE TABLE \`__new_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_info_heading\` text DEFAULT 'Contact us',
  	\`contact_info_phone\` text,
  	\`contact_info_hours\` text,
  	\`contact_info_email\` text,
  	\`contact_info_address\` text,
  	\`bima_bharosa_heading\` text,
  	\`bima_bharosa_text\` text,
  	\`bima_bharosa_url\` text,
  	\`copy_rights\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer\`("id", "contact_info_heading", "contact_info_phone", "contact_info_hours", "contact_info_email", "contact_info_address", "bima_bharosa_heading", "bima_bharosa_text", "bima_bharosa_url", "copy_rights", "updated_at", "created_at") SELECT "id", "contact_info_heading", "contact_info_phone", "contact_info_hours", "contact_info_email", "contact_info_address", "bima_bharosa_heading", "bima_bharosa_text", "bima_bharosa_url", "copy_rights", "updated_at", "created_at" FROM \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer\` RENAME TO \`footer\`;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`support_email\` text NOT NULL,
  	\`login_url\` text,
  	\`ga_tag\` text DEFAULT 'No' NOT NULL,
  	\`ga_head_code\` text,
  	\`ga_body_code\` text,
  	\`show_maintenance\` text DEFAULT 'No' NOT NULL,
  	\`chatbot\` text DEFAULT 'No' NOT NULL,
  	\`welcome_popup\` text DEFAULT 'No' NOT NULL,
  	\`popup_content\` text,
  	\`know_more_content\` text,
  	\`zero_gst_enabled\` text DEFAULT 'No' NOT NULL,
  	\`zero_gst_heading\` text,
  	\`zero_gst_body\` text,
  	\`zero_gst_cta_url\` text,
  	\`zero_gst_cta_label\` text,
  	\`default_disclaimer_heading\` text,
  	\`default_disclaimer_description\` text,
  	\`company_legal_name\` text,
  	\`company_irdai_registration\` text,
  	\`company_cin\` text,
  	\`company_registered_office\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "logo_id", "support_email", "login_url", "ga_tag", "ga_head_code", "ga_body_code", "show_maintenance", "chatbot", "welcome_popup", "popup_content", "know_more_content", "zero_gst_enabled", "zero_gst_heading", "zero_gst_body", "zero_gst_cta_url", "zero_gst_cta_label", "default_disclaimer_heading", "default_disclaimer_description", "company_legal_name", "company_irdai_registration", "company_cin", "company_registered_office", "updated_at", "created_at") SELECT "id", "brand_name", "logo_id", "support_email", "login_url", "ga_tag", "ga_head_code", "ga_body_code", "show_maintenance", "chatbot", "welcome_popup", "popup_content", "know_more_content", "zero_gst_enabled", "zero_gst_heading", "zero_gst_body", "zero_gst_cta_url", "zero_gst_cta_label", "default_disclaimer_heading", "default_disclaimer_description", "company_legal_name", "company_irdai_registration", "company_cin", "company_registered_office", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}
