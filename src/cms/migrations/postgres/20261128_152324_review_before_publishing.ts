import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_review_state" AS ENUM('draft', 'in_review', 'approved', 'published');
  CREATE TYPE "public"."enum__pages_v_version_review_state" AS ENUM('draft', 'in_review', 'approved', 'published');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'reviewer' BEFORE 'viewer';
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "pages" ADD COLUMN "review_state" "enum_pages_review_state";
  ALTER TABLE "pages" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_approved_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_approved_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_note" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_state" "enum__pages_v_version_review_state";
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_submitted_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_approved_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_approved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_users_id_idx" ON "pages_rels" USING btree ("users_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_users_id_idx" ON "_pages_v_rels" USING btree ("users_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_review_approved_by_id_users_id_fk" FOREIGN KEY ("review_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_review_approved_by_id_users_id_fk" FOREIGN KEY ("version_review_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_review_review_submitted_by_idx" ON "pages" USING btree ("review_submitted_by_id");
  CREATE INDEX "pages_review_review_approved_by_idx" ON "pages" USING btree ("review_approved_by_id");
  CREATE INDEX "_pages_v_version_review_version_review_submitted_by_idx" ON "_pages_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_pages_v_version_review_version_review_approved_by_idx" ON "_pages_v" USING btree ("version_review_approved_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_review_approved_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_review_approved_by_id_users_id_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'viewer', 'sales', 'hr', 'service_desk', 'grievance_desk');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "pages_review_review_submitted_by_idx";
  DROP INDEX "pages_review_review_approved_by_idx";
  DROP INDEX "_pages_v_version_review_version_review_submitted_by_idx";
  DROP INDEX "_pages_v_version_review_version_review_approved_by_idx";
  ALTER TABLE "pages" DROP COLUMN "review_state";
  ALTER TABLE "pages" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_submitted_at";
  ALTER TABLE "pages" DROP COLUMN "review_approved_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_approved_at";
  ALTER TABLE "pages" DROP COLUMN "review_note";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_submitted_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_approved_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_approved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_note";
  DROP TYPE "public"."enum_pages_review_state";
  DROP TYPE "public"."enum__pages_v_version_review_state";`)
}
