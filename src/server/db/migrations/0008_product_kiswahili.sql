ALTER TABLE "products" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_sw" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications_sw" jsonb;