import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_rich_text_api_section" AS ENUM('buy-plan', 'calculator', 'about-insurance', 'about-sahyog-life');
  CREATE TYPE "public"."enum_pages_blocks_cards_api_section" AS ENUM('buy-plan', 'calculator', 'about-insurance', 'about-sahyog-life');
  CREATE TYPE "public"."enum_pages_blocks_collection_strip_source" AS ENUM('testimonials', 'media', 'blogs', 'videos');
  CREATE TYPE "public"."enum_pages_blocks_notice_tone" AS ENUM('warning', 'info');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_api_section" AS ENUM('buy-plan', 'calculator', 'about-insurance', 'about-sahyog-life');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_api_section" AS ENUM('buy-plan', 'calculator', 'about-insurance', 'about-sahyog-life');
  CREATE TYPE "public"."enum__pages_v_blocks_collection_strip_source" AS ENUM('testimonials', 'media', 'blogs', 'videos');
  CREATE TYPE "public"."enum__pages_v_blocks_notice_tone" AS ENUM('warning', 'info');
  CREATE TYPE "public"."enum_media_items_type" AS ENUM('press-release', 'news', 'award');
  CREATE TYPE "public"."enum_videos_provider" AS ENUM('youtube', 'hosted');
  CREATE TABLE "pages_blocks_claims_paid_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_claims_paid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"percentage" numeric,
  	"financial_year" varchar,
  	"basis" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_collection_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_collection_strip_source",
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 3,
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_notice_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum_pages_blocks_notice_tone" DEFAULT 'warning',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_claims_paid_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_claims_paid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"percentage" numeric,
  	"financial_year" varchar,
  	"basis" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_collection_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_collection_strip_source",
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 3,
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_notice_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum__pages_v_blocks_notice_tone" DEFAULT 'warning',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"city" varchar,
  	"plan" varchar,
  	"headline" varchar,
  	"quote" varchar NOT NULL,
  	"photo_id" integer,
  	"rating" numeric,
  	"published" boolean DEFAULT true,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media_items_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "media_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_media_items_type" DEFAULT 'press-release' NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"source" varchar,
  	"summary" varchar NOT NULL,
  	"body" jsonb,
  	"external_url" varchar,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"provider" "enum_videos_provider" DEFAULT 'youtube' NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"duration_seconds" numeric,
  	"youtube_id" varchar,
  	"file_id" integer,
  	"poster_id" integer NOT NULL,
  	"transcript" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "api_section" "enum_pages_blocks_rich_text_api_section";
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "api_section" "enum_pages_blocks_cards_api_section";
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "api_section" "enum__pages_v_blocks_rich_text_api_section";
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "api_section" "enum__pages_v_blocks_cards_api_section";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "pages_blocks_claims_paid_figures" ADD CONSTRAINT "pages_blocks_claims_paid_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_claims_paid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_claims_paid" ADD CONSTRAINT "pages_blocks_claims_paid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collection_strip" ADD CONSTRAINT "pages_blocks_collection_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_notice_points" ADD CONSTRAINT "pages_blocks_notice_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_notice" ADD CONSTRAINT "pages_blocks_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_claims_paid_figures" ADD CONSTRAINT "_pages_v_blocks_claims_paid_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_claims_paid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_claims_paid" ADD CONSTRAINT "_pages_v_blocks_claims_paid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collection_strip" ADD CONSTRAINT "_pages_v_blocks_collection_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notice_points" ADD CONSTRAINT "_pages_v_blocks_notice_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notice" ADD CONSTRAINT "_pages_v_blocks_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_items_images" ADD CONSTRAINT "media_items_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_items_images" ADD CONSTRAINT "media_items_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_claims_paid_figures_order_idx" ON "pages_blocks_claims_paid_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_claims_paid_figures_parent_id_idx" ON "pages_blocks_claims_paid_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_claims_paid_order_idx" ON "pages_blocks_claims_paid" USING btree ("_order");
  CREATE INDEX "pages_blocks_claims_paid_parent_id_idx" ON "pages_blocks_claims_paid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_claims_paid_path_idx" ON "pages_blocks_claims_paid" USING btree ("_path");
  CREATE INDEX "pages_blocks_collection_strip_order_idx" ON "pages_blocks_collection_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_collection_strip_parent_id_idx" ON "pages_blocks_collection_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collection_strip_path_idx" ON "pages_blocks_collection_strip" USING btree ("_path");
  CREATE INDEX "pages_blocks_notice_points_order_idx" ON "pages_blocks_notice_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_notice_points_parent_id_idx" ON "pages_blocks_notice_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_notice_order_idx" ON "pages_blocks_notice" USING btree ("_order");
  CREATE INDEX "pages_blocks_notice_parent_id_idx" ON "pages_blocks_notice" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_notice_path_idx" ON "pages_blocks_notice" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_claims_paid_figures_order_idx" ON "_pages_v_blocks_claims_paid_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_claims_paid_figures_parent_id_idx" ON "_pages_v_blocks_claims_paid_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_claims_paid_order_idx" ON "_pages_v_blocks_claims_paid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_claims_paid_parent_id_idx" ON "_pages_v_blocks_claims_paid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_claims_paid_path_idx" ON "_pages_v_blocks_claims_paid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_collection_strip_order_idx" ON "_pages_v_blocks_collection_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collection_strip_parent_id_idx" ON "_pages_v_blocks_collection_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collection_strip_path_idx" ON "_pages_v_blocks_collection_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_notice_points_order_idx" ON "_pages_v_blocks_notice_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_notice_points_parent_id_idx" ON "_pages_v_blocks_notice_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_notice_order_idx" ON "_pages_v_blocks_notice" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_notice_parent_id_idx" ON "_pages_v_blocks_notice" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_notice_path_idx" ON "_pages_v_blocks_notice" USING btree ("_path");
  CREATE UNIQUE INDEX "testimonials_slug_idx" ON "testimonials" USING btree ("slug");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("published");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "media_items_images_order_idx" ON "media_items_images" USING btree ("_order");
  CREATE INDEX "media_items_images_parent_id_idx" ON "media_items_images" USING btree ("_parent_id");
  CREATE INDEX "media_items_images_image_idx" ON "media_items_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "media_items_slug_idx" ON "media_items" USING btree ("slug");
  CREATE INDEX "media_items_date_idx" ON "media_items" USING btree ("date");
  CREATE INDEX "media_items_published_idx" ON "media_items" USING btree ("published");
  CREATE INDEX "media_items_updated_at_idx" ON "media_items" USING btree ("updated_at");
  CREATE INDEX "media_items_created_at_idx" ON "media_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_file_idx" ON "videos" USING btree ("file_id");
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_media_items_id_idx" ON "payload_locked_documents_rels" USING btree ("media_items_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_claims_paid_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_claims_paid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_collection_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_notice_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_claims_paid_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_claims_paid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_collection_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_notice_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_items_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_claims_paid_figures" CASCADE;
  DROP TABLE "pages_blocks_claims_paid" CASCADE;
  DROP TABLE "pages_blocks_collection_strip" CASCADE;
  DROP TABLE "pages_blocks_notice_points" CASCADE;
  DROP TABLE "pages_blocks_notice" CASCADE;
  DROP TABLE "_pages_v_blocks_claims_paid_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_claims_paid" CASCADE;
  DROP TABLE "_pages_v_blocks_collection_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_notice_points" CASCADE;
  DROP TABLE "_pages_v_blocks_notice" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "media_items_images" CASCADE;
  DROP TABLE "media_items" CASCADE;
  DROP TABLE "videos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "api_section";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "api_section";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "api_section";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "api_section";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  DROP TYPE "public"."enum_pages_blocks_rich_text_api_section";
  DROP TYPE "public"."enum_pages_blocks_cards_api_section";
  DROP TYPE "public"."enum_pages_blocks_collection_strip_source";
  DROP TYPE "public"."enum_pages_blocks_notice_tone";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_api_section";
  DROP TYPE "public"."enum__pages_v_blocks_cards_api_section";
  DROP TYPE "public"."enum__pages_v_blocks_collection_strip_source";
  DROP TYPE "public"."enum__pages_v_blocks_notice_tone";
  DROP TYPE "public"."enum_media_items_type";
  DROP TYPE "public"."enum_videos_provider";`)
}
