ALTER TABLE "order_items" ADD COLUMN "product_name_sw" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_sw" text[];