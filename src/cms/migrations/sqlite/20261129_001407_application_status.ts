import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`application_status\` text;`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`application_status_at\` text;`)
  await db.run(sql`ALTER TABLE \`proposals\` ADD \`status_history\` text;`)
  await db.run(sql`CREATE INDEX \`proposals_application_status_idx\` ON \`proposals\` (\`application_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`proposals_application_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`application_status\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`application_status_at\`;`)
  await db.run(sql`ALTER TABLE \`proposals\` DROP COLUMN \`status_history\`;`)
}
