import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_product_brochure_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_product_policy_wording_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_brochure_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_product_policy_wording_id_media_id_fk";
  
  DROP INDEX "pages_product_product_brochure_idx";
  DROP INDEX "pages_product_product_policy_wording_idx";
  DROP INDEX "_pages_v_version_product_version_product_brochure_idx";
  DROP INDEX "_pages_v_version_product_version_product_policy_wording_idx";
  ALTER TABLE "pages_locales" ADD COLUMN "product_brochure_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "product_policy_wording_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_product_brochure_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_product_policy_wording_id" integer;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_product_brochure_id_media_id_fk" FOREIGN KEY ("product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_product_policy_wording_id_media_id_fk" FOREIGN KEY ("product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_product_brochure_id_media_id_fk" FOREIGN KEY ("version_product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_product_policy_wording_id_media_id_fk" FOREIGN KEY ("version_product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_product_product_brochure_idx" ON "pages_locales" USING btree ("product_brochure_id","_locale");
  CREATE INDEX "pages_product_product_policy_wording_idx" ON "pages_locales" USING btree ("product_policy_wording_id","_locale");
  CREATE INDEX "_pages_v_version_product_version_product_brochure_idx" ON "_pages_v_locales" USING btree ("version_product_brochure_id","_locale");
  CREATE INDEX "_pages_v_version_product_version_product_policy_wording_idx" ON "_pages_v_locales" USING btree ("version_product_policy_wording_id","_locale");
  -- The existing files become the English version before their columns go.
  UPDATE "pages_locales" SET "product_brochure_id" = "pages"."product_brochure_id", "product_policy_wording_id" = "pages"."product_policy_wording_id" FROM "pages" WHERE "pages"."id" = "pages_locales"."_parent_id" AND "pages_locales"."_locale" = 'en';
  UPDATE "_pages_v_locales" SET "version_product_brochure_id" = "_pages_v"."version_product_brochure_id", "version_product_policy_wording_id" = "_pages_v"."version_product_policy_wording_id" FROM "_pages_v" WHERE "_pages_v"."id" = "_pages_v_locales"."_parent_id" AND "_pages_v_locales"."_locale" = 'en';
  ALTER TABLE "pages" DROP COLUMN "product_brochure_id";
  ALTER TABLE "pages" DROP COLUMN "product_policy_wording_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_brochure_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_product_policy_wording_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_product_brochure_id_media_id_fk";
  
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_product_policy_wording_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_product_brochure_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_product_policy_wording_id_media_id_fk";
  
  DROP INDEX "pages_product_product_brochure_idx";
  DROP INDEX "pages_product_product_policy_wording_idx";
  DROP INDEX "_pages_v_version_product_version_product_brochure_idx";
  DROP INDEX "_pages_v_version_product_version_product_policy_wording_idx";
  ALTER TABLE "pages" ADD COLUMN "product_brochure_id" integer;
  ALTER TABLE "pages" ADD COLUMN "product_policy_wording_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_brochure_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_product_policy_wording_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_brochure_id_media_id_fk" FOREIGN KEY ("product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_product_policy_wording_id_media_id_fk" FOREIGN KEY ("product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_brochure_id_media_id_fk" FOREIGN KEY ("version_product_brochure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_product_policy_wording_id_media_id_fk" FOREIGN KEY ("version_product_policy_wording_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_product_product_brochure_idx" ON "pages" USING btree ("product_brochure_id");
  CREATE INDEX "pages_product_product_policy_wording_idx" ON "pages" USING btree ("product_policy_wording_id");
  CREATE INDEX "_pages_v_version_product_version_product_brochure_idx" ON "_pages_v" USING btree ("version_product_brochure_id");
  CREATE INDEX "_pages_v_version_product_version_product_policy_wording_idx" ON "_pages_v" USING btree ("version_product_policy_wording_id");
  UPDATE "pages" SET "product_brochure_id" = "pages_locales"."product_brochure_id", "product_policy_wording_id" = "pages_locales"."product_policy_wording_id" FROM "pages_locales" WHERE "pages_locales"."_parent_id" = "pages"."id" AND "pages_locales"."_locale" = 'en';
  UPDATE "_pages_v" SET "version_product_brochure_id" = "_pages_v_locales"."version_product_brochure_id", "version_product_policy_wording_id" = "_pages_v_locales"."version_product_policy_wording_id" FROM "_pages_v_locales" WHERE "_pages_v_locales"."_parent_id" = "_pages_v"."id" AND "_pages_v_locales"."_locale" = 'en';
  ALTER TABLE "pages_locales" DROP COLUMN "product_brochure_id";
  ALTER TABLE "pages_locales" DROP COLUMN "product_policy_wording_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_product_brochure_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_product_policy_wording_id";`)
}
