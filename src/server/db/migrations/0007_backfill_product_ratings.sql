-- Custom SQL migration file, put your code below! --
-- Products that already had reviews get their average and count for the "Top rated" order (the same statement as
-- refreshProductRatings in src/server/db/ratings.ts).
UPDATE "products" p
SET "rating_average" = coalesce((SELECT round(avg(r."rating"), 2) FROM "reviews" r WHERE r."product_id" = p."id" AND r."hidden_at" IS NULL), 0),
    "review_count" = (SELECT count(*) FROM "reviews" r WHERE r."product_id" = p."id" AND r."hidden_at" IS NULL)
WHERE EXISTS (SELECT 1 FROM "reviews" r WHERE r."product_id" = p."id");
