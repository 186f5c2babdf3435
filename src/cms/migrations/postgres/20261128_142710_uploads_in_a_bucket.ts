import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "grievance_attachments" ADD COLUMN "prefix" varchar DEFAULT 'grievances';
  ALTER TABLE "grievance_attachments" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "dgh_reports" ADD COLUMN "prefix" varchar DEFAULT 'dgh';
  ALTER TABLE "dgh_reports" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "resumes" ADD COLUMN "prefix" varchar DEFAULT 'resumes';
  ALTER TABLE "resumes" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "grievance_attachments" DROP COLUMN "prefix";
  ALTER TABLE "grievance_attachments" DROP COLUMN "_objectkey";
  ALTER TABLE "dgh_reports" DROP COLUMN "prefix";
  ALTER TABLE "dgh_reports" DROP COLUMN "_objectkey";
  ALTER TABLE "resumes" DROP COLUMN "prefix";
  ALTER TABLE "resumes" DROP COLUMN "_objectkey";`)
}
