import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_tables_riders_kind" AS ENUM('critical-illness', 'accidental-death', 'waiver-of-premium');
  CREATE TYPE "public"."enum_quote_tables_payout_options_kind" AS ENUM('lump-sum', 'monthly-income', 'lump-sum-and-income');
  CREATE TYPE "public"."enum__quote_tables_v_version_riders_kind" AS ENUM('critical-illness', 'accidental-death', 'waiver-of-premium');
  CREATE TYPE "public"."enum__quote_tables_v_version_payout_options_kind" AS ENUM('lump-sum', 'monthly-income', 'lump-sum-and-income');
  CREATE TABLE "quote_tables_riders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_quote_tables_riders_kind" NOT NULL,
  	"rate" numeric NOT NULL,
  	"cover_max" numeric
  );
  
  CREATE TABLE "quote_tables_payout_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_quote_tables_payout_options_kind" NOT NULL,
  	"premium_pct" numeric NOT NULL
  );
  
  CREATE TABLE "quote_tables_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_quote_tables_v_version_riders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__quote_tables_v_version_riders_kind" NOT NULL,
  	"rate" numeric NOT NULL,
  	"cover_max" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quote_tables_v_version_payout_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__quote_tables_v_version_payout_options_kind" NOT NULL,
  	"premium_pct" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quote_tables_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "quote_tables" ADD COLUMN "cover_till_age_max" numeric DEFAULT 85 NOT NULL;
  ALTER TABLE "quote_tables" ADD COLUMN "single_pay" boolean DEFAULT false;
  ALTER TABLE "quote_tables" ADD COLUMN "regular_pay" boolean DEFAULT true;
  ALTER TABLE "quote_tables" ADD COLUMN "single_pay_discount_pct" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "_quote_tables_v" ADD COLUMN "version_cover_till_age_max" numeric DEFAULT 85 NOT NULL;
  ALTER TABLE "_quote_tables_v" ADD COLUMN "version_single_pay" boolean DEFAULT false;
  ALTER TABLE "_quote_tables_v" ADD COLUMN "version_regular_pay" boolean DEFAULT true;
  ALTER TABLE "_quote_tables_v" ADD COLUMN "version_single_pay_discount_pct" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "quote_tables_riders" ADD CONSTRAINT "quote_tables_riders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_tables_payout_options" ADD CONSTRAINT "quote_tables_payout_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_tables_numbers" ADD CONSTRAINT "quote_tables_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_version_riders" ADD CONSTRAINT "_quote_tables_v_version_riders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quote_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_version_payout_options" ADD CONSTRAINT "_quote_tables_v_version_payout_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quote_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_numbers" ADD CONSTRAINT "_quote_tables_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_quote_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_tables_riders_order_idx" ON "quote_tables_riders" USING btree ("_order");
  CREATE INDEX "quote_tables_riders_parent_id_idx" ON "quote_tables_riders" USING btree ("_parent_id");
  CREATE INDEX "quote_tables_payout_options_order_idx" ON "quote_tables_payout_options" USING btree ("_order");
  CREATE INDEX "quote_tables_payout_options_parent_id_idx" ON "quote_tables_payout_options" USING btree ("_parent_id");
  CREATE INDEX "quote_tables_numbers_order_parent_idx" ON "quote_tables_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_quote_tables_v_version_riders_order_idx" ON "_quote_tables_v_version_riders" USING btree ("_order");
  CREATE INDEX "_quote_tables_v_version_riders_parent_id_idx" ON "_quote_tables_v_version_riders" USING btree ("_parent_id");
  CREATE INDEX "_quote_tables_v_version_payout_options_order_idx" ON "_quote_tables_v_version_payout_options" USING btree ("_order");
  CREATE INDEX "_quote_tables_v_version_payout_options_parent_id_idx" ON "_quote_tables_v_version_payout_options" USING btree ("_parent_id");
  CREATE INDEX "_quote_tables_v_numbers_order_parent_idx" ON "_quote_tables_v_numbers" USING btree ("order","parent_id");
  ALTER TABLE "quote_tables" DROP COLUMN "ppt_min";
  ALTER TABLE "_quote_tables_v" DROP COLUMN "version_ppt_min";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "quote_tables_riders" CASCADE;
  DROP TABLE "quote_tables_payout_options" CASCADE;
  DROP TABLE "quote_tables_numbers" CASCADE;
  DROP TABLE "_quote_tables_v_version_riders" CASCADE;
  DROP TABLE "_quote_tables_v_version_payout_options" CASCADE;
  DROP TABLE "_quote_tables_v_numbers" CASCADE;
  ALTER TABLE "quote_tables" ADD COLUMN "ppt_min" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "_quote_tables_v" ADD COLUMN "version_ppt_min" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "quote_tables" DROP COLUMN "cover_till_age_max";
  ALTER TABLE "quote_tables" DROP COLUMN "single_pay";
  ALTER TABLE "quote_tables" DROP COLUMN "regular_pay";
  ALTER TABLE "quote_tables" DROP COLUMN "single_pay_discount_pct";
  ALTER TABLE "_quote_tables_v" DROP COLUMN "version_cover_till_age_max";
  ALTER TABLE "_quote_tables_v" DROP COLUMN "version_single_pay";
  ALTER TABLE "_quote_tables_v" DROP COLUMN "version_regular_pay";
  ALTER TABLE "_quote_tables_v" DROP COLUMN "version_single_pay_discount_pct";
  DROP TYPE "public"."enum_quote_tables_riders_kind";
  DROP TYPE "public"."enum_quote_tables_payout_options_kind";
  DROP TYPE "public"."enum__quote_tables_v_version_riders_kind";
  DROP TYPE "public"."enum__quote_tables_v_version_payout_options_kind";`)
}
