import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_proposals_status" AS ENUM('draft', 'submitted');
  CREATE TYPE "public"."enum_proposals_step" AS ENUM('personal', 'work', 'nominee', 'health', 'review', 'done');
  CREATE TABLE "proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"quote_id" integer NOT NULL,
  	"quote_ref" varchar NOT NULL,
  	"plan_name" varchar NOT NULL,
  	"plan_path" varchar NOT NULL,
  	"full_name" varchar,
  	"phone" varchar NOT NULL,
  	"status" "enum_proposals_status" DEFAULT 'draft' NOT NULL,
  	"step" "enum_proposals_step" NOT NULL,
  	"needs_review" boolean DEFAULT false,
  	"answers" jsonb,
  	"submitted_at" timestamp(3) with time zone,
  	"open_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "proposals_id" integer;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "proposals_ref_idx" ON "proposals" USING btree ("ref");
  CREATE INDEX "proposals_quote_idx" ON "proposals" USING btree ("quote_id");
  CREATE INDEX "proposals_plan_name_idx" ON "proposals" USING btree ("plan_name");
  CREATE INDEX "proposals_phone_idx" ON "proposals" USING btree ("phone");
  CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status");
  CREATE UNIQUE INDEX "proposals_open_key_idx" ON "proposals" USING btree ("open_key");
  CREATE INDEX "proposals_updated_at_idx" ON "proposals" USING btree ("updated_at");
  CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposals_fk" FOREIGN KEY ("proposals_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("proposals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "proposals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_proposals_fk";
  
  DROP INDEX "payload_locked_documents_rels_proposals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "proposals_id";
  DROP TYPE "public"."enum_proposals_status";
  DROP TYPE "public"."enum_proposals_step";`)
}
