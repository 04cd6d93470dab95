CREATE TYPE "public"."claim_resolution" AS ENUM('repair', 'replace', 'refund');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('received', 'inspecting', 'approved', 'rejected', 'closed');--> statement-breakpoint
CREATE TABLE "warranty_claim_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claim_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"from_status" "claim_status",
	"to_status" "claim_status" NOT NULL,
	"resolution" "claim_resolution",
	"note" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"problem" text NOT NULL,
	"serial_number" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "claim_status" DEFAULT 'received' NOT NULL,
	"resolution" "claim_resolution",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_problem_length" CHECK (char_length("warranty_claims"."problem") between 1 and 2000),
	CONSTRAINT "warranty_claims_serial_length" CHECK (char_length("warranty_claims"."serial_number") <= 64),
	CONSTRAINT "warranty_claims_photos_count" CHECK (cardinality("warranty_claims"."photos") <= 3),
	CONSTRAINT "warranty_claims_resolution_approved" CHECK ("warranty_claims"."resolution" is null or "warranty_claims"."status" in ('approved', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "warranty_claim_steps" ADD CONSTRAINT "warranty_claim_steps_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_steps" ADD CONSTRAINT "warranty_claim_steps_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claim_steps_claim_idx" ON "warranty_claim_steps" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_line_idx" ON "warranty_claims" USING btree ("order_item_id") WHERE "warranty_claims"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "warranty_claims_order_idx" ON "warranty_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_created_idx" ON "warranty_claims" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_nonnegative" CHECK ("products"."warranty_months" >= 0);--> statement-breakpoint
-- Hand-written: the demo products of a shop seeded before this migration get the warranty months the seed now gives
-- (src/server/db/seed-data.ts), only where staff have not set one; every other product stays with none stated.
UPDATE "products" SET "warranty_months" = demo.months
FROM (VALUES
  ('jinko-tiger-neo-550w-mono-bifacial-solar-panel', 360),
  ('longi-hi-mo-4-450w-mono-perc-solar-panel', 144),
  ('hithium-12v-100ah-lifepo4-lithium-battery', 60),
  ('hithium-48v-280ah-14kwh-lithium-battery-bank', 120),
  ('vestwoods-48v-200ah-10kwh-wall-mounted-lithium-battery', 120)
) AS demo(slug, months)
WHERE "products"."slug" = demo.slug AND "products"."warranty_months" IS NULL;
