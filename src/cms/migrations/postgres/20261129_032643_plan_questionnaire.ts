import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quote_tables_questionnaire" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"review" boolean DEFAULT true
  );
  
  CREATE TABLE "quote_tables_questionnaire_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_quote_tables_v_version_questionnaire" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"review" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quote_tables_v_version_questionnaire_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "proposals" ADD COLUMN "questions" jsonb;
  ALTER TABLE "quote_tables_questionnaire" ADD CONSTRAINT "quote_tables_questionnaire_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_tables_questionnaire_locales" ADD CONSTRAINT "quote_tables_questionnaire_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_tables_questionnaire"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_version_questionnaire" ADD CONSTRAINT "_quote_tables_v_version_questionnaire_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quote_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_version_questionnaire_locales" ADD CONSTRAINT "_quote_tables_v_version_questionnaire_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quote_tables_v_version_questionnaire"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_tables_questionnaire_order_idx" ON "quote_tables_questionnaire" USING btree ("_order");
  CREATE INDEX "quote_tables_questionnaire_parent_id_idx" ON "quote_tables_questionnaire" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quote_tables_questionnaire_locales_locale_parent_id_unique" ON "quote_tables_questionnaire_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quote_tables_v_version_questionnaire_order_idx" ON "_quote_tables_v_version_questionnaire" USING btree ("_order");
  CREATE INDEX "_quote_tables_v_version_questionnaire_parent_id_idx" ON "_quote_tables_v_version_questionnaire" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quote_tables_v_version_questionnaire_locales_locale_parent_" ON "_quote_tables_v_version_questionnaire_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "quote_tables_questionnaire" CASCADE;
  DROP TABLE "quote_tables_questionnaire_locales" CASCADE;
  DROP TABLE "_quote_tables_v_version_questionnaire" CASCADE;
  DROP TABLE "_quote_tables_v_version_questionnaire_locales" CASCADE;
  ALTER TABLE "proposals" DROP COLUMN "questions";`)
}
