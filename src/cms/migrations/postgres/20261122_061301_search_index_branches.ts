import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_index_type" AS ENUM('product_page', 'parent_product_page', 'withdrawn_detail_page', 'withdrawn_list_page', 'blog');
  CREATE TABLE "branches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"state_slug" varchar NOT NULL,
  	"district" varchar NOT NULL,
  	"district_slug" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"city_slug" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"pincode" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"opening_hours" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"type" "enum_search_index_type" NOT NULL,
  	"link" varchar NOT NULL,
  	"slug" varchar,
  	"product_category" varchar,
  	"blog_category" varchar,
  	"source" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "branches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_index_id" integer;
  CREATE UNIQUE INDEX "branches_slug_idx" ON "branches" USING btree ("slug");
  CREATE INDEX "branches_state_slug_idx" ON "branches" USING btree ("state_slug");
  CREATE INDEX "branches_district_slug_idx" ON "branches" USING btree ("district_slug");
  CREATE INDEX "branches_city_slug_idx" ON "branches" USING btree ("city_slug");
  CREATE INDEX "branches_updated_at_idx" ON "branches" USING btree ("updated_at");
  CREATE INDEX "branches_created_at_idx" ON "branches" USING btree ("created_at");
  CREATE INDEX "search_index_heading_idx" ON "search_index" USING btree ("heading");
  CREATE INDEX "search_index_type_idx" ON "search_index" USING btree ("type");
  CREATE UNIQUE INDEX "search_index_source_idx" ON "search_index" USING btree ("source");
  CREATE INDEX "search_index_updated_at_idx" ON "search_index" USING btree ("updated_at");
  CREATE INDEX "search_index_created_at_idx" ON "search_index" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_index_fk" FOREIGN KEY ("search_index_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_branches_id_idx" ON "payload_locked_documents_rels" USING btree ("branches_id");
  CREATE INDEX "payload_locked_documents_rels_search_index_id_idx" ON "payload_locked_documents_rels" USING btree ("search_index_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_index" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "branches" CASCADE;
  DROP TABLE "search_index" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_branches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_index_fk";
  
  DROP INDEX "payload_locked_documents_rels_branches_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_index_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "branches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_index_id";
  DROP TYPE "public"."enum_search_index_type";`)
}
