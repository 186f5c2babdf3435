import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`grievance_attachments\` ADD \`prefix\` text DEFAULT 'grievances';`)
  await db.run(sql`ALTER TABLE \`grievance_attachments\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`dgh_reports\` ADD \`prefix\` text DEFAULT 'dgh';`)
  await db.run(sql`ALTER TABLE \`dgh_reports\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`resumes\` ADD \`prefix\` text DEFAULT 'resumes';`)
  await db.run(sql`ALTER TABLE \`resumes\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`grievance_attachments\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`grievance_attachments\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`dgh_reports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`dgh_reports\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`resumes\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`resumes\` DROP COLUMN \`_objectkey\`;`)
}
