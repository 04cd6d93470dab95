ALTER TABLE "categories" ADD COLUMN "name_sw" text;--> statement-breakpoint
-- Hand-written: the demo categories of a shop seeded before this migration get the Kiswahili names the seed now
-- gives (src/server/db/seed-data.ts), only where staff have not renamed them; any other category stays without one
-- and shows its English name on Kiswahili pages.
UPDATE "categories" SET "name_sw" = demo.name_sw
FROM (VALUES
  ('solar-panels', 'Solar Panels', 'Paneli za Sola'),
  ('hithium-batteries', 'Hithium Batteries', 'Betri za Hithium'),
  ('vestwoods-batteries', 'Vestwoods Batteries', 'Betri za Vestwoods'),
  ('vestwoods-inverters', 'Vestwoods Inverters', 'Inverta za Vestwoods'),
  ('vestwoods-powerstations', 'Vestwoods Power Stations', 'Vituo vya Umeme vya Kubebeka vya Vestwoods'),
  ('accessories', 'Accessories', 'Vifaa')
) AS demo(slug, name, name_sw)
WHERE "categories"."slug" = demo.slug AND "categories"."name" = demo.name AND "categories"."name_sw" IS NULL;
