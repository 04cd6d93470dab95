CREATE TYPE "public"."mpesa_request_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'timeout');--> statement-breakpoint
CREATE TABLE "mpesa_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mpesa_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt" text NOT NULL,
	"account" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"phone" text,
	"paid_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"unmatched_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_confirmations_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "mpesa_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mpesa_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"requested_by" integer,
	"phone" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" "mpesa_request_status" DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"callback_token_hash" text NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_queried_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mpesa_requests_publicId_unique" UNIQUE("public_id"),
	CONSTRAINT "mpesa_requests_checkoutRequestId_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_requests_callbackTokenHash_unique" UNIQUE("callback_token_hash"),
	CONSTRAINT "mpesa_requests_amount_whole" CHECK ("mpesa_requests"."amount" >= 1 and "mpesa_requests"."amount" = trunc("mpesa_requests"."amount"))
);
--> statement-breakpoint
ALTER TABLE "mpesa_confirmations" ADD CONSTRAINT "mpesa_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_confirmations" ADD CONSTRAINT "mpesa_confirmations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_requests" ADD CONSTRAINT "mpesa_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_requests" ADD CONSTRAINT "mpesa_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_requests" ADD CONSTRAINT "mpesa_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_confirmations_unmatched_idx" ON "mpesa_confirmations" USING btree ("created_at") WHERE "mpesa_confirmations"."payment_id" is null;--> statement-breakpoint
CREATE INDEX "mpesa_requests_order_idx" ON "mpesa_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "mpesa_requests_phone_idx" ON "mpesa_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "mpesa_requests_pending_idx" ON "mpesa_requests" USING btree ("created_at") WHERE "mpesa_requests"."status" = 'pending';