import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { nameFromSlug, parsePostPath } from '@/domain/blog'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "post_category_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_category_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_tags_id" integer;
  CREATE UNIQUE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_tags_slug_idx" ON "blog_tags" USING btree ("slug");
  CREATE INDEX "blog_tags_updated_at_idx" ON "blog_tags" USING btree ("updated_at");
  CREATE INDEX "blog_tags_created_at_idx" ON "blog_tags" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_post_category_id_blog_categories_id_fk" FOREIGN KEY ("post_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_post_category_id_blog_categories_id_fk" FOREIGN KEY ("version_post_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_tags_fk" FOREIGN KEY ("blog_tags_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_post_post_category_idx" ON "pages" USING btree ("post_category_id");
  CREATE INDEX "_pages_v_version_post_version_post_category_idx" ON "_pages_v" USING btree ("version_post_category_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blog_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_tags_id");`)
  await fileExistingPosts(db)
}

/**
 * The categories and tags the existing posts already use (decision 96): a category per address's category part,
 * a tag per tag kept on a post or a draft, and each post and draft filed under its address's category.
 */
export async function fileExistingPosts(db: MigrateUpArgs['db']): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[]
  const pages = await rows<{ id: number; path: string | null }>(sql`SELECT id, path FROM pages`)
  const versions = await rows<{ id: number; path: string | null }>(
    sql`SELECT id, version_path AS path FROM _pages_v`,
  )
  const categories = new Map<string, number>()
  for (const row of [...pages, ...versions]) {
    const slug = row.path ? parsePostPath(row.path)?.category : undefined
    if (!slug || categories.has(slug)) continue
    const [made] = await rows<{ id: number }>(
      sql`INSERT INTO blog_categories (name, slug) VALUES (${nameFromSlug(slug)}, ${slug}) RETURNING id`,
    )
    categories.set(slug, made!.id)
  }
  for (const row of pages) {
    const id = row.path ? categories.get(parsePostPath(row.path)?.category ?? '') : undefined
    if (id !== undefined) await db.execute(sql`UPDATE pages SET post_category_id = ${id} WHERE id = ${row.id}`)
  }
  for (const row of versions) {
    const id = row.path ? categories.get(parsePostPath(row.path)?.category ?? '') : undefined
    if (id !== undefined)
      await db.execute(sql`UPDATE _pages_v SET version_post_category_id = ${id} WHERE id = ${row.id}`)
  }
  const tags = await rows<{ text: string | null }>(
    sql`SELECT DISTINCT text FROM pages_texts WHERE path = 'post.tags'
        UNION SELECT DISTINCT text FROM _pages_v_texts WHERE path = 'version.post.tags'`,
  )
  for (const { text } of tags)
    if (text)
      await db.execute(
        sql`INSERT INTO blog_tags (name, slug) VALUES (${nameFromSlug(text)}, ${text}) ON CONFLICT (slug) DO NOTHING`,
      )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_tags" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_post_category_id_blog_categories_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_post_category_id_blog_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_tags_fk";
  
  DROP INDEX "pages_post_post_category_idx";
  DROP INDEX "_pages_v_version_post_version_post_category_idx";
  DROP INDEX "payload_locked_documents_rels_blog_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_tags_id_idx";
  ALTER TABLE "pages" DROP COLUMN "post_category_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_category_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_tags_id";`)
}
