import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payments\` ADD \`kind\` text DEFAULT 'renewal' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`returned_at\` text;`)
  await db.run(sql`CREATE INDEX \`payments_kind_idx\` ON \`payments\` (\`kind\`);`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`application_number\` text;`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`paid_at\` text;`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`payment_reference\` text;`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`application_sms\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`proposals_application_number_idx\` ON \`proposals\` (\`application_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payments_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`returned_at\`;`)
  await db.run(sql`DROP INDEX \`proposals_application_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`application_number\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`paid_at\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`payment_reference\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`application_sms\`;`)
}
