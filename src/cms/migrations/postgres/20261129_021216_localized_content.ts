import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'hi');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"product_summary" varchar,
  	"product_eligibility_policy_term" varchar,
  	"product_eligibility_premium_paying_term" varchar,
  	"product_premium_note" varchar,
  	"post_excerpt" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"disclaimer_heading" varchar,
  	"disclaimer_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_product_summary" varchar,
  	"version_product_eligibility_policy_term" varchar,
  	"version_product_eligibility_premium_paying_term" varchar,
  	"version_product_premium_note" varchar,
  	"version_post_excerpt" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_disclaimer_heading" varchar,
  	"version_disclaimer_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_locales" (
  	"contact_info_heading" varchar DEFAULT 'Contact us',
  	"contact_info_hours" varchar,
  	"contact_info_address" varchar,
  	"bima_bharosa_heading" varchar,
  	"bima_bharosa_text" varchar,
  	"copy_rights" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_contact_info_heading" varchar DEFAULT 'Contact us',
  	"version_contact_info_hours" varchar,
  	"version_contact_info_address" varchar,
  	"version_bima_bharosa_heading" varchar,
  	"version_bima_bharosa_text" varchar,
  	"version_copy_rights" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_accordion_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_accordion" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_table_columns" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_table_columns" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_table_rows_cells" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_table_rows_cells" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_table_rows" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_table_rows" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_table" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_table" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_document_list_documents" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_document_list_documents" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_document_list" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_document_list" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_calculator" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_product_list" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_product_list" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_claims_paid_figures" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_claims_paid_figures" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_claims_paid" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_claims_paid" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_collection_strip" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_collection_strip" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_notice_points" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_notice_points" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_blocks_notice" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_notice" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_product_key_benefits" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_product_key_benefits" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_product_premium_examples" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_product_premium_examples" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_rich_text" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_cards_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cards_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_accordion_items" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_accordion" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_table_columns" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_table_rows" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_table_rows" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_table" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_table" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_document_list_documents" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_document_list_documents" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_document_list" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_document_list" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cta" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_calculator" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_product_list" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_product_list" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_claims_paid_figures" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_claims_paid_figures" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_claims_paid" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_claims_paid" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_collection_strip" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_collection_strip" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_notice_points" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_notice_points" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_notice" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_notice" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_version_product_key_benefits" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_version_product_key_benefits" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v_version_product_premium_examples" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_version_product_premium_examples" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "header_menu_sub_menu_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_menu_sub_menu_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "header_menu_sub_menu" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_menu_sub_menu" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "header_menu" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_menu" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "header_top_nav" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_top_nav" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_header_v_version_menu_sub_menu_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_header_v_version_menu_sub_menu_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_header_v_version_menu_sub_menu" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_header_v_version_menu_sub_menu" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_header_v_version_menu" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_header_v_version_menu" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_header_v_version_top_nav" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_header_v_version_top_nav" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_category_section_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_category_section_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_category_section" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_category_section" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_menu_group_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_menu_group_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_menu_group" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_menu_group" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_dropdowns_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_dropdowns_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_dropdowns" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_dropdowns" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_category_section_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_category_section_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_category_section" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_category_section" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_menu_group_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_menu_group_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_menu_group" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_menu_group" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_dropdowns_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_dropdowns_children" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_footer_v_version_dropdowns" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_footer_v_version_dropdowns" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cards_cards_locale_idx" ON "pages_blocks_cards_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cards_locale_idx" ON "pages_blocks_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_columns_locale_idx" ON "pages_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_rows_cells_locale_idx" ON "pages_blocks_table_rows_cells" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_rows_locale_idx" ON "pages_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "pages_blocks_table_locale_idx" ON "pages_blocks_table" USING btree ("_locale");
  CREATE INDEX "pages_blocks_document_list_documents_locale_idx" ON "pages_blocks_document_list_documents" USING btree ("_locale");
  CREATE INDEX "pages_blocks_document_list_locale_idx" ON "pages_blocks_document_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");
  CREATE INDEX "pages_blocks_calculator_locale_idx" ON "pages_blocks_calculator" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_list_locale_idx" ON "pages_blocks_product_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_claims_paid_figures_locale_idx" ON "pages_blocks_claims_paid_figures" USING btree ("_locale");
  CREATE INDEX "pages_blocks_claims_paid_locale_idx" ON "pages_blocks_claims_paid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_collection_strip_locale_idx" ON "pages_blocks_collection_strip" USING btree ("_locale");
  CREATE INDEX "pages_blocks_notice_points_locale_idx" ON "pages_blocks_notice_points" USING btree ("_locale");
  CREATE INDEX "pages_blocks_notice_locale_idx" ON "pages_blocks_notice" USING btree ("_locale");
  CREATE INDEX "pages_product_key_benefits_locale_idx" ON "pages_product_key_benefits" USING btree ("_locale");
  CREATE INDEX "pages_product_premium_examples_locale_idx" ON "pages_product_premium_examples" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cards_cards_locale_idx" ON "_pages_v_blocks_cards_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cards_locale_idx" ON "_pages_v_blocks_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_columns_locale_idx" ON "_pages_v_blocks_table_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_locale_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_rows_locale_idx" ON "_pages_v_blocks_table_rows" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_table_locale_idx" ON "_pages_v_blocks_table" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_document_list_documents_locale_idx" ON "_pages_v_blocks_document_list_documents" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_document_list_locale_idx" ON "_pages_v_blocks_document_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_locale_idx" ON "_pages_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_calculator_locale_idx" ON "_pages_v_blocks_calculator" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_list_locale_idx" ON "_pages_v_blocks_product_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_claims_paid_figures_locale_idx" ON "_pages_v_blocks_claims_paid_figures" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_claims_paid_locale_idx" ON "_pages_v_blocks_claims_paid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_collection_strip_locale_idx" ON "_pages_v_blocks_collection_strip" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_notice_points_locale_idx" ON "_pages_v_blocks_notice_points" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_notice_locale_idx" ON "_pages_v_blocks_notice" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_product_key_benefits_locale_idx" ON "_pages_v_version_product_key_benefits" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_product_premium_examples_locale_idx" ON "_pages_v_version_product_premium_examples" USING btree ("_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "header_menu_sub_menu_children_locale_idx" ON "header_menu_sub_menu_children" USING btree ("_locale");
  CREATE INDEX "header_menu_sub_menu_locale_idx" ON "header_menu_sub_menu" USING btree ("_locale");
  CREATE INDEX "header_menu_locale_idx" ON "header_menu" USING btree ("_locale");
  CREATE INDEX "header_top_nav_locale_idx" ON "header_top_nav" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_sub_menu_children_locale_idx" ON "_header_v_version_menu_sub_menu_children" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_sub_menu_locale_idx" ON "_header_v_version_menu_sub_menu" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_locale_idx" ON "_header_v_version_menu" USING btree ("_locale");
  CREATE INDEX "_header_v_version_top_nav_locale_idx" ON "_header_v_version_top_nav" USING btree ("_locale");
  CREATE INDEX "footer_category_section_children_locale_idx" ON "footer_category_section_children" USING btree ("_locale");
  CREATE INDEX "footer_category_section_locale_idx" ON "footer_category_section" USING btree ("_locale");
  CREATE INDEX "footer_menu_group_children_locale_idx" ON "footer_menu_group_children" USING btree ("_locale");
  CREATE INDEX "footer_menu_group_locale_idx" ON "footer_menu_group" USING btree ("_locale");
  CREATE INDEX "footer_dropdowns_children_locale_idx" ON "footer_dropdowns_children" USING btree ("_locale");
  CREATE INDEX "footer_dropdowns_locale_idx" ON "footer_dropdowns" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_category_section_children_locale_idx" ON "_footer_v_version_category_section_children" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_category_section_locale_idx" ON "_footer_v_version_category_section" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_menu_group_children_locale_idx" ON "_footer_v_version_menu_group_children" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_menu_group_locale_idx" ON "_footer_v_version_menu_group" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_dropdowns_children_locale_idx" ON "_footer_v_version_dropdowns_children" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_dropdowns_locale_idx" ON "_footer_v_version_dropdowns" USING btree ("_locale");
  -- The existing content becomes the English version.
  INSERT INTO "pages_locales" ("title", "product_summary", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_premium_note", "post_excerpt", "meta_title", "meta_description", "disclaimer_heading", "disclaimer_description", "_locale", "_parent_id") SELECT "title", "product_summary", "product_eligibility_policy_term", "product_eligibility_premium_paying_term", "product_premium_note", "post_excerpt", "meta_title", "meta_description", "disclaimer_heading", "disclaimer_description", 'en', "id" FROM "pages";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "product_summary";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_policy_term";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_premium_paying_term";
  ALTER TABLE "pages" DROP COLUMN "product_premium_note";
  ALTER TABLE "pages" DROP COLUMN "post_excerpt";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "disclaimer_heading";
  ALTER TABLE "pages" DROP COLUMN "disclaimer_description";
  -- The existing content becomes the English version.
  INSERT INTO "_pages_v_locales" ("version_title", "version_product_summary", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_premium_note", "version_post_excerpt", "version_meta_title", "version_meta_description", "version_disclaimer_heading", "version_disclaimer_description", "_locale", "_parent_id") SELECT "version_title", "version_product_summary", "version_product_eligibility_policy_term", "version_product_eligibility_premium_paying_term", "version_product_premium_note", "version_post_excerpt", "version_meta_title", "version_meta_description", "version_disclaimer_heading", "version_disclaimer_description", 'en', "id" FROM "_pages_v";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_policy_term";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_premium_paying_term";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_premium_note";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_excerpt";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_disclaimer_heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_disclaimer_description";
  -- The existing content becomes the English version.
  INSERT INTO "footer_locales" ("contact_info_heading", "contact_info_hours", "contact_info_address", "bima_bharosa_heading", "bima_bharosa_text", "copy_rights", "_locale", "_parent_id") SELECT "contact_info_heading", "contact_info_hours", "contact_info_address", "bima_bharosa_heading", "bima_bharosa_text", COALESCE("copy_rights", ''), 'en', "id" FROM "footer";
  ALTER TABLE "footer" DROP COLUMN "contact_info_heading";
  ALTER TABLE "footer" DROP COLUMN "contact_info_hours";
  ALTER TABLE "footer" DROP COLUMN "contact_info_address";
  ALTER TABLE "footer" DROP COLUMN "bima_bharosa_heading";
  ALTER TABLE "footer" DROP COLUMN "bima_bharosa_text";
  ALTER TABLE "footer" DROP COLUMN "copy_rights";
  -- The existing content becomes the English version.
  INSERT INTO "_footer_v_locales" ("version_contact_info_heading", "version_contact_info_hours", "version_contact_info_address", "version_bima_bharosa_heading", "version_bima_bharosa_text", "version_copy_rights", "_locale", "_parent_id") SELECT "version_contact_info_heading", "version_contact_info_hours", "version_contact_info_address", "version_bima_bharosa_heading", "version_bima_bharosa_text", COALESCE("version_copy_rights", ''), 'en', "id" FROM "_footer_v";
  ALTER TABLE "_footer_v" DROP COLUMN "version_contact_info_heading";
  ALTER TABLE "_footer_v" DROP COLUMN "version_contact_info_hours";
  ALTER TABLE "_footer_v" DROP COLUMN "version_contact_info_address";
  ALTER TABLE "_footer_v" DROP COLUMN "version_bima_bharosa_heading";
  ALTER TABLE "_footer_v" DROP COLUMN "version_bima_bharosa_text";
  ALTER TABLE "_footer_v" DROP COLUMN "version_copy_rights";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "pages_blocks_hero" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_rich_text" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_cards" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_accordion_items" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_accordion" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_table_columns" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_table_rows_cells" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_table_rows" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_table" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_document_list_documents" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_document_list" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_cta" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_calculator" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_product_list" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_claims_paid_figures" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_claims_paid" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_collection_strip" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_notice_points" WHERE "_locale" <> 'en';
  DELETE FROM "pages_blocks_notice" WHERE "_locale" <> 'en';
  DELETE FROM "pages_product_key_benefits" WHERE "_locale" <> 'en';
  DELETE FROM "pages_product_premium_examples" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_hero" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_rich_text" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_cards_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_cards" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_accordion_items" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_accordion" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_table_columns" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_table_rows_cells" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_table_rows" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_table" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_document_list_documents" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_document_list" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_cta" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_calculator" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_product_list" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_claims_paid_figures" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_claims_paid" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_collection_strip" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_notice_points" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_blocks_notice" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_version_product_key_benefits" WHERE "_locale" <> 'en';
  DELETE FROM "_pages_v_version_product_premium_examples" WHERE "_locale" <> 'en';
  DELETE FROM "header_menu_sub_menu_children" WHERE "_locale" <> 'en';
  DELETE FROM "header_menu_sub_menu" WHERE "_locale" <> 'en';
  DELETE FROM "header_menu" WHERE "_locale" <> 'en';
  DELETE FROM "header_top_nav" WHERE "_locale" <> 'en';
  DELETE FROM "_header_v_version_menu_sub_menu_children" WHERE "_locale" <> 'en';
  DELETE FROM "_header_v_version_menu_sub_menu" WHERE "_locale" <> 'en';
  DELETE FROM "_header_v_version_menu" WHERE "_locale" <> 'en';
  DELETE FROM "_header_v_version_top_nav" WHERE "_locale" <> 'en';
  DELETE FROM "footer_category_section_children" WHERE "_locale" <> 'en';
  DELETE FROM "footer_category_section" WHERE "_locale" <> 'en';
  DELETE FROM "footer_menu_group_children" WHERE "_locale" <> 'en';
  DELETE FROM "footer_menu_group" WHERE "_locale" <> 'en';
  DELETE FROM "footer_dropdowns_children" WHERE "_locale" <> 'en';
  DELETE FROM "footer_dropdowns" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_category_section_children" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_category_section" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_menu_group_children" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_menu_group" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_dropdowns_children" WHERE "_locale" <> 'en';
  DELETE FROM "_footer_v_version_dropdowns" WHERE "_locale" <> 'en';
     DROP INDEX "pages_blocks_hero_locale_idx";
  DROP INDEX "pages_blocks_rich_text_locale_idx";
  DROP INDEX "pages_blocks_cards_cards_locale_idx";
  DROP INDEX "pages_blocks_cards_locale_idx";
  DROP INDEX "pages_blocks_accordion_items_locale_idx";
  DROP INDEX "pages_blocks_accordion_locale_idx";
  DROP INDEX "pages_blocks_table_columns_locale_idx";
  DROP INDEX "pages_blocks_table_rows_cells_locale_idx";
  DROP INDEX "pages_blocks_table_rows_locale_idx";
  DROP INDEX "pages_blocks_table_locale_idx";
  DROP INDEX "pages_blocks_document_list_documents_locale_idx";
  DROP INDEX "pages_blocks_document_list_locale_idx";
  DROP INDEX "pages_blocks_cta_locale_idx";
  DROP INDEX "pages_blocks_calculator_locale_idx";
  DROP INDEX "pages_blocks_product_list_locale_idx";
  DROP INDEX "pages_blocks_claims_paid_figures_locale_idx";
  DROP INDEX "pages_blocks_claims_paid_locale_idx";
  DROP INDEX "pages_blocks_collection_strip_locale_idx";
  DROP INDEX "pages_blocks_notice_points_locale_idx";
  DROP INDEX "pages_blocks_notice_locale_idx";
  DROP INDEX "pages_product_key_benefits_locale_idx";
  DROP INDEX "pages_product_premium_examples_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locale_idx";
  DROP INDEX "_pages_v_blocks_cards_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_cards_locale_idx";
  DROP INDEX "_pages_v_blocks_accordion_items_locale_idx";
  DROP INDEX "_pages_v_blocks_accordion_locale_idx";
  DROP INDEX "_pages_v_blocks_table_columns_locale_idx";
  DROP INDEX "_pages_v_blocks_table_rows_cells_locale_idx";
  DROP INDEX "_pages_v_blocks_table_rows_locale_idx";
  DROP INDEX "_pages_v_blocks_table_locale_idx";
  DROP INDEX "_pages_v_blocks_document_list_documents_locale_idx";
  DROP INDEX "_pages_v_blocks_document_list_locale_idx";
  DROP INDEX "_pages_v_blocks_cta_locale_idx";
  DROP INDEX "_pages_v_blocks_calculator_locale_idx";
  DROP INDEX "_pages_v_blocks_product_list_locale_idx";
  DROP INDEX "_pages_v_blocks_claims_paid_figures_locale_idx";
  DROP INDEX "_pages_v_blocks_claims_paid_locale_idx";
  DROP INDEX "_pages_v_blocks_collection_strip_locale_idx";
  DROP INDEX "_pages_v_blocks_notice_points_locale_idx";
  DROP INDEX "_pages_v_blocks_notice_locale_idx";
  DROP INDEX "_pages_v_version_product_key_benefits_locale_idx";
  DROP INDEX "_pages_v_version_product_premium_examples_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "header_menu_sub_menu_children_locale_idx";
  DROP INDEX "header_menu_sub_menu_locale_idx";
  DROP INDEX "header_menu_locale_idx";
  DROP INDEX "header_top_nav_locale_idx";
  DROP INDEX "_header_v_version_menu_sub_menu_children_locale_idx";
  DROP INDEX "_header_v_version_menu_sub_menu_locale_idx";
  DROP INDEX "_header_v_version_menu_locale_idx";
  DROP INDEX "_header_v_version_top_nav_locale_idx";
  DROP INDEX "footer_category_section_children_locale_idx";
  DROP INDEX "footer_category_section_locale_idx";
  DROP INDEX "footer_menu_group_children_locale_idx";
  DROP INDEX "footer_menu_group_locale_idx";
  DROP INDEX "footer_dropdowns_children_locale_idx";
  DROP INDEX "footer_dropdowns_locale_idx";
  DROP INDEX "_footer_v_version_category_section_children_locale_idx";
  DROP INDEX "_footer_v_version_category_section_locale_idx";
  DROP INDEX "_footer_v_version_menu_group_children_locale_idx";
  DROP INDEX "_footer_v_version_menu_group_locale_idx";
  DROP INDEX "_footer_v_version_dropdowns_children_locale_idx";
  DROP INDEX "_footer_v_version_dropdowns_locale_idx";
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_policy_term" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_premium_paying_term" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_premium_note" varchar;
  ALTER TABLE "pages" ADD COLUMN "post_excerpt" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "disclaimer_heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "disclaimer_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_policy_term" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_premium_paying_term" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_premium_note" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_excerpt" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_disclaimer_heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_disclaimer_description" varchar;
  ALTER TABLE "footer" ADD COLUMN "contact_info_heading" varchar DEFAULT 'Contact us';
  ALTER TABLE "footer" ADD COLUMN "contact_info_hours" varchar;
  ALTER TABLE "footer" ADD COLUMN "contact_info_address" varchar;
  ALTER TABLE "footer" ADD COLUMN "bima_bharosa_heading" varchar;
  ALTER TABLE "footer" ADD COLUMN "bima_bharosa_text" varchar;
  ALTER TABLE "footer" ADD COLUMN "copy_rights" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_footer_v" ADD COLUMN "version_contact_info_heading" varchar DEFAULT 'Contact us';
  ALTER TABLE "_footer_v" ADD COLUMN "version_contact_info_hours" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_contact_info_address" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_bima_bharosa_heading" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_bima_bharosa_text" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_copy_rights" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_accordion_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table_columns" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table_rows_cells" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table_rows" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_table" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_document_list_documents" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_document_list" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_calculator" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_product_list" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_claims_paid_figures" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_claims_paid" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_collection_strip" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_notice_points" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_notice" DROP COLUMN "_locale";
  ALTER TABLE "pages_product_key_benefits" DROP COLUMN "_locale";
  ALTER TABLE "pages_product_premium_examples" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cards_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table_columns" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table_rows_cells" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table_rows" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_table" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_document_list_documents" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_document_list" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_calculator" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_product_list" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_claims_paid_figures" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_claims_paid" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_collection_strip" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_notice_points" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_notice" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_version_product_key_benefits" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_version_product_premium_examples" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "header_menu_sub_menu_children" DROP COLUMN "_locale";
  ALTER TABLE "header_menu_sub_menu" DROP COLUMN "_locale";
  ALTER TABLE "header_menu" DROP COLUMN "_locale";
  ALTER TABLE "header_top_nav" DROP COLUMN "_locale";
  ALTER TABLE "_header_v_version_menu_sub_menu_children" DROP COLUMN "_locale";
  ALTER TABLE "_header_v_version_menu_sub_menu" DROP COLUMN "_locale";
  ALTER TABLE "_header_v_version_menu" DROP COLUMN "_locale";
  ALTER TABLE "_header_v_version_top_nav" DROP COLUMN "_locale";
  ALTER TABLE "footer_category_section_children" DROP COLUMN "_locale";
  ALTER TABLE "footer_category_section" DROP COLUMN "_locale";
  ALTER TABLE "footer_menu_group_children" DROP COLUMN "_locale";
  ALTER TABLE "footer_menu_group" DROP COLUMN "_locale";
  ALTER TABLE "footer_dropdowns_children" DROP COLUMN "_locale";
  ALTER TABLE "footer_dropdowns" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_category_section_children" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_category_section" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_menu_group_children" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_menu_group" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_dropdowns_children" DROP COLUMN "_locale";
  ALTER TABLE "_footer_v_version_dropdowns" DROP COLUMN "_locale";
  UPDATE "pages" SET "title" = (SELECT l."title" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "product_summary" = (SELECT l."product_summary" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "product_eligibility_policy_term" = (SELECT l."product_eligibility_policy_term" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "product_eligibility_premium_paying_term" = (SELECT l."product_eligibility_premium_paying_term" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "product_premium_note" = (SELECT l."product_premium_note" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "post_excerpt" = (SELECT l."post_excerpt" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "meta_title" = (SELECT l."meta_title" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "meta_description" = (SELECT l."meta_description" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "disclaimer_heading" = (SELECT l."disclaimer_heading" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), "disclaimer_description" = (SELECT l."disclaimer_description" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en');
  UPDATE "_pages_v" SET "version_title" = (SELECT l."version_title" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_product_summary" = (SELECT l."version_product_summary" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_product_eligibility_policy_term" = (SELECT l."version_product_eligibility_policy_term" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_product_eligibility_premium_paying_term" = (SELECT l."version_product_eligibility_premium_paying_term" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_product_premium_note" = (SELECT l."version_product_premium_note" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_post_excerpt" = (SELECT l."version_post_excerpt" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_meta_title" = (SELECT l."version_meta_title" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_meta_description" = (SELECT l."version_meta_description" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_disclaimer_heading" = (SELECT l."version_disclaimer_heading" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), "version_disclaimer_description" = (SELECT l."version_disclaimer_description" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en');
  UPDATE "footer" SET "contact_info_heading" = (SELECT l."contact_info_heading" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), "contact_info_hours" = (SELECT l."contact_info_hours" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), "contact_info_address" = (SELECT l."contact_info_address" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), "bima_bharosa_heading" = (SELECT l."bima_bharosa_heading" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), "bima_bharosa_text" = (SELECT l."bima_bharosa_text" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), "copy_rights" = COALESCE((SELECT l."copy_rights" FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), '');
  UPDATE "_footer_v" SET "version_contact_info_heading" = (SELECT l."version_contact_info_heading" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), "version_contact_info_hours" = (SELECT l."version_contact_info_hours" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), "version_contact_info_address" = (SELECT l."version_contact_info_address" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), "version_bima_bharosa_heading" = (SELECT l."version_bima_bharosa_heading" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), "version_bima_bharosa_text" = (SELECT l."version_bima_bharosa_text" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), "version_copy_rights" = COALESCE((SELECT l."version_copy_rights" FROM "_footer_v_locales" l WHERE l."_parent_id" = "_footer_v"."id" AND l."_locale" = 'en'), '');
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";`)
}
