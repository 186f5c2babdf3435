import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dgh_submissions_status" AS ENUM('received', 'under-review', 'medical-required', 'revived', 'declined');
  CREATE TYPE "public"."enum_dgh_submissions_acknowledgement" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "dgh_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"holder_name" varchar,
  	"answers" jsonb NOT NULL,
  	"disclosures" boolean DEFAULT false,
  	"height_cm" numeric NOT NULL,
  	"height_entered" varchar,
  	"weight_kg" numeric NOT NULL,
  	"declaration_text" varchar NOT NULL,
  	"report_id" integer NOT NULL,
  	"status" "enum_dgh_submissions_status" DEFAULT 'received' NOT NULL,
  	"desk_note" varchar,
  	"acknowledgement" "enum_dgh_submissions_acknowledgement" DEFAULT 'pending' NOT NULL,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dgh_reports" (
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dgh_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dgh_reports_id" integer;
  ALTER TABLE "dgh_submissions" ADD CONSTRAINT "dgh_submissions_report_id_dgh_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."dgh_reports"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "dgh_submissions_reference_idx" ON "dgh_submissions" USING btree ("reference");
  CREATE INDEX "dgh_submissions_policy_number_idx" ON "dgh_submissions" USING btree ("policy_number");
  CREATE INDEX "dgh_submissions_disclosures_idx" ON "dgh_submissions" USING btree ("disclosures");
  CREATE INDEX "dgh_submissions_report_idx" ON "dgh_submissions" USING btree ("report_id");
  CREATE INDEX "dgh_submissions_status_idx" ON "dgh_submissions" USING btree ("status");
  CREATE INDEX "dgh_submissions_updated_at_idx" ON "dgh_submissions" USING btree ("updated_at");
  CREATE INDEX "dgh_submissions_created_at_idx" ON "dgh_submissions" USING btree ("created_at");
  CREATE INDEX "dgh_reports_updated_at_idx" ON "dgh_reports" USING btree ("updated_at");
  CREATE INDEX "dgh_reports_created_at_idx" ON "dgh_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "dgh_reports_filename_idx" ON "dgh_reports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dgh_submissions_fk" FOREIGN KEY ("dgh_submissions_id") REFERENCES "public"."dgh_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dgh_reports_fk" FOREIGN KEY ("dgh_reports_id") REFERENCES "public"."dgh_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dgh_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("dgh_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_dgh_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("dgh_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dgh_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dgh_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dgh_submissions" CASCADE;
  DROP TABLE "dgh_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dgh_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dgh_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_dgh_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_dgh_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dgh_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dgh_reports_id";
  DROP TYPE "public"."enum_dgh_submissions_status";
  DROP TYPE "public"."enum_dgh_submissions_acknowledgement";`)
}
