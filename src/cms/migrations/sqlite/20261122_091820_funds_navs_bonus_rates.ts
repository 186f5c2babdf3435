import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`funds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sfin\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`risk\` text NOT NULL,
  	\`launch_date\` text NOT NULL,
  	\`objective\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`funds_sfin_idx\` ON \`funds\` (\`sfin\`);`)
  await db.run(sql`CREATE INDEX \`funds_updated_at_idx\` ON \`funds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funds_created_at_idx\` ON \`funds\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fund_navs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fund_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`nav\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`fund_id\`) REFERENCES \`funds\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fund_navs_fund_idx\` ON \`fund_navs\` (\`fund_id\`);`)
  await db.run(sql`CREATE INDEX \`fund_navs_date_idx\` ON \`fund_navs\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`fund_navs_updated_at_idx\` ON \`fund_navs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fund_navs_created_at_idx\` ON \`fund_navs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fund_date_idx\` ON \`fund_navs\` (\`fund_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`bonus_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` text NOT NULL,
  	\`uin\` text,
  	\`financial_year\` text NOT NULL,
  	\`reversionary\` numeric NOT NULL,
  	\`terminal\` numeric DEFAULT 0 NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`bonus_rates_plan_idx\` ON \`bonus_rates\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_financial_year_idx\` ON \`bonus_rates\` (\`financial_year\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_updated_at_idx\` ON \`bonus_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bonus_rates_created_at_idx\` ON \`bonus_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`plan_financialYear_idx\` ON \`bonus_rates\` (\`plan\`,\`financial_year\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`funds_id\` integer REFERENCES funds(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fund_navs_id\` integer REFERENCES fund_navs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bonus_rates_id\` integer REFERENCES bonus_rates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funds_id_idx\` ON \`payload_locked_documents_rels\` (\`funds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fund_navs_id_idx\` ON \`payload_locked_documents_rels\` (\`fund_navs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bonus_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`bonus_rates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`funds\`;`)
  await db.run(sql`DROP TABLE \`fund_navs\`;`)
  await db.run(sql`DROP TABLE \`bonus_rates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`branches_id\` integer,
  	\`search_index_id\` integer,
  	\`leads_id\` integer,
  	\`crm_local_outbox_id\` integer,
  	\`redirects_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`resumes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_local_outbox_id\`) REFERENCES \`crm_local_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id", "leads_id", "crm_local_outbox_id", "redirects_id", "jobs_id", "job_applications_id", "resumes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_local_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_local_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
}
