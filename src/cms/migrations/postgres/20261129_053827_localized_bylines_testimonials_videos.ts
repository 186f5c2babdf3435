import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"transcript" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_description" varchar,
  	"version_transcript" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"name" varchar NOT NULL,
  	"city" varchar,
  	"plan" varchar,
  	"headline" varchar,
  	"quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_city" varchar,
  	"version_plan" varchar,
  	"version_headline" varchar,
  	"version_quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_locales" ADD COLUMN "post_author_name" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "post_author_role" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_post_author_name" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_post_author_role" varchar;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  UPDATE "pages_locales" SET "post_author_name" = (SELECT "post_author_name" FROM "pages" WHERE "pages"."id" = "pages_locales"."_parent_id"), "post_author_role" = (SELECT "post_author_role" FROM "pages" WHERE "pages"."id" = "pages_locales"."_parent_id") WHERE "_locale" = 'en';
  UPDATE "_pages_v_locales" SET "version_post_author_name" = (SELECT "version_post_author_name" FROM "_pages_v" WHERE "_pages_v"."id" = "_pages_v_locales"."_parent_id"), "version_post_author_role" = (SELECT "version_post_author_role" FROM "_pages_v" WHERE "_pages_v"."id" = "_pages_v_locales"."_parent_id") WHERE "_locale" = 'en';
  INSERT INTO "videos_locales" ("title", "description", "transcript", "_locale", "_parent_id") SELECT COALESCE("title", ''), "description", COALESCE("transcript", ''), 'en', "id" FROM "videos";
  INSERT INTO "_videos_v_locales" ("version_title", "version_description", "version_transcript", "_locale", "_parent_id") SELECT COALESCE("version_title", ''), "version_description", COALESCE("version_transcript", ''), 'en', "id" FROM "_videos_v";
  INSERT INTO "testimonials_locales" ("name", "city", "plan", "headline", "quote", "_locale", "_parent_id") SELECT COALESCE("name", ''), "city", "plan", "headline", COALESCE("quote", ''), 'en', "id" FROM "testimonials";
  INSERT INTO "_testimonials_v_locales" ("version_name", "version_city", "version_plan", "version_headline", "version_quote", "_locale", "_parent_id") SELECT COALESCE("version_name", ''), "version_city", "version_plan", "version_headline", COALESCE("version_quote", ''), 'en', "id" FROM "_testimonials_v";
  ALTER TABLE "pages" DROP COLUMN "post_author_name";
  ALTER TABLE "pages" DROP COLUMN "post_author_role";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_author_name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_post_author_role";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "videos" DROP COLUMN "description";
  ALTER TABLE "videos" DROP COLUMN "transcript";
  ALTER TABLE "_videos_v" DROP COLUMN "version_title";
  ALTER TABLE "_videos_v" DROP COLUMN "version_description";
  ALTER TABLE "_videos_v" DROP COLUMN "version_transcript";
  ALTER TABLE "testimonials" DROP COLUMN "name";
  ALTER TABLE "testimonials" DROP COLUMN "city";
  ALTER TABLE "testimonials" DROP COLUMN "plan";
  ALTER TABLE "testimonials" DROP COLUMN "headline";
  ALTER TABLE "testimonials" DROP COLUMN "quote";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_name";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_city";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_plan";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_headline";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_quote";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages" ADD COLUMN "post_author_name" varchar;
  ALTER TABLE "pages" ADD COLUMN "post_author_role" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_author_name" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_post_author_role" varchar;
  ALTER TABLE "videos" ADD COLUMN "title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "videos" ADD COLUMN "description" varchar;
  ALTER TABLE "videos" ADD COLUMN "transcript" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_videos_v" ADD COLUMN "version_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_videos_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_transcript" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "city" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "plan" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "headline" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "quote" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_city" varchar;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_plan" varchar;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_headline" varchar;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_quote" varchar DEFAULT '' NOT NULL;
  UPDATE "pages" SET "post_author_name" = (SELECT "post_author_name" FROM "pages_locales" WHERE "_parent_id" = "pages"."id" AND "_locale" = 'en'), "post_author_role" = (SELECT "post_author_role" FROM "pages_locales" WHERE "_parent_id" = "pages"."id" AND "_locale" = 'en');
  UPDATE "_pages_v" SET "version_post_author_name" = (SELECT "version_post_author_name" FROM "_pages_v_locales" WHERE "_parent_id" = "_pages_v"."id" AND "_locale" = 'en'), "version_post_author_role" = (SELECT "version_post_author_role" FROM "_pages_v_locales" WHERE "_parent_id" = "_pages_v"."id" AND "_locale" = 'en');
  UPDATE "videos" SET "title" = COALESCE((SELECT "title" FROM "videos_locales" WHERE "_parent_id" = "videos"."id" AND "_locale" = 'en'), "title"), "description" = COALESCE((SELECT "description" FROM "videos_locales" WHERE "_parent_id" = "videos"."id" AND "_locale" = 'en'), "description"), "transcript" = COALESCE((SELECT "transcript" FROM "videos_locales" WHERE "_parent_id" = "videos"."id" AND "_locale" = 'en'), "transcript");
  UPDATE "_videos_v" SET "version_title" = COALESCE((SELECT "version_title" FROM "_videos_v_locales" WHERE "_parent_id" = "_videos_v"."id" AND "_locale" = 'en'), "version_title"), "version_description" = COALESCE((SELECT "version_description" FROM "_videos_v_locales" WHERE "_parent_id" = "_videos_v"."id" AND "_locale" = 'en'), "version_description"), "version_transcript" = COALESCE((SELECT "version_transcript" FROM "_videos_v_locales" WHERE "_parent_id" = "_videos_v"."id" AND "_locale" = 'en'), "version_transcript");
  UPDATE "testimonials" SET "name" = COALESCE((SELECT "name" FROM "testimonials_locales" WHERE "_parent_id" = "testimonials"."id" AND "_locale" = 'en'), "name"), "city" = COALESCE((SELECT "city" FROM "testimonials_locales" WHERE "_parent_id" = "testimonials"."id" AND "_locale" = 'en'), "city"), "plan" = COALESCE((SELECT "plan" FROM "testimonials_locales" WHERE "_parent_id" = "testimonials"."id" AND "_locale" = 'en'), "plan"), "headline" = COALESCE((SELECT "headline" FROM "testimonials_locales" WHERE "_parent_id" = "testimonials"."id" AND "_locale" = 'en'), "headline"), "quote" = COALESCE((SELECT "quote" FROM "testimonials_locales" WHERE "_parent_id" = "testimonials"."id" AND "_locale" = 'en'), "quote");
  UPDATE "_testimonials_v" SET "version_name" = COALESCE((SELECT "version_name" FROM "_testimonials_v_locales" WHERE "_parent_id" = "_testimonials_v"."id" AND "_locale" = 'en'), "version_name"), "version_city" = COALESCE((SELECT "version_city" FROM "_testimonials_v_locales" WHERE "_parent_id" = "_testimonials_v"."id" AND "_locale" = 'en'), "version_city"), "version_plan" = COALESCE((SELECT "version_plan" FROM "_testimonials_v_locales" WHERE "_parent_id" = "_testimonials_v"."id" AND "_locale" = 'en'), "version_plan"), "version_headline" = COALESCE((SELECT "version_headline" FROM "_testimonials_v_locales" WHERE "_parent_id" = "_testimonials_v"."id" AND "_locale" = 'en'), "version_headline"), "version_quote" = COALESCE((SELECT "version_quote" FROM "_testimonials_v_locales" WHERE "_parent_id" = "_testimonials_v"."id" AND "_locale" = 'en'), "version_quote");
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  ALTER TABLE "pages_locales" DROP COLUMN "post_author_name";
  ALTER TABLE "pages_locales" DROP COLUMN "post_author_role";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_post_author_name";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_post_author_role";`)
}
