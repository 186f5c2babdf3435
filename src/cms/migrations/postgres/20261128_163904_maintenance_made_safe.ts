import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'endMaintenance' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'endMaintenance' BEFORE 'schedulePublish';
  ALTER TABLE "site_settings" ADD COLUMN "maintenance_ends_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "maintenance_message" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_maintenance_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_maintenance_message" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "maintenance_ends_at";
  ALTER TABLE "site_settings" DROP COLUMN "maintenance_message";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_maintenance_ends_at";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_maintenance_message";`)
}
