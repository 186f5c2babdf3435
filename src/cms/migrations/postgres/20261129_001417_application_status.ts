import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_proposals_application_status" AS ENUM('submitted', 'documents-needed', 'medical-test', 'under-review', 'issued', 'declined', 'refunded');
  ALTER TABLE "proposals" ADD COLUMN "application_status" "enum_proposals_application_status";
  ALTER TABLE "proposals" ADD COLUMN "application_status_at" timestamp(3) with time zone;
  ALTER TABLE "proposals" ADD COLUMN "status_history" jsonb;
  CREATE INDEX "proposals_application_status_idx" ON "proposals" USING btree ("application_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "proposals_application_status_idx";
  ALTER TABLE "proposals" DROP COLUMN "application_status";
  ALTER TABLE "proposals" DROP COLUMN "application_status_at";
  ALTER TABLE "proposals" DROP COLUMN "status_history";
  DROP TYPE "public"."enum_proposals_application_status";`)
}
