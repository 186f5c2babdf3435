import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { nameFromSlug, parsePostPath } from '@/domain/blog'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_slug_idx\` ON \`blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_tags_slug_idx\` ON \`blog_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_tags_updated_at_idx\` ON \`blog_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_tags_created_at_idx\` ON \`blog_tags\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`post_category_id\` integer REFERENCES blog_categories(id);`)
  await db.run(sql`CREATE INDEX \`pages_post_post_category_idx\` ON \`pages\` (\`post_category_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_post_category_id\` integer REFERENCES blog_categories(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_post_version_post_category_idx\` ON \`_pages_v\` (\`version_post_category_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_categories_id\` integer REFERENCES blog_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_tags_id\` integer REFERENCES blog_tags(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_tags_id\`);`)
  await fileExistingPosts(db)
}

/**
 * The categories and tags the existing posts already use (decision 96): a category per address's category part,
 * a tag per tag kept on a post or a draft, and each post and draft filed under its address's category.
 */
export async function fileExistingPosts(db: MigrateUpArgs['db']): Promise<void> {
  const pages = (await db.all(sql`SELECT id, path FROM pages`)) as { id: number; path: string | null }[]
  const versions = (await db.all(sql`SELECT id, version_path AS path FROM _pages_v`)) as {
    id: number
    path: string | null
  }[]
  const categories = new Map<string, number>()
  for (const row of [...pages, ...versions]) {
    const slug = row.path ? parsePostPath(row.path)?.category : undefined
    if (!slug || categories.has(slug)) continue
    await db.run(sql`INSERT INTO blog_categories (name, slug) VALUES (${nameFromSlug(slug)}, ${slug})`)
    const [made] = (await db.all(sql`SELECT id FROM blog_categories WHERE slug = ${slug}`)) as { id: number }[]
    categories.set(slug, made!.id)
  }
  for (const row of pages) {
    const id = row.path ? categories.get(parsePostPath(row.path)?.category ?? '') : undefined
    if (id !== undefined) await db.run(sql`UPDATE pages SET post_category_id = ${id} WHERE id = ${row.id}`)
  }
  for (const row of versions) {
    const id = row.path ? categories.get(parsePostPath(row.path)?.category ?? '') : undefined
    if (id !== undefined)
      await db.run(sql`UPDATE _pages_v SET version_post_category_id = ${id} WHERE id = ${row.id}`)
  }
  const tags = (await db.all(
    sql`SELECT DISTINCT text FROM pages_texts WHERE path = 'post.tags'
        UNION SELECT DISTINCT text FROM _pages_v_texts WHERE path = 'version.post.tags'`,
  )) as { text: string | null }[]
  for (const { text } of tags)
    if (text) await db.run(sql`INSERT OR IGNORE INTO blog_tags (name, slug) VALUES (${nameFromSlug(text)}, ${text})`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_tags\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_state\` text,
  	\`review_submitted_by_id\` integer,
  	\`review_submitted_at\` text,
  	\`review_approved_by_id\` integer,
  	\`review_approved_at\` text,
  	\`review_note\` text,
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
  	FOREIGN KEY (\`review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_policy_wording_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "review_state", "review_submitted_by_id", "review_submitted_at", "review_approved_by_id", "review_approved_at", "review_note", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "review_state", "review_submitted_by_id", "review_submitted_at", "review_approved_by_id", "review_approved_at", "review_note", "title", "path", "product_need", "product_type_code", "product_uin", "product_summary", "product_eligibility_entry_age_min", "product_eligibility_entry_age_max", "product_eligibility_maturity_age_max", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_eligibility_sum_assured_min", "product_premium_note", "product_brochure_id", "product_policy_wording_id", "product_launched_on", "product_withdrawn_on", "product_replaced_by_id", "post_excerpt", "post_author_name", "post_author_role", "post_published_on", "post_image_id", "meta_title", "meta_description", "meta_canonical", "meta_robots", "meta_image_id", "disclaimer_heading", "disclaimer_description", "partner_one", "scroll_to_page", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_review_review_submitted_by_idx\` ON \`pages\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_review_approved_by_idx\` ON \`pages\` (\`review_approved_by_id\`);`)
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
  	\`version_review_state\` text,
  	\`version_review_submitted_by_id\` integer,
  	\`version_review_submitted_at\` text,
  	\`version_review_approved_by_id\` integer,
  	\`version_review_approved_at\` text,
  	\`version_review_note\` text,
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
  	FOREIGN KEY (\`version_review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_brochure_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_policy_wording_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_replaced_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_post_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_review_state", "version_review_submitted_by_id", "version_review_submitted_at", "version_review_approved_by_id", "version_review_approved_at", "version_review_note", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_review_state", "version_review_submitted_by_id", "version_review_submitted_at", "version_review_approved_by_id", "version_review_approved_at", "version_review_note", "version_title", "version_path", "version_product_need", "version_product_type_code", "version_product_uin", "version_product_summary", "version_product_eligibility_entry_age_min", "version_product_eligibility_entry_age_max", "version_product_eligibility_maturity_age_max", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_eligibility_sum_assured_min", "version_product_premium_note", "version_product_brochure_id", "version_product_policy_wording_id", "version_product_launched_on", "version_product_withdrawn_on", "version_product_replaced_by_id", "version_post_excerpt", "version_post_author_name", "version_post_author_role", "version_post_published_on", "version_post_image_id", "version_meta_title", "version_meta_description", "version_meta_canonical", "version_meta_robots", "version_meta_image_id", "version_disclaimer_heading", "version_disclaimer_description", "version_partner_one", "version_scroll_to_page", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_submitted_by_idx\` ON \`_pages_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_approved_by_idx\` ON \`_pages_v\` (\`version_review_approved_by_id\`);`)
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
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`resumes_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`search_index_id\` integer,
  	\`consent_records_id\` integer,
  	\`personal_data_log_id\` integer,
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
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`personal_data_log_id\`) REFERENCES \`personal_data_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "quote_tables_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "quotes_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id", "personal_data_log_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "media_items_id", "videos_id", "testimonials_id", "branches_id", "funds_id", "fund_navs_id", "bonus_rates_id", "quote_tables_id", "policies_id", "payments_id", "nach_mandates_id", "nach_deactivation_requests_id", "grievances_id", "grievance_attachments_id", "advisor_requests_id", "whatsapp_optins_id", "unclaimed_amounts_id", "ekyc_revocations_id", "dgh_submissions_id", "dgh_reports_id", "leads_id", "crm_local_outbox_id", "quotes_id", "jobs_id", "job_applications_id", "resumes_id", "users_id", "redirects_id", "search_index_id", "consent_records_id", "personal_data_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_personal_data_log_id_idx\` ON \`payload_locked_documents_rels\` (\`personal_data_log_id\`);`)
}
