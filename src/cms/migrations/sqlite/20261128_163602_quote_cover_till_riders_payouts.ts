import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_tables_riders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`cover_max\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_tables_riders_order_idx\` ON \`quote_tables_riders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_riders_parent_id_idx\` ON \`quote_tables_riders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_tables_payout_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`premium_pct\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_tables_payout_options_order_idx\` ON \`quote_tables_payout_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_tables_payout_options_parent_id_idx\` ON \`quote_tables_payout_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_tables_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quote_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_tables_numbers_order_parent_idx\` ON \`quote_tables_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_version_riders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`cover_max\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quote_tables_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_riders_order_idx\` ON \`_quote_tables_v_version_riders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_riders_parent_id_idx\` ON \`_quote_tables_v_version_riders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_version_payout_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`premium_pct\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quote_tables_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_payout_options_order_idx\` ON \`_quote_tables_v_version_payout_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_version_payout_options_parent_id_idx\` ON \`_quote_tables_v_version_payout_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quote_tables_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_quote_tables_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_tables_v_numbers_order_parent_idx\` ON \`_quote_tables_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`cover_till_age_max\` numeric DEFAULT 85 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`single_pay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`regular_pay\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`single_pay_discount_pct\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`ppt_min\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_cover_till_age_max\` numeric DEFAULT 85 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_single_pay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_regular_pay\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_single_pay_discount_pct\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_ppt_min\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_tables_riders\`;`)
  await db.run(sql`DROP TABLE \`quote_tables_payout_options\`;`)
  await db.run(sql`DROP TABLE \`quote_tables_numbers\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_version_riders\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_version_payout_options\`;`)
  await db.run(sql`DROP TABLE \`_quote_tables_v_numbers\`;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` ADD \`ppt_min\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`cover_till_age_max\`;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`single_pay\`;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`regular_pay\`;`)
  await db.run(sql`ALTER TABLE \`quote_tables\` DROP COLUMN \`single_pay_discount_pct\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` ADD \`version_ppt_min\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_cover_till_age_max\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_single_pay\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_regular_pay\`;`)
  await db.run(sql`ALTER TABLE \`_quote_tables_v\` DROP COLUMN \`version_single_pay_discount_pct\`;`)
}
