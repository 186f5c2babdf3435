import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_status" AS ENUM('created', 'pending', 'paid', 'failed');
  CREATE TYPE "public"."enum_payments_gateway" AS ENUM('local', 'razorpay');
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"due_dates" varchar NOT NULL,
  	"frequency" varchar,
  	"masked_mobile" varchar,
  	"status" "enum_payments_status" DEFAULT 'created' NOT NULL,
  	"gateway" "enum_payments_gateway" NOT NULL,
  	"gateway_order_id" varchar,
  	"gateway_payment_id" varchar,
  	"attempts" numeric DEFAULT 0,
  	"failure_reason" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"due_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_policy_number_idx" ON "payments" USING btree ("policy_number");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_gateway_order_id_idx" ON "payments" USING btree ("gateway_order_id");
  CREATE INDEX "payments_gateway_payment_id_idx" ON "payments" USING btree ("gateway_payment_id");
  CREATE UNIQUE INDEX "payments_due_key_idx" ON "payments" USING btree ("due_key");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_gateway";`)
}
