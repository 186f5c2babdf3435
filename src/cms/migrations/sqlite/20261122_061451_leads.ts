import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`preferred_language\` text,
  	\`payload\` text NOT NULL,
  	\`status\` text DEFAULT 'PREOFFERED' NOT NULL,
  	\`otp_status\` text DEFAULT 'not_verified' NOT NULL,
  	\`verified_at\` text,
  	\`source_page\` text,
  	\`consent_given\` integer DEFAULT false,
  	\`consent_notice_version\` text,
  	\`consent_at\` text,
  	\`page_url\` text,
  	\`referer\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`otp_session_id\` text,
  	\`crm_status\` text DEFAULT 'held' NOT NULL,
  	\`crm_attempts\` numeric DEFAULT 0 NOT NULL,
  	\`crm_next_attempt_at\` text,
  	\`crm_last_error\` text,
  	\`crm_delivered_at\` text,
  	\`crm_idempotency_key\` text,
  	\`crm_lease_owner\` text,
  	\`crm_lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_otp_status_idx\` ON \`leads\` (\`otp_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_page_idx\` ON \`leads\` (\`source_page\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_otp_session_id_idx\` ON \`leads\` (\`otp_session_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_crm_status_idx\` ON \`leads\` (\`crm_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_crm_next_attempt_at_idx\` ON \`leads\` (\`crm_next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_crm_idempotency_key_idx\` ON \`leads\` (\`crm_idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_crm_lease_until_idx\` ON \`leads\` (\`crm_lease_until\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`crm_local_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`lead_id\` text,
  	\`body\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_local_outbox_idempotency_key_idx\` ON \`crm_local_outbox\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`crm_local_outbox_lead_id_idx\` ON \`crm_local_outbox\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_local_outbox_updated_at_idx\` ON \`crm_local_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_local_outbox_created_at_idx\` ON \`crm_local_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_local_outbox_id\` integer REFERENCES crm_local_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_local_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_local_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`crm_local_outbox\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "branches_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
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
}
