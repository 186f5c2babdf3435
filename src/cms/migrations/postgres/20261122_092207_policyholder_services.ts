import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_list_show" AS ENUM('on_sale', 'group', 'withdrawn');
  CREATE TYPE "public"."enum_pages_product_need" AS ENUM('term', 'savings', 'ulip', 'retirement', 'child');
  CREATE TYPE "public"."enum_pages_product_type_code" AS ENUM('P1', 'P2', 'P3');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_show" AS ENUM('on_sale', 'group', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_version_product_need" AS ENUM('term', 'savings', 'ulip', 'retirement', 'child');
  CREATE TYPE "public"."enum__pages_v_version_product_type_code" AS ENUM('P1', 'P2', 'P3');
  CREATE TYPE "public"."enum_funds_category" AS ENUM('Equity', 'Balanced', 'Debt', 'Liquid', 'Index');
  CREATE TYPE "public"."enum_funds_risk" AS ENUM('Low', 'Low to moderate', 'Moderate', 'Moderately high', 'High', 'Very high');
  CREATE TYPE "public"."enum_grievances_category" AS ENUM('policy_servicing', 'premium_payment', 'claims', 'proposal_issuance', 'mis_selling', 'surrender_refund', 'unit_linked', 'communication', 'other');
  CREATE TYPE "public"."enum_grievances_status" AS ENUM('registered', 'under_review', 'awaiting_customer', 'resolved', 'closed');
  CREATE TYPE "public"."enum_grievances_acknowledgement" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_advisor_requests_preferred_time" AS ENUM('morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum_advisor_requests_status" AS ENUM('new', 'assigned', 'contacted', 'closed');
  CREATE TYPE "public"."enum_whatsapp_optins_action" AS ENUM('opt_in', 'opt_out');
  CREATE TYPE "public"."enum_whatsapp_optins_outcome" AS ENUM('enabled', 'already_opted_in', 'disabled', 'not_opted_in');
  CREATE TYPE "public"."enum_unclaimed_amounts_reason" AS ENUM('maturity', 'survival_benefit', 'death_claim', 'premium_refund', 'surrender', 'other');
  CREATE TYPE "public"."enum_ekyc_revocations_status" AS ENUM('received', 'processed');
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show" "enum_pages_blocks_product_list_show" DEFAULT 'on_sale',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_product_key_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_product_premium_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"profile" varchar,
  	"sum_assured" numeric,
  	"policy_term" varchar,
  	"premium" numeric
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show" "enum__pages_v_blocks_product_list_show" DEFAULT 'on_sale',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_product_key_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_product_premium_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"profile" varchar,
  	"sum_assured" numeric,
  	"policy_term" varchar,
  	"premium" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "funds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sfin" varchar NOT NULL,
  	"category" "enum_funds_category" NOT NULL,
  	"risk" "enum_funds_risk" NOT NULL,
  	"launch_date" timestamp(3) with time zone NOT NULL,
  	"objective" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fund_navs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fund_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"nav" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bonus_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" varchar NOT NULL,
  	"uin" varchar,
  	"financial_year" varchar NOT NULL,
  	"reversionary" numeric NOT NULL,
  	"terminal" numeric DEFAULT 0 NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grievances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"category" "enum_grievances_category" NOT NULL,
  	"policy_number" varchar,
  	"phone" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"attachment_id" integer,
  	"reply" varchar,
  	"status" "enum_grievances_status" DEFAULT 'registered' NOT NULL,
  	"due_by" varchar,
  	"resolved_at" timestamp(3) with time zone,
  	"acknowledgement" "enum_grievances_acknowledgement" DEFAULT 'pending' NOT NULL,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grievance_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"kind" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "advisor_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"pincode" varchar NOT NULL,
  	"preferred_time" "enum_advisor_requests_preferred_time" NOT NULL,
  	"status" "enum_advisor_requests_status" DEFAULT 'new' NOT NULL,
  	"note" varchar,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "whatsapp_optins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"policy_number" varchar,
  	"action" "enum_whatsapp_optins_action" NOT NULL,
  	"outcome" "enum_whatsapp_optins_outcome" NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"consent_text" varchar,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "unclaimed_amounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"holder_name" varchar NOT NULL,
  	"date_of_birth" varchar NOT NULL,
  	"pan" varchar,
  	"reason" "enum_unclaimed_amounts_reason" NOT NULL,
  	"amount" numeric NOT NULL,
  	"unclaimed_since" varchar,
  	"paid" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ekyc_revocations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"reason" varchar,
  	"status" "enum_ekyc_revocations_status" DEFAULT 'received' NOT NULL,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "product_need" "enum_pages_product_need";
  ALTER TABLE "pages" ADD COLUMN "product_type_code" "enum_pages_product_type_code";
  ALTER TABLE "pages" ADD COLUMN "product_uin" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_entry_age_min" numeric;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_entry_age_max" numeric;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_maturity_age_max" numeric;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_policy_term" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_premium_paying_term" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_eligibility_sum_assured_min" numeric;
  ALTER TABLE "pages" ADD COLUMN "product_premium_note" varchar;
  ALTER TABLE "pages" ADD COLUMN "product_brochure_id" integer;
  ALTER TABLE "pages" ADD COLUMN "product_policy_wording_id" integer;
  ALTER TABLE "pages" ADD COLUMN "product_launched_on" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "product_withdrawn_on" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "product_replaced_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "post_excerpt" varchar;
  ALTER TABLE "pages" ADD COLUMN "post_author_name" varchar;
  ALTER TABLE "pages" ADD COLUMN "post_author_role" varchar;
  ALTER TABLE "pages" ADD COLUMN "post_published_on" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "post_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_need" "enum__pages_v_version_product_need";
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_type_code" "enum__pages_v_version_product_type_code";
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_uin" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_entry_age_min" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_entry_age_max" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_maturity_age_max" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_policy_term" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_premium_paying_term" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_eligibility_sum_assured_min" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_premium_note" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_brochure_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_policy_wording_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_launched_on" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_withdrawn_on" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_replaced_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_excerpt" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_author_name" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_author_role" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_published_on" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_image_id" integer;
  ALTER TABLE "search_index" ADD COLUMN "product_type" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "funds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fund_navs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bonus_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grievances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grievance_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "advisor_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whatsapp_optins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unclaimed_amounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ekyc_revocations_id" integer;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_product_key_benefits" ADD CONSTRAINT "pages_product_key_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_product_premium_examples" ADD CONSTRAINT "pages_product_premium_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_product_key_benefits" ADD CONSTRAINT "_pages_v_version_product_key_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_product_premium_examples" ADD CONSTRAINT "_pages_v_version_product_premium_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fund_navs" ADD CONSTRAINT "fund_navs_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievances" ADD CONSTRAINT "grievances_attachment_id_grievance_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."grievance_attachments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE INDEX "pages_product_key_benefits_order_idx" ON "pages_product_key_benefits" USING btree ("_order");
  CREATE INDEX "pages_product_key_benefits_parent_id_idx" ON "pages_product_key_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_product_premium_examples_order_idx" ON "pages_product_premium_examples" USING btree ("_order");
  CREATE INDEX "pages_product_premium_examples_parent_id_idx" ON "pages_product_premium_examples" USING btree ("_parent_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE INDEX "_pages_v_version_product_key_benefits_order_idx" ON "_pages_v_version_product_key_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_version_product_key_benefits_parent_id_idx" ON "_pages_v_version_product_key_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_product_premium_examples_order_idx" ON "_pages_v_version_product_premium_examples" USING btree ("_order");
  CREATE INDEX "_pages_v_version_product_premium_examples_parent_id_idx" ON "_pages_v_version_product_premium_examples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "funds_sfin_idx" ON "funds" USING btree ("sfin");
  CREATE INDEX "funds_updated_at_idx" ON "funds" USING btree ("updated_at");
  CREATE INDEX "funds_created_at_idx" ON "funds" USING btree ("created_at");
  CREATE INDEX "fund_navs_fund_idx" ON "fund_navs" USING btree ("fund_id");
  CREATE INDEX "fund_navs_date_idx" ON "fund_navs" USING btree ("date");
  CREATE INDEX "fund_navs_updated_at_idx" ON "fund_navs" USING btree ("updated_at");
  CREATE INDEX "fund_navs_created_at_idx" ON "fund_navs" USING btree ("created_at");
  CREATE UNIQUE INDEX "fund_date_idx" ON "fund_navs" USING btree ("fund_id","date");
  CREATE INDEX "bonus_rates_plan_idx" ON "bonus_rates" USING btree ("plan");
  CREATE INDEX "bonus_rates_financial_year_idx" ON "bonus_rates" USING btree ("financial_year");
  CREATE INDEX "bonus_rates_updated_at_idx" ON "bonus_rates" USING btree ("updated_at");
  CREATE INDEX "bonus_rates_created_at_idx" ON "bonus_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "plan_financialYear_idx" ON "bonus_rates" USING btree ("plan","financial_year");
  CREATE UNIQUE INDEX "grievances_reference_idx" ON "grievances" USING btree ("reference");
  CREATE INDEX "grievances_category_idx" ON "grievances" USING btree ("category");
  CREATE INDEX "grievances_policy_number_idx" ON "grievances" USING btree ("policy_number");
  CREATE INDEX "grievances_phone_idx" ON "grievances" USING btree ("phone");
  CREATE INDEX "grievances_attachment_idx" ON "grievances" USING btree ("attachment_id");
  CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status");
  CREATE INDEX "grievances_due_by_idx" ON "grievances" USING btree ("due_by");
  CREATE INDEX "grievances_updated_at_idx" ON "grievances" USING btree ("updated_at");
  CREATE INDEX "grievances_created_at_idx" ON "grievances" USING btree ("created_at");
  CREATE INDEX "grievance_attachments_updated_at_idx" ON "grievance_attachments" USING btree ("updated_at");
  CREATE INDEX "grievance_attachments_created_at_idx" ON "grievance_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "grievance_attachments_filename_idx" ON "grievance_attachments" USING btree ("filename");
  CREATE INDEX "advisor_requests_phone_idx" ON "advisor_requests" USING btree ("phone");
  CREATE INDEX "advisor_requests_pincode_idx" ON "advisor_requests" USING btree ("pincode");
  CREATE INDEX "advisor_requests_status_idx" ON "advisor_requests" USING btree ("status");
  CREATE INDEX "advisor_requests_updated_at_idx" ON "advisor_requests" USING btree ("updated_at");
  CREATE INDEX "advisor_requests_created_at_idx" ON "advisor_requests" USING btree ("created_at");
  CREATE INDEX "whatsapp_optins_phone_idx" ON "whatsapp_optins" USING btree ("phone");
  CREATE INDEX "whatsapp_optins_updated_at_idx" ON "whatsapp_optins" USING btree ("updated_at");
  CREATE INDEX "whatsapp_optins_created_at_idx" ON "whatsapp_optins" USING btree ("created_at");
  CREATE INDEX "unclaimed_amounts_policy_number_idx" ON "unclaimed_amounts" USING btree ("policy_number");
  CREATE INDEX "unclaimed_amounts_date_of_birth_idx" ON "unclaimed_amounts" USING btree ("date_of_birth");
  CREATE INDEX "unclaimed_amounts_updated_at_idx" ON "unclaimed_amounts" USING btree ("updated_at");
  CREATE INDEX "unclaimed_amounts_created_at_idx" ON "unclaimed_amounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "ekyc_revocations_reference_idx" ON "ekyc_revocations" USING btree ("reference");
  CREATE INDEX "ekyc_revocations_policy_number_idx" ON "ekyc_revocations" USING btree ("policy_number");
  CREATE INDEX "ekyc_revocations_status_idx" ON "ekyc_revocations" USING btree ("status");
  CREATE INDEX "ekyc_revocations_updated_at_idx" ON "ekyc_revocations" USING btree ("updated_at");
  CREATE INDEX "ekyc_revocations_created_at_idx" ON "ekyc_revocations" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_brochure_id_media_id_fk" FOREIGN KEY ("product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_policy_wording_id_media_id_fk" FOREIGN KEY ("product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_replaced_by_id_pages_id_fk" FOREIGN KEY ("product_replaced_by_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_post_image_id_media_id_fk" FOREIGN KEY ("post_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_brochure_id_media_id_fk" FOREIGN KEY ("version_product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_policy_wording_id_media_id_fk" FOREIGN KEY ("version_product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_replaced_by_id_pages_id_fk" FOREIGN KEY ("version_product_replaced_by_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_post_image_id_media_id_fk" FOREIGN KEY ("version_post_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funds_fk" FOREIGN KEY ("funds_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fund_navs_fk" FOREIGN KEY ("fund_navs_id") REFERENCES "public"."fund_navs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bonus_rates_fk" FOREIGN KEY ("bonus_rates_id") REFERENCES "public"."bonus_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievances_fk" FOREIGN KEY ("grievances_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievance_attachments_fk" FOREIGN KEY ("grievance_attachments_id") REFERENCES "public"."grievance_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advisor_requests_fk" FOREIGN KEY ("advisor_requests_id") REFERENCES "public"."advisor_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whatsapp_optins_fk" FOREIGN KEY ("whatsapp_optins_id") REFERENCES "public"."whatsapp_optins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unclaimed_amounts_fk" FOREIGN KEY ("unclaimed_amounts_id") REFERENCES "public"."unclaimed_amounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ekyc_revocations_fk" FOREIGN KEY ("ekyc_revocations_id") REFERENCES "public"."ekyc_revocations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_product_product_brochure_idx" ON "pages" USING btree ("product_brochure_id");
  CREATE INDEX "pages_product_product_policy_wording_idx" ON "pages" USING btree ("product_policy_wording_id");
  CREATE INDEX "pages_product_product_replaced_by_idx" ON "pages" USING btree ("product_replaced_by_id");
  CREATE INDEX "pages_post_post_image_idx" ON "pages" USING btree ("post_image_id");
  CREATE INDEX "_pages_v_version_product_version_product_brochure_idx" ON "_pages_v" USING btree ("version_product_brochure_id");
  CREATE INDEX "_pages_v_version_product_version_product_policy_wording_idx" ON "_pages_v" USING btree ("version_product_policy_wording_id");
  CREATE INDEX "_pages_v_version_product_version_product_replaced_by_idx" ON "_pages_v" USING btree ("version_product_replaced_by_id");
  CREATE INDEX "_pages_v_version_post_version_post_image_idx" ON "_pages_v" USING btree ("version_post_image_id");
  CREATE INDEX "payload_locked_documents_rels_funds_id_idx" ON "payload_locked_documents_rels" USING btree ("funds_id");
  CREATE INDEX "payload_locked_documents_rels_fund_navs_id_idx" ON "payload_locked_documents_rels" USING btree ("fund_navs_id");
  CREATE INDEX "payload_locked_documents_rels_bonus_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("bonus_rates_id");
  CREATE INDEX "payload_locked_documents_rels_grievances_id_idx" ON "payload_locked_documents_rels" USING btree ("grievances_id");
  CREATE INDEX "payload_locked_documents_rels_grievance_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("grievance_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_advisor_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("advisor_requests_id");
  CREATE INDEX "payload_locked_documents_rels_whatsapp_optins_id_idx" ON "payload_locked_documents_rels" USING btree ("whatsapp_optins_id");
  CREATE INDEX "payload_locked_documents_rels_unclaimed_amounts_id_idx" ON "payload_locked_documents_rels" USING btree ("unclaimed_amounts_id");
  CREATE INDEX "payload_locked_documents_rels_ekyc_revocations_id_idx" ON "payload_locked_documents_rels" USING btree ("ekyc_revocations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_product_key_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_product_premium_examples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_product_key_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_product_premium_examples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "funds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fund_navs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bonus_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advisor_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whatsapp_optins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "unclaimed_amounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ekyc_revocations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_product_key_benefits" CASCADE;
  DROP TABLE "pages_product_premium_examples" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_version_product_key_benefits" CASCADE;
  DROP TABLE "_pages_v_version_product_premium_examples" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "funds" CASCADE;
  DROP TABLE "fund_navs" CASCADE;
  DROP TABLE "bonus_rates" CASCADE;
  DROP TABLE "grievances" CASCADE;
  DROP TABLE "grievance_attachments" CASCADE;
  DROP TABLE "advisor_requests" CASCADE;
  DROP TABLE "whatsapp_optins" CASCADE;
  DROP TABLE "unclaimed_amounts" CASCADE;
  DROP TABLE "ekyc_revocations" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_product_brochure_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_product_policy_wording_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_product_replaced_by_id_pages_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_post_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_brochure_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_policy_wording_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_replaced_by_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_post_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_funds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fund_navs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bonus_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grievances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grievance_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_advisor_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whatsapp_optins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unclaimed_amounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ekyc_revocations_fk";
  
  DROP INDEX "pages_product_product_brochure_idx";
  DROP INDEX "pages_product_product_policy_wording_idx";
  DROP INDEX "pages_product_product_replaced_by_idx";
  DROP INDEX "pages_post_post_image_idx";
  DROP INDEX "_pages_v_version_product_version_product_brochure_idx";
  DROP INDEX "_pages_v_version_product_version_product_policy_wording_idx";
  DROP INDEX "_pages_v_version_product_version_product_replaced_by_idx";
  DROP INDEX "_pages_v_version_post_version_post_image_idx";
  DROP INDEX "payload_locked_documents_rels_funds_id_idx";
  DROP INDEX "payload_locked_documents_rels_fund_navs_id_idx";
  DROP INDEX "payload_locked_documents_rels_bonus_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_grievances_id_idx";
  DROP INDEX "payload_locked_documents_rels_grievance_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_advisor_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_whatsapp_optins_id_idx";
  DROP INDEX "payload_locked_documents_rels_unclaimed_amounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_ekyc_revocations_id_idx";
  ALTER TABLE "pages" DROP COLUMN "product_need";
  ALTER TABLE "pages" DROP COLUMN "product_type_code";
  ALTER TABLE "pages" DROP COLUMN "product_uin";
  ALTER TABLE "pages" DROP COLUMN "product_summary";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_entry_age_min";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_entry_age_max";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_maturity_age_max";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_policy_term";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_premium_paying_term";
  ALTER TABLE "pages" DROP COLUMN "product_eligibility_sum_assured_min";
  ALTER TABLE "pages" DROP COLUMN "product_premium_note";
  ALTER TABLE "pages" DROP COLUMN "product_brochure_id";
  ALTER TABLE "pages" DROP COLUMN "product_policy_wording_id";
  ALTER TABLE "pages" DROP COLUMN "product_launched_on";
  ALTER TABLE "pages" DROP COLUMN "product_withdrawn_on";
  ALTER TABLE "pages" DROP COLUMN "product_replaced_by_id";
  ALTER TABLE "pages" DROP COLUMN "post_excerpt";
  ALTER TABLE "pages" DROP COLUMN "post_author_name";
  ALTER TABLE "pages" DROP COLUMN "post_author_role";
  ALTER TABLE "pages" DROP COLUMN "post_published_on";
  ALTER TABLE "pages" DROP COLUMN "post_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_need";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_type_code";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_uin";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_entry_age_min";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_entry_age_max";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_maturity_age_max";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_policy_term";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_premium_paying_term";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_eligibility_sum_assured_min";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_premium_note";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_brochure_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_policy_wording_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_launched_on";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_withdrawn_on";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_replaced_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_excerpt";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_author_name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_author_role";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_published_on";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_image_id";
  ALTER TABLE "search_index" DROP COLUMN "product_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "funds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fund_navs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bonus_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grievances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grievance_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "advisor_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whatsapp_optins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unclaimed_amounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ekyc_revocations_id";
  DROP TYPE "public"."enum_pages_blocks_product_list_show";
  DROP TYPE "public"."enum_pages_product_need";
  DROP TYPE "public"."enum_pages_product_type_code";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_show";
  DROP TYPE "public"."enum__pages_v_version_product_need";
  DROP TYPE "public"."enum__pages_v_version_product_type_code";
  DROP TYPE "public"."enum_funds_category";
  DROP TYPE "public"."enum_funds_risk";
  DROP TYPE "public"."enum_grievances_category";
  DROP TYPE "public"."enum_grievances_status";
  DROP TYPE "public"."enum_grievances_acknowledgement";
  DROP TYPE "public"."enum_advisor_requests_preferred_time";
  DROP TYPE "public"."enum_advisor_requests_status";
  DROP TYPE "public"."enum_whatsapp_optins_action";
  DROP TYPE "public"."enum_whatsapp_optins_outcome";
  DROP TYPE "public"."enum_unclaimed_amounts_reason";
  DROP TYPE "public"."enum_ekyc_revocations_status";`)
}
