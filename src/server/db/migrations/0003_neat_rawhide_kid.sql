ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");