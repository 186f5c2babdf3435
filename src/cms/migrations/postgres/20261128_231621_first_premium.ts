import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('renewal', 'first-premium');
  CREATE TYPE "public"."enum_proposals_application_sms" AS ENUM('sent', 'failed');
  ALTER TYPE "public"."enum_proposals_status" ADD VALUE 'paid';
  ALTER TABLE "payments" ADD COLUMN "kind" "enum_payments_kind" DEFAULT 'renewal' NOT NULL;
  ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp(3) with time zone;
  ALTER TABLE "proposals" ADD COLUMN "application_number" varchar;
  ALTER TABLE "proposals" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "proposals" ADD COLUMN "payment_reference" varchar;
  ALTER TABLE "proposals" ADD COLUMN "application_sms" "enum_proposals_application_sms";
  CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");
  CREATE UNIQUE INDEX "proposals_application_number_idx" ON "proposals" USING btree ("application_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_proposals_status";
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('draft', 'submitted');
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_proposals_status";
  ALTER TABLE "proposals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_proposals_status" USING "status"::"public"."enum_proposals_status";
  DROP INDEX "payments_kind_idx";
  DROP INDEX "proposals_application_number_idx";
  ALTER TABLE "payments" DROP COLUMN "kind";
  ALTER TABLE "payments" DROP COLUMN "returned_at";
  ALTER TABLE "proposals" DROP COLUMN "application_number";
  ALTER TABLE "proposals" DROP COLUMN "paid_at";
  ALTER TABLE "proposals" DROP COLUMN "payment_reference";
  ALTER TABLE "proposals" DROP COLUMN "application_sms";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_proposals_application_sms";`)
}
