CREATE TYPE "public"."stock_movement_kind" AS ENUM('order', 'cancellation', 'goods_received', 'adjustment');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"change" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text,
	"order_id" integer,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_after_nonnegative" CHECK ("stock_movements"."quantity_after" >= 0),
	CONSTRAINT "stock_movements_adjustment_reason" CHECK ("stock_movements"."kind" <> 'adjustment' or "stock_movements"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_order_once_idx" ON "stock_movements" USING btree ("order_id","product_id","kind") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_low_stock_digest_idx" ON "email_outbox" USING btree ("recipient","detail") WHERE "email_outbox"."kind" = 'low_stock_digest';--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock_quantity","id") WHERE "products"."stock_quantity" <= "products"."low_stock_threshold";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_quantity_nonnegative" CHECK ("products"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_nonnegative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- Hand-written (drizzle-kit expresses no triggers): a counted product's status is derived from its count, in the
-- statement that changes the count, so no writer can forget it (docs/product.md, "Stock"). Out of stock at zero, low
-- stock at or under the threshold, in stock above it; a product that is not counted keeps the status staff set.
CREATE FUNCTION products_derive_stock_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stock_quantity IS NOT NULL THEN
    NEW.stock_status := CASE
      WHEN NEW.stock_quantity = 0 THEN 'out_of_stock'
      WHEN NEW.stock_quantity <= NEW.low_stock_threshold THEN 'low_stock'
      ELSE 'in_stock'
    END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_derive_stock_status
  BEFORE INSERT OR UPDATE OF stock_quantity, low_stock_threshold, stock_status ON products
  FOR EACH ROW EXECUTE FUNCTION products_derive_stock_status();
