import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_tables_maturity_benefit" AS ENUM('none', 'return-of-premium', 'sum-assured');
  CREATE TYPE "public"."enum__quote_tables_v_version_maturity_benefit" AS ENUM('none', 'return-of-premium', 'sum-assured');
  CREATE TYPE "public"."enum_quotes_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_quotes_mode" AS ENUM('yearly', 'half-yearly', 'monthly');
  CREATE TABLE "quote_tables_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"age_from" numeric NOT NULL,
  	"age_to" numeric NOT NULL,
  	"term_from" numeric NOT NULL,
  	"term_to" numeric NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "quote_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" integer NOT NULL,
  	"entry_age_min" numeric NOT NULL,
  	"entry_age_max" numeric NOT NULL,
  	"term_min" numeric NOT NULL,
  	"term_max" numeric NOT NULL,
  	"ppt_min" numeric NOT NULL,
  	"sum_assured_min" numeric NOT NULL,
  	"sum_assured_max" numeric NOT NULL,
  	"income_multiple" numeric NOT NULL,
  	"income_min" numeric NOT NULL,
  	"female_discount_pct" numeric NOT NULL,
  	"smoker_loading_pct" numeric NOT NULL,
  	"limited_pay_discount_pct" numeric NOT NULL,
  	"gst_first_year_pct" numeric NOT NULL,
  	"gst_renewal_pct" numeric NOT NULL,
  	"maturity_benefit" "enum_quote_tables_maturity_benefit" DEFAULT 'none' NOT NULL,
  	"last_edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_quote_tables_v_version_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"age_from" numeric NOT NULL,
  	"age_to" numeric NOT NULL,
  	"term_from" numeric NOT NULL,
  	"term_to" numeric NOT NULL,
  	"rate" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quote_tables_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_plan_id" integer NOT NULL,
  	"version_entry_age_min" numeric NOT NULL,
  	"version_entry_age_max" numeric NOT NULL,
  	"version_term_min" numeric NOT NULL,
  	"version_term_max" numeric NOT NULL,
  	"version_ppt_min" numeric NOT NULL,
  	"version_sum_assured_min" numeric NOT NULL,
  	"version_sum_assured_max" numeric NOT NULL,
  	"version_income_multiple" numeric NOT NULL,
  	"version_income_min" numeric NOT NULL,
  	"version_female_discount_pct" numeric NOT NULL,
  	"version_smoker_loading_pct" numeric NOT NULL,
  	"version_limited_pay_discount_pct" numeric NOT NULL,
  	"version_gst_first_year_pct" numeric NOT NULL,
  	"version_gst_renewal_pct" numeric NOT NULL,
  	"version_maturity_benefit" "enum__quote_tables_v_version_maturity_benefit" DEFAULT 'none' NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"plan_id" integer,
  	"plan_name" varchar NOT NULL,
  	"full_name" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"dob" varchar NOT NULL,
  	"age" numeric NOT NULL,
  	"gender" "enum_quotes_gender" NOT NULL,
  	"smoker" boolean DEFAULT false,
  	"income" numeric NOT NULL,
  	"sum_assured" numeric NOT NULL,
  	"policy_term" numeric NOT NULL,
  	"ppt" numeric NOT NULL,
  	"mode" "enum_quotes_mode" NOT NULL,
  	"yearly" numeric NOT NULL,
  	"premium" jsonb NOT NULL,
  	"lead_id" integer,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_tables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "quote_tables_rates" ADD CONSTRAINT "quote_tables_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_tables" ADD CONSTRAINT "quote_tables_plan_id_pages_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_tables" ADD CONSTRAINT "quote_tables_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quote_tables_v_version_rates" ADD CONSTRAINT "_quote_tables_v_version_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quote_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quote_tables_v" ADD CONSTRAINT "_quote_tables_v_parent_id_quote_tables_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quote_tables_v" ADD CONSTRAINT "_quote_tables_v_version_plan_id_pages_id_fk" FOREIGN KEY ("version_plan_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quote_tables_v" ADD CONSTRAINT "_quote_tables_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_plan_id_pages_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_tables_rates_order_idx" ON "quote_tables_rates" USING btree ("_order");
  CREATE INDEX "quote_tables_rates_parent_id_idx" ON "quote_tables_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quote_tables_plan_idx" ON "quote_tables" USING btree ("plan_id");
  CREATE INDEX "quote_tables_last_edited_by_idx" ON "quote_tables" USING btree ("last_edited_by_id");
  CREATE INDEX "quote_tables_updated_at_idx" ON "quote_tables" USING btree ("updated_at");
  CREATE INDEX "quote_tables_created_at_idx" ON "quote_tables" USING btree ("created_at");
  CREATE INDEX "_quote_tables_v_version_rates_order_idx" ON "_quote_tables_v_version_rates" USING btree ("_order");
  CREATE INDEX "_quote_tables_v_version_rates_parent_id_idx" ON "_quote_tables_v_version_rates" USING btree ("_parent_id");
  CREATE INDEX "_quote_tables_v_parent_idx" ON "_quote_tables_v" USING btree ("parent_id");
  CREATE INDEX "_quote_tables_v_version_version_plan_idx" ON "_quote_tables_v" USING btree ("version_plan_id");
  CREATE INDEX "_quote_tables_v_version_version_last_edited_by_idx" ON "_quote_tables_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_quote_tables_v_version_version_updated_at_idx" ON "_quote_tables_v" USING btree ("version_updated_at");
  CREATE INDEX "_quote_tables_v_version_version_created_at_idx" ON "_quote_tables_v" USING btree ("version_created_at");
  CREATE INDEX "_quote_tables_v_created_at_idx" ON "_quote_tables_v" USING btree ("created_at");
  CREATE INDEX "_quote_tables_v_updated_at_idx" ON "_quote_tables_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "quotes_ref_idx" ON "quotes" USING btree ("ref");
  CREATE INDEX "quotes_plan_idx" ON "quotes" USING btree ("plan_id");
  CREATE INDEX "quotes_plan_name_idx" ON "quotes" USING btree ("plan_name");
  CREATE INDEX "quotes_phone_idx" ON "quotes" USING btree ("phone");
  CREATE INDEX "quotes_email_idx" ON "quotes" USING btree ("email");
  CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_tables_fk" FOREIGN KEY ("quote_tables_id") REFERENCES "public"."quote_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quote_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_tables_id");
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_tables_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quote_tables_v_version_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quote_tables_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_tables_rates" CASCADE;
  DROP TABLE "quote_tables" CASCADE;
  DROP TABLE "_quote_tables_v_version_rates" CASCADE;
  DROP TABLE "_quote_tables_v" CASCADE;
  DROP TABLE "quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_quote_tables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_quotes_fk";
  
  DROP INDEX "payload_locked_documents_rels_quote_tables_id_idx";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_tables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  DROP TYPE "public"."enum_quote_tables_maturity_benefit";
  DROP TYPE "public"."enum__quote_tables_v_version_maturity_benefit";
  DROP TYPE "public"."enum_quotes_gender";
  DROP TYPE "public"."enum_quotes_mode";`)
}
