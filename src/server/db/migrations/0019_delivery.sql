CREATE TABLE "delivery_rates" (
	"county" text PRIMARY KEY NOT NULL,
	"available" boolean NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"free_above" numeric(12, 2),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rates_fee_nonnegative" CHECK ("delivery_rates"."fee" >= 0),
	CONSTRAINT "delivery_rates_days" CHECK ("delivery_rates"."min_days" >= 0 and "delivery_rates"."min_days" <= "delivery_rates"."max_days"),
	CONSTRAINT "delivery_rates_free_above_positive" CHECK ("delivery_rates"."free_above" is null or "delivery_rates"."free_above" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"town" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;