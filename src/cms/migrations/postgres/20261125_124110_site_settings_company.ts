import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "company_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_irdai_registration" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_cin" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_registered_office" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "company_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "company_irdai_registration";
  ALTER TABLE "site_settings" DROP COLUMN "company_cin";
  ALTER TABLE "site_settings" DROP COLUMN "company_registered_office";`)
}
