import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_personal_data_log_action" AS ENUM('reveal', 'export', 'export_full');
  CREATE TABLE "personal_data_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar NOT NULL,
  	"action" "enum_personal_data_log_action" NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"record_id" varchar,
  	"summary" varchar NOT NULL,
  	"reason" varchar,
  	"rows" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personal_data_log_id" integer;
  ALTER TABLE "personal_data_log" ADD CONSTRAINT "personal_data_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "personal_data_log_user_idx" ON "personal_data_log" USING btree ("user_id");
  CREATE INDEX "personal_data_log_user_email_idx" ON "personal_data_log" USING btree ("user_email");
  CREATE INDEX "personal_data_log_action_idx" ON "personal_data_log" USING btree ("action");
  CREATE INDEX "personal_data_log_collection_slug_idx" ON "personal_data_log" USING btree ("collection_slug");
  CREATE INDEX "personal_data_log_record_id_idx" ON "personal_data_log" USING btree ("record_id");
  CREATE INDEX "personal_data_log_updated_at_idx" ON "personal_data_log" USING btree ("updated_at");
  CREATE INDEX "personal_data_log_created_at_idx" ON "personal_data_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personal_data_log_fk" FOREIGN KEY ("personal_data_log_id") REFERENCES "public"."personal_data_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_personal_data_log_id_idx" ON "payload_locked_documents_rels" USING btree ("personal_data_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_data_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "personal_data_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personal_data_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_personal_data_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personal_data_log_id";
  DROP TYPE "public"."enum_personal_data_log_action";`)
}
