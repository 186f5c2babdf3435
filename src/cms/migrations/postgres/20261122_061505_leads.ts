import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_preferred_language" AS ENUM('Tamil', 'English', 'Hindi', 'Telugu');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('PREOFFERED', 'ACTIVE', 'ACTIVE-HOT');
  CREATE TYPE "public"."enum_leads_otp_status" AS ENUM('not_verified', 'verified');
  CREATE TYPE "public"."enum_leads_crm_status" AS ENUM('held', 'pending', 'delivered', 'failed');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales';
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"preferred_language" "enum_leads_preferred_language",
  	"payload" jsonb NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'PREOFFERED' NOT NULL,
  	"otp_status" "enum_leads_otp_status" DEFAULT 'not_verified' NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"source_page" varchar,
  	"consent_given" boolean DEFAULT false,
  	"consent_notice_version" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"page_url" varchar,
  	"referer" varchar,
  	"user_agent" varchar,
  	"ip_hash" varchar,
  	"otp_session_id" varchar,
  	"crm_status" "enum_leads_crm_status" DEFAULT 'held' NOT NULL,
  	"crm_attempts" numeric DEFAULT 0 NOT NULL,
  	"crm_next_attempt_at" timestamp(3) with time zone,
  	"crm_last_error" varchar,
  	"crm_delivered_at" timestamp(3) with time zone,
  	"crm_idempotency_key" varchar,
  	"crm_lease_owner" varchar,
  	"crm_lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crm_local_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"lead_id" varchar,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_local_outbox_id" integer;
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_otp_status_idx" ON "leads" USING btree ("otp_status");
  CREATE INDEX "leads_source_page_idx" ON "leads" USING btree ("source_page");
  CREATE UNIQUE INDEX "leads_otp_session_id_idx" ON "leads" USING btree ("otp_session_id");
  CREATE INDEX "leads_crm_status_idx" ON "leads" USING btree ("crm_status");
  CREATE INDEX "leads_crm_next_attempt_at_idx" ON "leads" USING btree ("crm_next_attempt_at");
  CREATE UNIQUE INDEX "leads_crm_idempotency_key_idx" ON "leads" USING btree ("crm_idempotency_key");
  CREATE INDEX "leads_crm_lease_until_idx" ON "leads" USING btree ("crm_lease_until");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "crm_local_outbox_idempotency_key_idx" ON "crm_local_outbox" USING btree ("idempotency_key");
  CREATE INDEX "crm_local_outbox_lead_id_idx" ON "crm_local_outbox" USING btree ("lead_id");
  CREATE INDEX "crm_local_outbox_updated_at_idx" ON "crm_local_outbox" USING btree ("updated_at");
  CREATE INDEX "crm_local_outbox_created_at_idx" ON "crm_local_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_local_outbox_fk" FOREIGN KEY ("crm_local_outbox_id") REFERENCES "public"."crm_local_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_crm_local_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_local_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_local_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "crm_local_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_local_outbox_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'viewer');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_crm_local_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_local_outbox_id";
  DROP TYPE "public"."enum_leads_preferred_language";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_otp_status";
  DROP TYPE "public"."enum_leads_crm_status";`)
}
