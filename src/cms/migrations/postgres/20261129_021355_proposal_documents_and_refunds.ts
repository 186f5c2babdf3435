import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_refund_status" AS ENUM('refunded', 'failed');
  CREATE TABLE "proposal_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"proposal_id" integer NOT NULL,
  	"application_number" varchar,
  	"original_name" varchar,
  	"kind" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"prefix" varchar DEFAULT 'proposal-documents',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "payments" ADD COLUMN "refund_status" "enum_payments_refund_status";
  ALTER TABLE "payments" ADD COLUMN "gateway_refund_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "refund_paise" numeric;
  ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "refund_failure" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "proposal_documents_id" integer;
  ALTER TABLE "proposal_documents" ADD CONSTRAINT "proposal_documents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "proposal_documents_proposal_idx" ON "proposal_documents" USING btree ("proposal_id");
  CREATE INDEX "proposal_documents_application_number_idx" ON "proposal_documents" USING btree ("application_number");
  CREATE INDEX "proposal_documents_updated_at_idx" ON "proposal_documents" USING btree ("updated_at");
  CREATE INDEX "proposal_documents_created_at_idx" ON "proposal_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "proposal_documents_filename_idx" ON "proposal_documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposal_documents_fk" FOREIGN KEY ("proposal_documents_id") REFERENCES "public"."proposal_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_refund_status_idx" ON "payments" USING btree ("refund_status");
  CREATE INDEX "payments_gateway_refund_id_idx" ON "payments" USING btree ("gateway_refund_id");
  CREATE INDEX "payload_locked_documents_rels_proposal_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("proposal_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposal_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "proposal_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_proposal_documents_fk";
  
  DROP INDEX "payments_refund_status_idx";
  DROP INDEX "payments_gateway_refund_id_idx";
  DROP INDEX "payload_locked_documents_rels_proposal_documents_id_idx";
  ALTER TABLE "payments" DROP COLUMN "refund_status";
  ALTER TABLE "payments" DROP COLUMN "gateway_refund_id";
  ALTER TABLE "payments" DROP COLUMN "refund_paise";
  ALTER TABLE "payments" DROP COLUMN "refunded_at";
  ALTER TABLE "payments" DROP COLUMN "refund_failure";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "proposal_documents_id";
  DROP TYPE "public"."enum_payments_refund_status";`)
}
