/**
 * A renewal payment keeps the GST included in its amount, for its receipt (decision 80). Payments made before this
 * carried none: the site charged the premium alone, and every premium it took was due after 22 Sep 2025.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ADD COLUMN "gst_paise" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DROP COLUMN "gst_paise";`)
}
