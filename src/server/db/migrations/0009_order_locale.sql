ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_known" CHECK ("orders"."locale" in ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_locale_known" CHECK ("password_resets"."locale" in ('en', 'sw'));