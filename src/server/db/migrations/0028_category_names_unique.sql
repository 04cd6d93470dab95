-- A shop that already has two categories of one name (in any letter case) keeps both: each later one gets its id after
-- the name, "Inverters (12)", for staff to rename, so the unique indexes below can be built.
UPDATE "categories" AS "later" SET "name" = "later"."name" || ' (' || "later"."id" || ')' WHERE EXISTS (SELECT 1 FROM "categories" AS "earlier" WHERE lower("earlier"."name") = lower("later"."name") AND "earlier"."id" < "later"."id");--> statement-breakpoint
UPDATE "categories" AS "later" SET "name_sw" = "later"."name_sw" || ' (' || "later"."id" || ')' WHERE EXISTS (SELECT 1 FROM "categories" AS "earlier" WHERE lower("earlier"."name_sw") = lower("later"."name_sw") AND "earlier"."id" < "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_sw_lower_idx" ON "categories" USING btree (lower("name_sw"));
