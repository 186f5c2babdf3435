import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policies_product_kind" AS ENUM('term', 'savings', 'ulip', 'pension');
  CREATE TYPE "public"."enum_policies_frequency" AS ENUM('yearly', 'half-yearly', 'quarterly', 'monthly', 'single');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('in-force', 'lapsed', 'paid-up', 'matured', 'surrendered');
  CREATE TYPE "public"."enum_nach_mandates_method" AS ENUM('enach', 'upi');
  CREATE TYPE "public"."enum_nach_mandates_status" AS ENUM('received', 'pending', 'active', 'failed', 'cancel-requested', 'cancelled');
  CREATE TYPE "public"."enum_nach_mandates_account_type" AS ENUM('savings', 'current');
  CREATE TYPE "public"."enum_nach_deactivation_requests_status" AS ENUM('accepted', 'forwarded', 'done');
  CREATE TABLE "policies_funds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fund_code" varchar NOT NULL,
  	"fund_name" varchar NOT NULL,
  	"units" numeric NOT NULL
  );
  
  CREATE TABLE "policies_bonuses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"financial_year" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "policies_premiums_paid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"financial_year" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"paid_on" varchar NOT NULL
  );
  
  CREATE TABLE "policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"application_number" varchar,
  	"holder_name" varchar NOT NULL,
  	"date_of_birth" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"pan" varchar,
  	"product_name" varchar NOT NULL,
  	"product_kind" "enum_policies_product_kind" NOT NULL,
  	"sum_assured" numeric NOT NULL,
  	"premium" numeric NOT NULL,
  	"frequency" "enum_policies_frequency" NOT NULL,
  	"commencement_date" varchar NOT NULL,
  	"next_due_date" varchar,
  	"status" "enum_policies_status" DEFAULT 'in-force' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nach_mandates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"method" "enum_nach_mandates_method" NOT NULL,
  	"status" "enum_nach_mandates_status" DEFAULT 'received' NOT NULL,
  	"umrn" varchar,
  	"account_holder_name" varchar,
  	"account_number" varchar,
  	"account_type" "enum_nach_mandates_account_type",
  	"bank_name" varchar,
  	"branch_name" varchar,
  	"ifsc" varchar,
  	"micr" varchar,
  	"upi_id" varchar,
  	"amount" numeric NOT NULL,
  	"effective_from" varchar NOT NULL,
  	"effective_to" varchar,
  	"debit_day" numeric,
  	"provider_reference" varchar,
  	"attempts" numeric DEFAULT 0,
  	"failure_reason" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"callback_log" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nach_deactivation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"umrn" varchar,
  	"mandate_id" integer,
  	"status" "enum_nach_deactivation_requests_status" DEFAULT 'accepted' NOT NULL,
  	"masked_mobile" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nach_mandates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nach_deactivation_requests_id" integer;
  ALTER TABLE "policies_funds" ADD CONSTRAINT "policies_funds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_bonuses" ADD CONSTRAINT "policies_bonuses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies_premiums_paid" ADD CONSTRAINT "policies_premiums_paid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nach_deactivation_requests" ADD CONSTRAINT "nach_deactivation_requests_mandate_id_nach_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."nach_mandates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "policies_funds_order_idx" ON "policies_funds" USING btree ("_order");
  CREATE INDEX "policies_funds_parent_id_idx" ON "policies_funds" USING btree ("_parent_id");
  CREATE INDEX "policies_bonuses_order_idx" ON "policies_bonuses" USING btree ("_order");
  CREATE INDEX "policies_bonuses_parent_id_idx" ON "policies_bonuses" USING btree ("_parent_id");
  CREATE INDEX "policies_premiums_paid_order_idx" ON "policies_premiums_paid" USING btree ("_order");
  CREATE INDEX "policies_premiums_paid_parent_id_idx" ON "policies_premiums_paid" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policies_policy_number_idx" ON "policies" USING btree ("policy_number");
  CREATE INDEX "policies_status_idx" ON "policies" USING btree ("status");
  CREATE INDEX "policies_updated_at_idx" ON "policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");
  CREATE INDEX "nach_mandates_policy_number_idx" ON "nach_mandates" USING btree ("policy_number");
  CREATE INDEX "nach_mandates_status_idx" ON "nach_mandates" USING btree ("status");
  CREATE INDEX "nach_mandates_umrn_idx" ON "nach_mandates" USING btree ("umrn");
  CREATE UNIQUE INDEX "nach_mandates_provider_reference_idx" ON "nach_mandates" USING btree ("provider_reference");
  CREATE INDEX "nach_mandates_updated_at_idx" ON "nach_mandates" USING btree ("updated_at");
  CREATE INDEX "nach_mandates_created_at_idx" ON "nach_mandates" USING btree ("created_at");
  CREATE UNIQUE INDEX "nach_deactivation_requests_reference_idx" ON "nach_deactivation_requests" USING btree ("reference");
  CREATE INDEX "nach_deactivation_requests_policy_number_idx" ON "nach_deactivation_requests" USING btree ("policy_number");
  CREATE INDEX "nach_deactivation_requests_umrn_idx" ON "nach_deactivation_requests" USING btree ("umrn");
  CREATE INDEX "nach_deactivation_requests_mandate_idx" ON "nach_deactivation_requests" USING btree ("mandate_id");
  CREATE INDEX "nach_deactivation_requests_status_idx" ON "nach_deactivation_requests" USING btree ("status");
  CREATE INDEX "nach_deactivation_requests_updated_at_idx" ON "nach_deactivation_requests" USING btree ("updated_at");
  CREATE INDEX "nach_deactivation_requests_created_at_idx" ON "nach_deactivation_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nach_mandates_fk" FOREIGN KEY ("nach_mandates_id") REFERENCES "public"."nach_mandates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nach_deactivation_requests_fk" FOREIGN KEY ("nach_deactivation_requests_id") REFERENCES "public"."nach_deactivation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_nach_mandates_id_idx" ON "payload_locked_documents_rels" USING btree ("nach_mandates_id");
  CREATE INDEX "payload_locked_documents_rels_nach_deactivation_requests_idx" ON "payload_locked_documents_rels" USING btree ("nach_deactivation_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policies_funds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_bonuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_premiums_paid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nach_mandates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nach_deactivation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policies_funds" CASCADE;
  DROP TABLE "policies_bonuses" CASCADE;
  DROP TABLE "policies_premiums_paid" CASCADE;
  DROP TABLE "policies" CASCADE;
  DROP TABLE "nach_mandates" CASCADE;
  DROP TABLE "nach_deactivation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nach_mandates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nach_deactivation_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_policies_id_idx";
  DROP INDEX "payload_locked_documents_rels_nach_mandates_id_idx";
  DROP INDEX "payload_locked_documents_rels_nach_deactivation_requests_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nach_mandates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nach_deactivation_requests_id";
  DROP TYPE "public"."enum_policies_product_kind";
  DROP TYPE "public"."enum_policies_frequency";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum_nach_mandates_method";
  DROP TYPE "public"."enum_nach_mandates_status";
  DROP TYPE "public"."enum_nach_mandates_account_type";
  DROP TYPE "public"."enum_nach_deactivation_requests_status";`)
}
