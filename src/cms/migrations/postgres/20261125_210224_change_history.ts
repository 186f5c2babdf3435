import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__media_items_v_version_type" AS ENUM('press-release', 'news', 'award');
  CREATE TYPE "public"."enum__videos_v_version_provider" AS ENUM('youtube', 'hosted');
  CREATE TYPE "public"."enum__funds_v_version_category" AS ENUM('Equity', 'Balanced', 'Debt', 'Liquid', 'Index');
  CREATE TYPE "public"."enum__funds_v_version_risk" AS ENUM('Low', 'Low to moderate', 'Moderate', 'Moderately high', 'High', 'Very high');
  CREATE TYPE "public"."enum__grievances_v_version_category" AS ENUM('policy_servicing', 'premium_payment', 'claims', 'proposal_issuance', 'mis_selling', 'surrender_refund', 'unit_linked', 'communication', 'other');
  CREATE TYPE "public"."enum__grievances_v_version_status" AS ENUM('registered', 'under_review', 'awaiting_customer', 'resolved', 'closed');
  CREATE TYPE "public"."enum__grievances_v_version_acknowledgement" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum__advisor_requests_v_version_preferred_time" AS ENUM('morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum__advisor_requests_v_version_status" AS ENUM('new', 'assigned', 'contacted', 'closed');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum__jobs_v_version_function" AS ENUM('sales', 'bancassurance', 'operations', 'customer-service', 'claims', 'underwriting', 'actuarial', 'technology', 'finance', 'marketing', 'human-resources', 'legal-compliance');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('FULL_TIME', 'CONTRACTOR', 'INTERN');
  CREATE TYPE "public"."enum__redirects_v_version_status" AS ENUM('301', '308', '302', '307');
  CREATE TYPE "public"."enum__header_v_version_menu_menu_style" AS ENUM('Life Insurance', 'Services', 'Calculator', 'Phone', 'Normal');
  CREATE TYPE "public"."enum__footer_v_version_social_media_group_network" AS ENUM('facebook', 'x', 'instagram', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum__footer_v_version_app_group_store" AS ENUM('Google Play', 'App Store');
  CREATE TYPE "public"."enum__site_settings_v_version_quick_links_icon" AS ENUM('phone', 'mail', 'resume', 'pay', 'download');
  CREATE TYPE "public"."enum__site_settings_v_version_ga_tag" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum__site_settings_v_version_show_maintenance" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum__site_settings_v_version_chatbot" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum__site_settings_v_version_welcome_popup" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum__site_settings_v_version_zero_gst_enabled" AS ENUM('Yes', 'No');
  CREATE TABLE "_media_items_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_media_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_type" "enum__media_items_v_version_type" DEFAULT 'press-release' NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_source" varchar,
  	"version_summary" varchar NOT NULL,
  	"version_body" jsonb,
  	"version_external_url" varchar,
  	"version_published" boolean DEFAULT true,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_description" varchar,
  	"version_provider" "enum__videos_v_version_provider" DEFAULT 'youtube' NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_duration_seconds" numeric,
  	"version_youtube_id" varchar,
  	"version_file_id" integer,
  	"version_poster_id" integer NOT NULL,
  	"version_transcript" varchar NOT NULL,
  	"version_published" boolean DEFAULT true,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_city" varchar,
  	"version_plan" varchar,
  	"version_headline" varchar,
  	"version_quote" varchar NOT NULL,
  	"version_photo_id" integer,
  	"version_rating" numeric,
  	"version_published" boolean DEFAULT true,
  	"version_featured" boolean DEFAULT false,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_branches_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_state" varchar NOT NULL,
  	"version_state_slug" varchar NOT NULL,
  	"version_district" varchar NOT NULL,
  	"version_district_slug" varchar NOT NULL,
  	"version_city" varchar NOT NULL,
  	"version_city_slug" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_pincode" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_email" varchar,
  	"version_opening_hours" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_funds_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_sfin" varchar NOT NULL,
  	"version_category" "enum__funds_v_version_category" NOT NULL,
  	"version_risk" "enum__funds_v_version_risk" NOT NULL,
  	"version_launch_date" timestamp(3) with time zone NOT NULL,
  	"version_objective" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_bonus_rates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_plan" varchar NOT NULL,
  	"version_uin" varchar,
  	"version_financial_year" varchar NOT NULL,
  	"version_reversionary" numeric NOT NULL,
  	"version_terminal" numeric DEFAULT 0 NOT NULL,
  	"version_note" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_grievances_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference" varchar NOT NULL,
  	"version_category" "enum__grievances_v_version_category" NOT NULL,
  	"version_policy_number" varchar,
  	"version_phone" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_attachment_id" integer,
  	"version_reply" varchar,
  	"version_status" "enum__grievances_v_version_status" DEFAULT 'registered' NOT NULL,
  	"version_due_by" varchar,
  	"version_resolved_at" timestamp(3) with time zone,
  	"version_acknowledgement" "enum__grievances_v_version_acknowledgement" DEFAULT 'pending' NOT NULL,
  	"version_page_url" varchar,
  	"version_ip_hash" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_advisor_requests_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_full_name" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_city" varchar NOT NULL,
  	"version_pincode" varchar NOT NULL,
  	"version_preferred_time" "enum__advisor_requests_v_version_preferred_time" NOT NULL,
  	"version_status" "enum__advisor_requests_v_version_status" DEFAULT 'new' NOT NULL,
  	"version_note" varchar,
  	"version_page_url" varchar,
  	"version_ip_hash" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_qualifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__jobs_v_version_status" DEFAULT 'open' NOT NULL,
  	"version_posted_date" timestamp(3) with time zone NOT NULL,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_function" "enum__jobs_v_version_function" NOT NULL,
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'FULL_TIME' NOT NULL,
  	"version_experience_min" numeric DEFAULT 0 NOT NULL,
  	"version_experience_max" numeric,
  	"version_summary" varchar NOT NULL,
  	"version_description" jsonb NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_jobs_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_redirects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_from" varchar NOT NULL,
  	"version_to" varchar NOT NULL,
  	"version_status" "enum__redirects_v_version_status" DEFAULT '301' NOT NULL,
  	"version_enabled" boolean DEFAULT true,
  	"version_note" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_header_v_version_menu_sub_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"menu_link_url" varchar NOT NULL,
  	"is_new" boolean DEFAULT false,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu_sub_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"menu_link_url" varchar NOT NULL,
  	"is_new" boolean DEFAULT false,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"menu_link_url" varchar,
  	"menu_style" "enum__header_v_version_menu_menu_style" DEFAULT 'Normal' NOT NULL,
  	"is_new" boolean DEFAULT false,
  	"classes" varchar,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_top_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"menu_link_url" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_footer_v_version_category_section_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_category_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_group" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_menu_group_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_menu_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_dropdowns_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_dropdowns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_social_media_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__footer_v_version_social_media_group_network" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_app_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"store" "enum__footer_v_version_app_group_store" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_contact_info_heading" varchar DEFAULT 'Contact us',
  	"version_contact_info_phone" varchar,
  	"version_contact_info_hours" varchar,
  	"version_contact_info_email" varchar,
  	"version_contact_info_address" varchar,
  	"version_bima_bharosa_heading" varchar,
  	"version_bima_bharosa_text" varchar,
  	"version_bima_bharosa_url" varchar,
  	"version_copy_rights" varchar NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_toll_free" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" "enum__site_settings_v_version_quick_links_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_meta_schema" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"schema_value" jsonb NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_meta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_redirect_allowed_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar NOT NULL,
  	"version_logo_id" integer,
  	"version_support_email" varchar NOT NULL,
  	"version_login_url" varchar,
  	"version_ga_tag" "enum__site_settings_v_version_ga_tag" DEFAULT 'No' NOT NULL,
  	"version_ga_head_code" varchar,
  	"version_ga_body_code" varchar,
  	"version_show_maintenance" "enum__site_settings_v_version_show_maintenance" DEFAULT 'No' NOT NULL,
  	"version_chatbot" "enum__site_settings_v_version_chatbot" DEFAULT 'No' NOT NULL,
  	"version_welcome_popup" "enum__site_settings_v_version_welcome_popup" DEFAULT 'No' NOT NULL,
  	"version_popup_content" jsonb,
  	"version_know_more_content" varchar,
  	"version_zero_gst_enabled" "enum__site_settings_v_version_zero_gst_enabled" DEFAULT 'No' NOT NULL,
  	"version_zero_gst_heading" varchar,
  	"version_zero_gst_body" varchar,
  	"version_zero_gst_cta_url" varchar,
  	"version_zero_gst_cta_label" varchar,
  	"version_default_disclaimer_heading" varchar,
  	"version_default_disclaimer_description" varchar,
  	"version_company_legal_name" varchar,
  	"version_company_irdai_registration" varchar,
  	"version_company_cin" varchar,
  	"version_company_registered_office" varchar,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "branches" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "media_items" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "videos" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "funds" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "bonus_rates" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "grievances" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "advisor_requests" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "header" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "footer" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_media_items_v_version_images" ADD CONSTRAINT "_media_items_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v_version_images" ADD CONSTRAINT "_media_items_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_media_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_parent_id_media_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_branches_v" ADD CONSTRAINT "_branches_v_parent_id_branches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_branches_v" ADD CONSTRAINT "_branches_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funds_v" ADD CONSTRAINT "_funds_v_parent_id_funds_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funds_v" ADD CONSTRAINT "_funds_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bonus_rates_v" ADD CONSTRAINT "_bonus_rates_v_parent_id_bonus_rates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bonus_rates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bonus_rates_v" ADD CONSTRAINT "_bonus_rates_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grievances_v" ADD CONSTRAINT "_grievances_v_parent_id_grievances_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grievances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grievances_v" ADD CONSTRAINT "_grievances_v_version_attachment_id_grievance_attachments_id_fk" FOREIGN KEY ("version_attachment_id") REFERENCES "public"."grievance_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grievances_v" ADD CONSTRAINT "_grievances_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_advisor_requests_v" ADD CONSTRAINT "_advisor_requests_v_parent_id_advisor_requests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."advisor_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_advisor_requests_v" ADD CONSTRAINT "_advisor_requests_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_responsibilities" ADD CONSTRAINT "_jobs_v_version_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_qualifications" ADD CONSTRAINT "_jobs_v_version_qualifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_texts" ADD CONSTRAINT "_jobs_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_sub_menu_children" ADD CONSTRAINT "_header_v_version_menu_sub_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu_sub_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_sub_menu" ADD CONSTRAINT "_header_v_version_menu_sub_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu" ADD CONSTRAINT "_header_v_version_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_top_nav" ADD CONSTRAINT "_header_v_version_top_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_category_section_children" ADD CONSTRAINT "_footer_v_version_category_section_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_category_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_category_section" ADD CONSTRAINT "_footer_v_version_category_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu_group_children" ADD CONSTRAINT "_footer_v_version_menu_group_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_menu_group"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu_group" ADD CONSTRAINT "_footer_v_version_menu_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_dropdowns_children" ADD CONSTRAINT "_footer_v_version_dropdowns_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_dropdowns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_dropdowns" ADD CONSTRAINT "_footer_v_version_dropdowns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_social_media_group" ADD CONSTRAINT "_footer_v_version_social_media_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_app_group" ADD CONSTRAINT "_footer_v_version_app_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_toll_free" ADD CONSTRAINT "_site_settings_v_version_toll_free_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_quick_links" ADD CONSTRAINT "_site_settings_v_version_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_meta_schema" ADD CONSTRAINT "_site_settings_v_version_meta_schema_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_meta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_meta" ADD CONSTRAINT "_site_settings_v_version_meta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_redirect_allowed_hosts" ADD CONSTRAINT "_site_settings_v_version_redirect_allowed_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_media_items_v_version_images_order_idx" ON "_media_items_v_version_images" USING btree ("_order");
  CREATE INDEX "_media_items_v_version_images_parent_id_idx" ON "_media_items_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_media_items_v_version_images_image_idx" ON "_media_items_v_version_images" USING btree ("image_id");
  CREATE INDEX "_media_items_v_parent_idx" ON "_media_items_v" USING btree ("parent_id");
  CREATE INDEX "_media_items_v_version_version_slug_idx" ON "_media_items_v" USING btree ("version_slug");
  CREATE INDEX "_media_items_v_version_version_date_idx" ON "_media_items_v" USING btree ("version_date");
  CREATE INDEX "_media_items_v_version_version_published_idx" ON "_media_items_v" USING btree ("version_published");
  CREATE INDEX "_media_items_v_version_version_last_edited_by_idx" ON "_media_items_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_media_items_v_version_version_updated_at_idx" ON "_media_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_items_v_version_version_created_at_idx" ON "_media_items_v" USING btree ("version_created_at");
  CREATE INDEX "_media_items_v_created_at_idx" ON "_media_items_v" USING btree ("created_at");
  CREATE INDEX "_media_items_v_updated_at_idx" ON "_media_items_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_slug_idx" ON "_videos_v" USING btree ("version_slug");
  CREATE INDEX "_videos_v_version_version_file_idx" ON "_videos_v" USING btree ("version_file_id");
  CREATE INDEX "_videos_v_version_version_poster_idx" ON "_videos_v" USING btree ("version_poster_id");
  CREATE INDEX "_videos_v_version_version_published_idx" ON "_videos_v" USING btree ("version_published");
  CREATE INDEX "_videos_v_version_version_last_edited_by_idx" ON "_videos_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_slug_idx" ON "_testimonials_v" USING btree ("version_slug");
  CREATE INDEX "_testimonials_v_version_version_photo_idx" ON "_testimonials_v" USING btree ("version_photo_id");
  CREATE INDEX "_testimonials_v_version_version_published_idx" ON "_testimonials_v" USING btree ("version_published");
  CREATE INDEX "_testimonials_v_version_version_last_edited_by_idx" ON "_testimonials_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_branches_v_parent_idx" ON "_branches_v" USING btree ("parent_id");
  CREATE INDEX "_branches_v_version_version_slug_idx" ON "_branches_v" USING btree ("version_slug");
  CREATE INDEX "_branches_v_version_version_state_slug_idx" ON "_branches_v" USING btree ("version_state_slug");
  CREATE INDEX "_branches_v_version_version_district_slug_idx" ON "_branches_v" USING btree ("version_district_slug");
  CREATE INDEX "_branches_v_version_version_city_slug_idx" ON "_branches_v" USING btree ("version_city_slug");
  CREATE INDEX "_branches_v_version_version_last_edited_by_idx" ON "_branches_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_branches_v_version_version_updated_at_idx" ON "_branches_v" USING btree ("version_updated_at");
  CREATE INDEX "_branches_v_version_version_created_at_idx" ON "_branches_v" USING btree ("version_created_at");
  CREATE INDEX "_branches_v_created_at_idx" ON "_branches_v" USING btree ("created_at");
  CREATE INDEX "_branches_v_updated_at_idx" ON "_branches_v" USING btree ("updated_at");
  CREATE INDEX "_funds_v_parent_idx" ON "_funds_v" USING btree ("parent_id");
  CREATE INDEX "_funds_v_version_version_sfin_idx" ON "_funds_v" USING btree ("version_sfin");
  CREATE INDEX "_funds_v_version_version_last_edited_by_idx" ON "_funds_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_funds_v_version_version_updated_at_idx" ON "_funds_v" USING btree ("version_updated_at");
  CREATE INDEX "_funds_v_version_version_created_at_idx" ON "_funds_v" USING btree ("version_created_at");
  CREATE INDEX "_funds_v_created_at_idx" ON "_funds_v" USING btree ("created_at");
  CREATE INDEX "_funds_v_updated_at_idx" ON "_funds_v" USING btree ("updated_at");
  CREATE INDEX "_bonus_rates_v_parent_idx" ON "_bonus_rates_v" USING btree ("parent_id");
  CREATE INDEX "_bonus_rates_v_version_version_plan_idx" ON "_bonus_rates_v" USING btree ("version_plan");
  CREATE INDEX "_bonus_rates_v_version_version_financial_year_idx" ON "_bonus_rates_v" USING btree ("version_financial_year");
  CREATE INDEX "_bonus_rates_v_version_version_last_edited_by_idx" ON "_bonus_rates_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_bonus_rates_v_version_version_updated_at_idx" ON "_bonus_rates_v" USING btree ("version_updated_at");
  CREATE INDEX "_bonus_rates_v_version_version_created_at_idx" ON "_bonus_rates_v" USING btree ("version_created_at");
  CREATE INDEX "_bonus_rates_v_created_at_idx" ON "_bonus_rates_v" USING btree ("created_at");
  CREATE INDEX "_bonus_rates_v_updated_at_idx" ON "_bonus_rates_v" USING btree ("updated_at");
  CREATE INDEX "version_plan_version_financialYear_idx" ON "_bonus_rates_v" USING btree ("version_plan","version_financial_year");
  CREATE INDEX "_grievances_v_parent_idx" ON "_grievances_v" USING btree ("parent_id");
  CREATE INDEX "_grievances_v_version_version_reference_idx" ON "_grievances_v" USING btree ("version_reference");
  CREATE INDEX "_grievances_v_version_version_category_idx" ON "_grievances_v" USING btree ("version_category");
  CREATE INDEX "_grievances_v_version_version_policy_number_idx" ON "_grievances_v" USING btree ("version_policy_number");
  CREATE INDEX "_grievances_v_version_version_phone_idx" ON "_grievances_v" USING btree ("version_phone");
  CREATE INDEX "_grievances_v_version_version_attachment_idx" ON "_grievances_v" USING btree ("version_attachment_id");
  CREATE INDEX "_grievances_v_version_version_status_idx" ON "_grievances_v" USING btree ("version_status");
  CREATE INDEX "_grievances_v_version_version_due_by_idx" ON "_grievances_v" USING btree ("version_due_by");
  CREATE INDEX "_grievances_v_version_version_last_edited_by_idx" ON "_grievances_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_grievances_v_version_version_updated_at_idx" ON "_grievances_v" USING btree ("version_updated_at");
  CREATE INDEX "_grievances_v_version_version_created_at_idx" ON "_grievances_v" USING btree ("version_created_at");
  CREATE INDEX "_grievances_v_created_at_idx" ON "_grievances_v" USING btree ("created_at");
  CREATE INDEX "_grievances_v_updated_at_idx" ON "_grievances_v" USING btree ("updated_at");
  CREATE INDEX "_advisor_requests_v_parent_idx" ON "_advisor_requests_v" USING btree ("parent_id");
  CREATE INDEX "_advisor_requests_v_version_version_phone_idx" ON "_advisor_requests_v" USING btree ("version_phone");
  CREATE INDEX "_advisor_requests_v_version_version_pincode_idx" ON "_advisor_requests_v" USING btree ("version_pincode");
  CREATE INDEX "_advisor_requests_v_version_version_status_idx" ON "_advisor_requests_v" USING btree ("version_status");
  CREATE INDEX "_advisor_requests_v_version_version_last_edited_by_idx" ON "_advisor_requests_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_advisor_requests_v_version_version_updated_at_idx" ON "_advisor_requests_v" USING btree ("version_updated_at");
  CREATE INDEX "_advisor_requests_v_version_version_created_at_idx" ON "_advisor_requests_v" USING btree ("version_created_at");
  CREATE INDEX "_advisor_requests_v_created_at_idx" ON "_advisor_requests_v" USING btree ("created_at");
  CREATE INDEX "_advisor_requests_v_updated_at_idx" ON "_advisor_requests_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_version_responsibilities_order_idx" ON "_jobs_v_version_responsibilities" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_responsibilities_parent_id_idx" ON "_jobs_v_version_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_version_qualifications_order_idx" ON "_jobs_v_version_qualifications" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_qualifications_parent_id_idx" ON "_jobs_v_version_qualifications" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_version_status_idx" ON "_jobs_v" USING btree ("version_status");
  CREATE INDEX "_jobs_v_version_version_function_idx" ON "_jobs_v" USING btree ("version_function");
  CREATE INDEX "_jobs_v_version_version_last_edited_by_idx" ON "_jobs_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_texts_order_parent" ON "_jobs_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_redirects_v_parent_idx" ON "_redirects_v" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_version_version_from_idx" ON "_redirects_v" USING btree ("version_from");
  CREATE INDEX "_redirects_v_version_version_last_edited_by_idx" ON "_redirects_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_redirects_v_version_version_updated_at_idx" ON "_redirects_v" USING btree ("version_updated_at");
  CREATE INDEX "_redirects_v_version_version_created_at_idx" ON "_redirects_v" USING btree ("version_created_at");
  CREATE INDEX "_redirects_v_created_at_idx" ON "_redirects_v" USING btree ("created_at");
  CREATE INDEX "_redirects_v_updated_at_idx" ON "_redirects_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_version_menu_sub_menu_children_order_idx" ON "_header_v_version_menu_sub_menu_children" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_sub_menu_children_parent_id_idx" ON "_header_v_version_menu_sub_menu_children" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_sub_menu_order_idx" ON "_header_v_version_menu_sub_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_sub_menu_parent_id_idx" ON "_header_v_version_menu_sub_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_order_idx" ON "_header_v_version_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_parent_id_idx" ON "_header_v_version_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_top_nav_order_idx" ON "_header_v_version_top_nav" USING btree ("_order");
  CREATE INDEX "_header_v_version_top_nav_parent_id_idx" ON "_header_v_version_top_nav" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_version_last_edited_by_idx" ON "_header_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_version_category_section_children_order_idx" ON "_footer_v_version_category_section_children" USING btree ("_order");
  CREATE INDEX "_footer_v_version_category_section_children_parent_id_idx" ON "_footer_v_version_category_section_children" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_category_section_order_idx" ON "_footer_v_version_category_section" USING btree ("_order");
  CREATE INDEX "_footer_v_version_category_section_parent_id_idx" ON "_footer_v_version_category_section" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_menu_group_children_order_idx" ON "_footer_v_version_menu_group_children" USING btree ("_order");
  CREATE INDEX "_footer_v_version_menu_group_children_parent_id_idx" ON "_footer_v_version_menu_group_children" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_menu_group_order_idx" ON "_footer_v_version_menu_group" USING btree ("_order");
  CREATE INDEX "_footer_v_version_menu_group_parent_id_idx" ON "_footer_v_version_menu_group" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_dropdowns_children_order_idx" ON "_footer_v_version_dropdowns_children" USING btree ("_order");
  CREATE INDEX "_footer_v_version_dropdowns_children_parent_id_idx" ON "_footer_v_version_dropdowns_children" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_dropdowns_order_idx" ON "_footer_v_version_dropdowns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_dropdowns_parent_id_idx" ON "_footer_v_version_dropdowns" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_social_media_group_order_idx" ON "_footer_v_version_social_media_group" USING btree ("_order");
  CREATE INDEX "_footer_v_version_social_media_group_parent_id_idx" ON "_footer_v_version_social_media_group" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_app_group_order_idx" ON "_footer_v_version_app_group" USING btree ("_order");
  CREATE INDEX "_footer_v_version_app_group_parent_id_idx" ON "_footer_v_version_app_group" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version_last_edited_by_idx" ON "_footer_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_version_toll_free_order_idx" ON "_site_settings_v_version_toll_free" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_toll_free_parent_id_idx" ON "_site_settings_v_version_toll_free" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_quick_links_order_idx" ON "_site_settings_v_version_quick_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_quick_links_parent_id_idx" ON "_site_settings_v_version_quick_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_meta_schema_order_idx" ON "_site_settings_v_version_meta_schema" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_meta_schema_parent_id_idx" ON "_site_settings_v_version_meta_schema" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_meta_order_idx" ON "_site_settings_v_version_meta" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_meta_parent_id_idx" ON "_site_settings_v_version_meta" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_redirect_allowed_hosts_order_idx" ON "_site_settings_v_version_redirect_allowed_hosts" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_redirect_allowed_hosts_parent_id_idx" ON "_site_settings_v_version_redirect_allowed_hosts" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version_last_edited_by_idx" ON "_site_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches" ADD CONSTRAINT "branches_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_items" ADD CONSTRAINT "media_items_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "funds" ADD CONSTRAINT "funds_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bonus_rates" ADD CONSTRAINT "bonus_rates_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievances" ADD CONSTRAINT "grievances_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisor_requests" ADD CONSTRAINT "advisor_requests_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_last_edited_by_idx" ON "pages" USING btree ("last_edited_by_id");
  CREATE INDEX "_pages_v_version_version_last_edited_by_idx" ON "_pages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "branches_last_edited_by_idx" ON "branches" USING btree ("last_edited_by_id");
  CREATE INDEX "redirects_last_edited_by_idx" ON "redirects" USING btree ("last_edited_by_id");
  CREATE INDEX "testimonials_last_edited_by_idx" ON "testimonials" USING btree ("last_edited_by_id");
  CREATE INDEX "media_items_last_edited_by_idx" ON "media_items" USING btree ("last_edited_by_id");
  CREATE INDEX "videos_last_edited_by_idx" ON "videos" USING btree ("last_edited_by_id");
  CREATE INDEX "jobs_last_edited_by_idx" ON "jobs" USING btree ("last_edited_by_id");
  CREATE INDEX "funds_last_edited_by_idx" ON "funds" USING btree ("last_edited_by_id");
  CREATE INDEX "bonus_rates_last_edited_by_idx" ON "bonus_rates" USING btree ("last_edited_by_id");
  CREATE INDEX "grievances_last_edited_by_idx" ON "grievances" USING btree ("last_edited_by_id");
  CREATE INDEX "advisor_requests_last_edited_by_idx" ON "advisor_requests" USING btree ("last_edited_by_id");
  CREATE INDEX "site_settings_last_edited_by_idx" ON "site_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "header_last_edited_by_idx" ON "header" USING btree ("last_edited_by_id");
  CREATE INDEX "footer_last_edited_by_idx" ON "footer" USING btree ("last_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_media_items_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_media_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_branches_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funds_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_bonus_rates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grievances_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_advisor_requests_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_qualifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu_sub_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu_sub_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_top_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_category_section_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_category_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_menu_group_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_menu_group" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_dropdowns_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_dropdowns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_social_media_group" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_app_group" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_toll_free" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_quick_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_meta_schema" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_meta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_redirect_allowed_hosts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_media_items_v_version_images" CASCADE;
  DROP TABLE "_media_items_v" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_branches_v" CASCADE;
  DROP TABLE "_funds_v" CASCADE;
  DROP TABLE "_bonus_rates_v" CASCADE;
  DROP TABLE "_grievances_v" CASCADE;
  DROP TABLE "_advisor_requests_v" CASCADE;
  DROP TABLE "_jobs_v_version_responsibilities" CASCADE;
  DROP TABLE "_jobs_v_version_qualifications" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_texts" CASCADE;
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "_header_v_version_menu_sub_menu_children" CASCADE;
  DROP TABLE "_header_v_version_menu_sub_menu" CASCADE;
  DROP TABLE "_header_v_version_menu" CASCADE;
  DROP TABLE "_header_v_version_top_nav" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_footer_v_version_category_section_children" CASCADE;
  DROP TABLE "_footer_v_version_category_section" CASCADE;
  DROP TABLE "_footer_v_version_menu_group_children" CASCADE;
  DROP TABLE "_footer_v_version_menu_group" CASCADE;
  DROP TABLE "_footer_v_version_dropdowns_children" CASCADE;
  DROP TABLE "_footer_v_version_dropdowns" CASCADE;
  DROP TABLE "_footer_v_version_social_media_group" CASCADE;
  DROP TABLE "_footer_v_version_app_group" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_site_settings_v_version_toll_free" CASCADE;
  DROP TABLE "_site_settings_v_version_quick_links" CASCADE;
  DROP TABLE "_site_settings_v_version_meta_schema" CASCADE;
  DROP TABLE "_site_settings_v_version_meta" CASCADE;
  DROP TABLE "_site_settings_v_version_redirect_allowed_hosts" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "media_items" DROP CONSTRAINT "media_items_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "videos" DROP CONSTRAINT "videos_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "branches" DROP CONSTRAINT "branches_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "funds" DROP CONSTRAINT "funds_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "bonus_rates" DROP CONSTRAINT "bonus_rates_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "grievances" DROP CONSTRAINT "grievances_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "advisor_requests" DROP CONSTRAINT "advisor_requests_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "footer" DROP CONSTRAINT "footer_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_last_edited_by_id_users_id_fk";
  
  DROP INDEX "pages_last_edited_by_idx";
  DROP INDEX "_pages_v_version_version_last_edited_by_idx";
  DROP INDEX "media_items_last_edited_by_idx";
  DROP INDEX "videos_last_edited_by_idx";
  DROP INDEX "testimonials_last_edited_by_idx";
  DROP INDEX "branches_last_edited_by_idx";
  DROP INDEX "funds_last_edited_by_idx";
  DROP INDEX "bonus_rates_last_edited_by_idx";
  DROP INDEX "grievances_last_edited_by_idx";
  DROP INDEX "advisor_requests_last_edited_by_idx";
  DROP INDEX "jobs_last_edited_by_idx";
  DROP INDEX "redirects_last_edited_by_idx";
  DROP INDEX "header_last_edited_by_idx";
  DROP INDEX "footer_last_edited_by_idx";
  DROP INDEX "site_settings_last_edited_by_idx";
  ALTER TABLE "pages" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "media_items" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "videos" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "testimonials" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "branches" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "funds" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "bonus_rates" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "grievances" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "advisor_requests" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "jobs" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "redirects" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "header" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "footer" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "last_edited_by_id";
  DROP TYPE "public"."enum__media_items_v_version_type";
  DROP TYPE "public"."enum__videos_v_version_provider";
  DROP TYPE "public"."enum__funds_v_version_category";
  DROP TYPE "public"."enum__funds_v_version_risk";
  DROP TYPE "public"."enum__grievances_v_version_category";
  DROP TYPE "public"."enum__grievances_v_version_status";
  DROP TYPE "public"."enum__grievances_v_version_acknowledgement";
  DROP TYPE "public"."enum__advisor_requests_v_version_preferred_time";
  DROP TYPE "public"."enum__advisor_requests_v_version_status";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_version_function";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__redirects_v_version_status";
  DROP TYPE "public"."enum__header_v_version_menu_menu_style";
  DROP TYPE "public"."enum__footer_v_version_social_media_group_network";
  DROP TYPE "public"."enum__footer_v_version_app_group_store";
  DROP TYPE "public"."enum__site_settings_v_version_quick_links_icon";
  DROP TYPE "public"."enum__site_settings_v_version_ga_tag";
  DROP TYPE "public"."enum__site_settings_v_version_show_maintenance";
  DROP TYPE "public"."enum__site_settings_v_version_chatbot";
  DROP TYPE "public"."enum__site_settings_v_version_welcome_popup";
  DROP TYPE "public"."enum__site_settings_v_version_zero_gst_enabled";`)
}
