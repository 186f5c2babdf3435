import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_field_vitals_metric" AS ENUM('LCP', 'INP', 'CLS');
  CREATE TABLE "field_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"metric" "enum_field_vitals_metric" NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "field_vitals_id" integer;
  CREATE INDEX "field_vitals_day_idx" ON "field_vitals" USING btree ("day");
  CREATE INDEX "field_vitals_updated_at_idx" ON "field_vitals" USING btree ("updated_at");
  CREATE INDEX "field_vitals_created_at_idx" ON "field_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_path_metric_bucket_idx" ON "field_vitals" USING btree ("day","path","metric","bucket");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_field_vitals_fk" FOREIGN KEY ("field_vitals_id") REFERENCES "public"."field_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_field_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("field_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "field_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "field_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_field_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_field_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "field_vitals_id";
  DROP TYPE "public"."enum_field_vitals_metric";`)
}
